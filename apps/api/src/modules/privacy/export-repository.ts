import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/tx';

/**
 * One table of the export: which of its rows belong to the customer (a condition on the row `t`,
 * given the user's id and e-mail), and the columns left out, with why. Every column not left out
 * is exported as the database holds it, so a column added later is exported without a change here.
 */
export interface ExportSection {
  table: string;
  where: (userId: string, email: string) => SQL;
  omit?: { columns: string[]; why: string };
}

const ownClaims = (userId: string) => sql`(select id from claims where user_id = ${userId})`;
const ownPlans = (userId: string) => sql`(select id from direct_debit_plans where user_id = ${userId})`;
const hashes = (column: string) => ({
  columns: [column],
  why: 'Only a one-way hash of a secret is kept; it is no use to you and could help an attacker.',
});

/**
 * Every table that holds the customer's data, directly or through another table. The schema-walk
 * test (apps/api/test/privacy-export.test.ts) fails when a table that refers to `users` is missing.
 */
export const exportSections: readonly ExportSection[] = [
  {
    table: 'users',
    where: (userId) => sql`t.id = ${userId}`,
    omit: {
      columns: ['password_hash', 'google_sub', 'totp_secret', 'totp_last_step'],
      why: 'Your password is kept only as a hash, and sign-in secrets are not exported.',
    },
  },
  { table: 'sessions', where: (userId) => sql`t.user_id = ${userId}`, omit: hashes('token_hash') },
  { table: 'password_tokens', where: (userId) => sql`t.user_id = ${userId}`, omit: hashes('token_hash') },
  {
    table: 'profile_images',
    where: (userId) => sql`t.user_id = ${userId}`,
    omit: { columns: ['data'], why: 'The picture itself is on your profile page.' },
  },
  { table: 'sign_in_challenges', where: (userId) => sql`t.user_id = ${userId}`, omit: hashes('token_hash') },
  { table: 'recovery_codes', where: (userId) => sql`t.user_id = ${userId}`, omit: hashes('code_hash') },
  { table: 'payment_orders', where: (userId) => sql`t.user_id = ${userId}` },
  { table: 'warranties', where: (userId) => sql`t.user_id = ${userId}` },
  { table: 'transactions', where: (userId) => sql`t.user_id = ${userId}` },
  {
    table: 'mot_reminders',
    where: (userId) => sql`t.warranty_id in (select id from warranties where user_id = ${userId})`,
  },
  {
    // Transfers the customer started as the holder or accepted as the new owner (DESIGN §9.3).
    table: 'warranty_transfers',
    where: (userId) => sql`t.from_user_id = ${userId} or t.to_user_id = ${userId}`,
    omit: hashes('token_hash'),
  },
  { table: 'claims', where: (userId) => sql`t.user_id = ${userId}` },
  {
    table: 'claim_events',
    where: (userId) => sql`t.claim_id in ${ownClaims(userId)}`,
  },
  {
    table: 'claim_files',
    where: (userId) => sql`t.claim_id in ${ownClaims(userId)}`,
    omit: { columns: ['data'], why: 'The files themselves are on the claim’s page of your dashboard.' },
  },
  {
    table: 'claim_garage_links',
    where: (userId) => sql`t.claim_id in ${ownClaims(userId)}`,
    omit: hashes('token_hash'),
  },
  { table: 'complaints', where: (userId) => sql`t.user_id = ${userId}` },
  {
    // Staff notes included: they are the complaints team's record about the customer (UK GDPR Art. 15).
    table: 'complaint_events',
    where: (userId) => sql`t.complaint_id in (select id from complaints where user_id = ${userId})`,
  },
  { table: 'direct_debit_plans', where: (userId) => sql`t.user_id = ${userId}` },
  { table: 'direct_debit_instalments', where: (userId) => sql`t.plan_id in ${ownPlans(userId)}` },
  { table: 'direct_debit_events', where: (userId) => sql`t.plan_id in ${ownPlans(userId)}` },
  {
    table: 'marketing_consents',
    where: (userId) => sql`t.user_id = ${userId}`,
    omit: hashes('unsubscribe_token_hash'),
  },
  { table: 'privacy_requests', where: (userId) => sql`t.user_id = ${userId}` },
  {
    // What staff did as or to the customer: their account, orders, warranties, claims and complaints.
    table: 'audit_log',
    where: (userId) => sql`t.actor_id = ${userId} or t.subject_id in (
      select ${userId}::text
      union all select id::text from payment_orders where user_id = ${userId}
      union all select id::text from warranties where user_id = ${userId}
      union all select id::text from claims where user_id = ${userId}
      union all select id::text from complaints where user_id = ${userId})`,
  },
  // Linked by the e-mail address rather than a key.
  { table: 'enquiries', where: (_userId, email) => sql`lower(t.email) = ${email}` },
  { table: 'outbox_emails', where: (_userId, email) => sql`lower(t.to_address) = ${email}` },
  // The DVSA MOT checks of the vehicles the customer bought cover for.
  {
    table: 'vehicle_history_checks',
    where: (userId) => sql`t.registration in (select registration from warranties where user_id = ${userId})`,
  },
];

/**
 * Tables that refer to `users` but never to a customer: the schema walk accepts them only with a
 * reason. Staff are not customers; their own export is a request handled by hand.
 */
export const staffOnlyReferences: Record<string, string> = {
  rate_versions: 'created_by names the staff member who published a price table',
  claim_decision_settings: 'created_by names the staff member who published an automatic claim limit',
};

/** What the export reads: each section's rows, each row as the database holds it less the omitted columns. */
export function exportRepository(db: Executor) {
  return {
    async emailOf(userId: string): Promise<string | null> {
      const [user] = rowsOf<{ email: string }>(await db.execute(sql`select email from users where id = ${userId}`));
      return user?.email ?? null;
    },

    async readSection(section: ExportSection, userId: string, email: string): Promise<Record<string, unknown>[]> {
      const columns = section.omit?.columns ?? [];
      const drop = columns.length ? sql.raw(` - array[${columns.map((c) => `'${c}'`).join(', ')}]`) : sql``;
      const result = await db.execute(
        sql`select to_jsonb(t)${drop} as row from ${sql.identifier(section.table)} t where ${section.where(userId, email)}`,
      );
      return rowsOf<{ row: Record<string, unknown> }>(result).map(({ row }) => row);
    },
  };
}
