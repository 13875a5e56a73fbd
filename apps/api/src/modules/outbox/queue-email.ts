import type { Executor } from '../../db/tx';
import { insertEmail } from './outbox-repository';

export interface QueuedEmail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Puts an e-mail in the outbox. Call it with the transaction of the change that causes the
 * e-mail, so the two are saved together or not at all; the worker sends it afterwards.
 */
export async function queueEmail(tx: Executor, email: QueuedEmail): Promise<void> {
  await insertEmail(tx, {
    kind: email.kind,
    toAddress: email.to,
    subject: email.subject,
    textBody: email.text,
    htmlBody: email.html ?? null,
  });
}
