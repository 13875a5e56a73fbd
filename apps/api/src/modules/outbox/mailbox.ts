import type { OutboxContext } from './context';
import { emailsTo } from './outbox-repository';

/** The e-mails written to the outbox for one address, newest first (the demo's mailbox). */
export async function mailboxOf(ctx: OutboxContext, address: string) {
  const rows = await emailsTo(ctx.db, address);
  return {
    emails: rows.map((row) => ({
      kind: row.kind,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
