import { sql, type SQL } from 'drizzle-orm';
import type { RetentionRuleId } from '@kestrel/domain/privacy/retention';
import { rowsOf, type Executor } from '../../db/tx';
import { ACCOUNT_ERASED_KIND } from './privacy-emails';

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** One step of the job: a statement that deletes or blanks what has passed the rule's period, returning ids. */
export interface RetentionStep {
  name: string;
  /** The rule whose period applies; null: as soon as the row qualifies. */
  rule: RetentionRuleId | null;
  statement: (cutoff: SQL, now: SQL) => SQL;
}

/** A step named after the rule whose period it applies. */
const step = (rule: RetentionRuleId, statement: RetentionStep['statement']): RetentionStep => ({
  name: rule,
  rule,
  statement,
});

/** `and not exists (…)` for each `table.column` that still points at the row `alias.id`. */
const unreferenced = (alias: string, ...refs: string[]) =>
  sql.raw(
    refs
      .map((ref) => {
        const [table, column] = ref.split('.');
        return `and not exists (select 1 from ${table} r where r.${column} = ${alias}.id)`;
      })
      .join(' '),
  );

/**
 * The steps in order: abandoned orders go before guest accounts, so a guest whose only order was
 * abandoned goes in the same run. Each statement touches only rows past their period and leaves
 * them so that it never matches them again: a second run changes nothing, and a run interrupted
 * between steps is finished by the next.
 */
export const retentionSteps: readonly RetentionStep[] = [
  step(
    'abandoned-orders',
    (cutoff) => sql`delete from payment_orders o
      where o.status in ('created', 'failed', 'expired') and o.created_at < ${cutoff}
        ${unreferenced('o', 'transactions.order_id', 'warranties.order_id', 'direct_debit_plans.order_id')}
      returning o.id`,
  ),
  {
    name: 'guest-accounts',
    rule: 'guest-account',
    statement: (cutoff) => sql`delete from users u
      where u.role = 'customer' and u.password_hash is null and u.google_sub is null and u.erased_at is null
        and coalesce((select max(s.last_seen_at) from sessions s where s.user_id = u.id), u.created_at) < ${cutoff}
        and u.created_at < ${cutoff}
        ${unreferenced(
          'u',
          'payment_orders.user_id',
          'privacy_requests.user_id',
          'audit_log.actor_id',
          'claim_events.actor_id',
          // A guest who complained is kept with the complaint (the complaints rule, docs/privacy.md).
          'complaints.user_id',
          'complaint_events.actor_id',
        )}
      returning u.id`,
  },
  {
    name: 'replaced-profile-images',
    rule: 'profile-image',
    statement: (cutoff) => sql`delete from profile_images i
      where i.created_at < ${cutoff}
        ${unreferenced('i', 'users.profile_image_id')}
      returning i.id`,
  },
  step(
    'sessions',
    (cutoff) => sql`delete from sessions
      where least(coalesce(revoked_at, 'infinity'::timestamptz), expires_at,
                  last_seen_at + make_interval(secs => idle_timeout_seconds)) < ${cutoff}
      returning id`,
  ),
  step(
    'password-tokens',
    (cutoff) => sql`delete from password_tokens
      where least(coalesce(used_at, 'infinity'::timestamptz), expires_at) < ${cutoff} returning id`,
  ),
  step('sign-in-challenges', (cutoff) => sql`delete from sign_in_challenges where expires_at < ${cutoff} returning id`),
  step(
    'google-tokens',
    (cutoff) => sql`delete from used_google_tokens where expires_at < ${cutoff} returning token_hash as id`,
  ),
  // The confirmation of an erasure holds the last copy of the address: forgotten once it is sent.
  {
    name: 'erasure-confirmations',
    rule: null,
    statement: () => sql`delete from outbox_emails
      where kind = ${ACCOUNT_ERASED_KIND} and status in ('sent', 'failed') returning id`,
  },
  step(
    'outbox-bodies',
    (cutoff) => sql`update outbox_emails set subject = '', text_body = '', html_body = null
      where status in ('sent', 'failed') and coalesce(sent_at, created_at) < ${cutoff}
        and (subject <> '' or text_body <> '' or html_body is not null)
      returning id`,
  ),
  step(
    'outbox-rows',
    (cutoff) => sql`delete from outbox_emails
      where status in ('sent', 'failed') and coalesce(sent_at, created_at) < ${cutoff} returning id`,
  ),
  step('enquiries', (cutoff) => sql`delete from enquiries where created_at < ${cutoff} returning id`),
  step(
    'closed-claim-files',
    (cutoff) => sql`delete from claim_files f
      using claims c
      where c.id = f.claim_id and c.status in ('declined', 'withdrawn') and c.updated_at < ${cutoff}
      returning f.id`,
  ),
  step('garage-links', (cutoff) => sql`delete from claim_garage_links where revoked_at < ${cutoff} returning id`),
  step('mot-checks', (cutoff) => sql`delete from vehicle_history_checks where checked_at < ${cutoff} returning id`),
  step('retention-runs', (cutoff) => sql`delete from retention_runs where started_at < ${cutoff} returning id`),
];

/**
 * The retention job's statements: each step's, and the record of each run (`retention_runs`):
 * started, each step's count added as it finishes, finished.
 */
export function retentionRepository(db: Executor) {
  return {
    async startRun(now: Date): Promise<string> {
      const [run] = rowsOf<{ id: string }>(
        await db.execute(sql`insert into retention_runs (started_at) values (${at(now)}) returning id`),
      );
      if (!run) throw new Error('the retention run was not recorded');
      return run.id;
    },

    /** Runs one step with its cutoff; answers how many rows it removed or blanked. */
    async runStep(step: RetentionStep, cutoff: Date, now: Date): Promise<number> {
      return rowsOf<{ id: string }>(await db.execute(step.statement(at(cutoff), at(now)))).length;
    },

    async addCount(runId: string, name: string, removed: number): Promise<void> {
      await db.execute(sql`update retention_runs set counts = counts || ${JSON.stringify({ [name]: removed })}::jsonb
        where id = ${runId}`);
    },

    async finishRun(runId: string, now: Date): Promise<void> {
      await db.execute(sql`update retention_runs set finished_at = ${at(now)} where id = ${runId}`);
    },
  };
}
