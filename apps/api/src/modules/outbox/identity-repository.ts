import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/tx';

/** The `app_meta` key under which the outbox records which database it last sent from. */
export const IDENTITY_KEY = 'database_identity';
export const HELD_AFTER_RESTORE =
  'Held after a restore of the database: it may already have gone before the restore point. Release it once you know it did not.';

/**
 * Which database this is, as PostgreSQL itself says, in one SQL expression: the cluster's system
 * identifier, the database's name and oid, and the timeline. A restore changes at least one of
 * them: a dump restored elsewhere (another cluster or a new database), a base backup recovered to
 * a point (a new timeline once it is promoted). The functions are executable by every role.
 */
export const liveIdentitySql: SQL = sql`(
  (select system_identifier::text from pg_control_system()) || '/' || current_database() || '/' ||
  (select oid::text from pg_database where datname = current_database()) || '/' ||
  (select timeline_id::text from pg_control_checkpoint()))`;

/** For a claim: true only while the identity the outbox recorded is still the live one. */
export const identityUnchangedSql: SQL = sql`exists (
  select 1 from app_meta where key = ${IDENTITY_KEY} and value = ${liveIdentitySql})`;

/** Holds every e-mail not yet sent that was queued at or before `before` (default now). */
export async function holdUnsentEmails(db: Executor, before?: Date): Promise<number> {
  const cutoff = before ? sql`${before.toISOString()}::timestamptz` : sql`now()`;
  const result = await db.execute(sql`
    update outbox_emails set status = 'held', held_at = now(), last_error = ${HELD_AFTER_RESTORE}
    where status in ('pending', 'sending') and created_at <= ${cutoff}
    returning id`);
  return rowsOf<{ id: string }>(result).length;
}

/** The live identity and the one recorded (null before the first record), the latter locked when asked. */
export async function readIdentity(
  executor: Executor,
  lock: boolean,
): Promise<{ current: string; previous: string | null }> {
  const result = await executor.execute(sql`
    select ${liveIdentitySql} as current,
      (select value from app_meta where key = ${IDENTITY_KEY} ${lock ? sql`for update` : sql``}) as previous`);
  const [row] = rowsOf<{ current: string; previous: string | null }>(result);
  if (!row) throw new Error('the database did not say which it is');
  return row;
}

/** Records the identity unless one is recorded already. */
export async function recordFirstIdentity(tx: Executor, current: string): Promise<void> {
  await tx.execute(sql`
    insert into app_meta (key, value) values (${IDENTITY_KEY}, ${current}) on conflict (key) do nothing`);
}

/** Replaces the recorded identity. */
export async function replaceIdentity(tx: Executor, current: string): Promise<void> {
  await tx.execute(sql`
    update app_meta set value = ${current}, updated_at = now() where key = ${IDENTITY_KEY}`);
}

/** Records the live identity, whatever was recorded before; answers it. */
export async function recordLiveIdentity(tx: Executor): Promise<string> {
  const result = await tx.execute(sql`
    insert into app_meta (key, value) values (${IDENTITY_KEY}, ${liveIdentitySql})
    on conflict (key) do update set value = excluded.value, updated_at = now()
    returning value`);
  const [row] = rowsOf<{ value: string }>(result);
  return row?.value ?? '';
}
