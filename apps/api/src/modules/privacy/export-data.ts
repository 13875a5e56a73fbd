import type { PrivacyExport } from '@kestrel/domain/schemas/privacy';
import { withoutSecretLinksIn } from '@kestrel/domain/site/secret-links';
import type { Database } from '../../db/database-types';
import { exportRepository, exportSections } from './export-repository';

const README = [
  'Everything Kestrel Warranties holds about you, as one JSON file (UK GDPR Articles 15 and 20).',
  '"tables" has one list per place we keep your data: each row as our database holds it, column names in snake_case, money in pence, times in UTC.',
  'users: your profile. sessions: your sign-ins. payment_orders: your quotes and orders, with the vehicle and plan. transactions: payments and refunds. warranties: your cover and its certificate data. mot_reminders: the MOT reminders we sent you.',
  'claims, claim_events, claim_files: your claims and their timeline. complaints, complaint_events: your complaints, our responses, any referral to the independent arbiter, and their timeline. direct_debit_*: your monthly payment plans. vehicle_history_checks: the MOT history checks of your vehicles.',
  'enquiries: messages you sent us. outbox_emails: e-mails we sent you (a link that would sign in or act as you is shown as [link removed]). audit_log: what our staff did with your records. marketing_consents: what you agreed to.',
  '"omitted" lists the columns left out, and why.',
];

/** Everything linked to the customer, table by table, read in one snapshot. */
export async function exportCustomerData(db: Database, userId: string, now = new Date()): Promise<PrivacyExport> {
  return db.transaction(
    async (tx) => {
      const data = exportRepository(tx);
      const address = await data.emailOf(userId);
      if (address === null) throw new Error(`no user ${userId}`);
      const email = address.toLowerCase();
      const tables: PrivacyExport['tables'] = {};
      const omitted: PrivacyExport['omitted'] = {};
      for (const section of exportSections) {
        // No live token leaves in an export (a pending reset link would sign in as the customer),
        // whoever asked for it: the customer's own download and a request answered by staff alike.
        tables[section.table] = withoutSecretLinksIn(await data.readSection(section, userId, email));
        if (section.omit) omitted[section.table] = `${section.omit.columns.join(', ')}: ${section.omit.why}`;
      }
      return {
        format: 'kestrel-my-data' as const,
        version: 1 as const,
        exportedAt: now.toISOString(),
        customerId: userId,
        readme: README,
        tables,
        omitted,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
