import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database-types';
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

export interface RestoreCheck {
  /** True when the recorded identity differed from the live one (the database was restored). */
  restored: boolean;
  held: number;
  previous: string | null;
  current: string;
}

/** Holds every e-mail not yet sent that was queued at or before `before` (default now). */
export async function holdUnsentEmails(db: Executor, before?: Date): Promise<number> {
  const cutoff = before ? sql`${before.toISOString()}::timestamptz` : sql`now()`;
  const result = await db.execute(sql`
    update outbox_emails set status = 'held', held_at = now(), last_error = ${HELD_AFTER_RESTORE}
    where status in ('pending', 'sending') and created_at <= ${cutoff}
    returning id`);
  return rowsOf<{ id: string }>(result).length;
}

/**
 * Run before each outbox poll. The first time, it records the database's identity. When the live
 * identity differs from the recorded one, the database was restored: every e-mail still unsent was
 * queued before the restore point and may already have been sent after it (the restore forgot
 * that), so each is held for staff to release instead of being sent again; then the new identity
 * is recorded. One transaction under the row's lock, so with several instances one holds and the
 * others find the identity already recorded.
 */
export async function holdIfRestored(db: Database): Promise<RestoreCheck> {
  const read = async (executor: Executor, lock: boolean) => {
    const result = await executor.execute(sql`
      select ${liveIdentitySql} as current,
        (select value from app_meta where key = ${IDENTITY_KEY} ${lock ? sql`for update` : sql``}) as previous`);
    const [row] = rowsOf<{ current: string; previous: string | null }>(result);
    if (!row) throw new Error('the database did not say which it is');
    return row;
  };
  const seen = await read(db, false);
  if (seen.previous === seen.current) return { restored: false, held: 0, ...seen };
  return db.transaction(async (tx) => {
    if (seen.previous === null) {
      await tx.execute(sql`
        insert into app_meta (key, value) values (${IDENTITY_KEY}, ${seen.current}) on conflict (key) do nothing`);
    }
    const locked = await read(tx, true);
    if (locked.previous === locked.current) return { restored: false, held: 0, ...locked };
    const held = await holdUnsentEmails(tx);
    await tx.execute(sql`
      update app_meta set value = ${locked.current}, updated_at = now() where key = ${IDENTITY_KEY}`);
    return { restored: true, held, ...locked };
  });
}

/** holdIfRestored, logging a restore it finds (an error: staff have e-mails to release). */
export async function holdIfRestoredAndLog(db: Database, log?: { error(context: object, message: string): void }) {
  const check = await holdIfRestored(db);
  if (check.restored) {
    log?.error(
      { held: check.held, previous: check.previous, current: check.current },
      'outbox: the database was restored; e-mails queued before the restore are held for staff to release',
    );
  }
  return check;
}

/**
 * `npm run outbox:hold-after-restore`: holds what is unsent and queued at or before `before`
 * whether or not the identity changed (a dump restored over the same database keeps it), and
 * records the live identity so the outbox does not hold them a second time.
 */
export async function holdAfterRestore(db: Database, before?: Date) {
  return db.transaction(async (tx) => {
    const held = await holdUnsentEmails(tx, before);
    const result = await tx.execute(sql`
      insert into app_meta (key, value) values (${IDENTITY_KEY}, ${liveIdentitySql})
      on conflict (key) do update set value = excluded.value, updated_at = now()
      returning value`);
    const [row] = rowsOf<{ value: string }>(result);
    return { held, identity: row?.value ?? '' };
  });
}
