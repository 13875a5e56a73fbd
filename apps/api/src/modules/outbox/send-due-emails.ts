import type { OutboxWorkerContext } from './context';
import { MAX_ATTEMPTS, outboxRepository } from './outbox-repository';
import { holdIfRestoredAndLog } from './restore-hold';

/**
 * E-mails claimed at a time. Each claim is renewed just before its e-mail goes, so a live claim is
 * never older than one send (the mailer's timeouts: 50 seconds at worst), well inside the
 * abandoned window (OUTBOX_ABANDONED_AFTER_MS, 2 minutes by default).
 */
const BATCH = 10;

/**
 * Sends every due e-mail once; returns how many were sent. Once `signal` aborts (the process is
 * shutting down) it finishes the e-mail under way, puts the rest of its claim back and stops.
 * First it checks the database is the one it last sent from: after a restore, the e-mails queued
 * before the restore point are held for staff instead of sent (docs/operations.md, "After a restore").
 */
export async function sendDueEmails(deps: OutboxWorkerContext, signal?: AbortSignal): Promise<number> {
  const repository = outboxRepository(deps.db);
  await holdIfRestoredAndLog(deps.db, deps.log);
  let sent = 0;
  for (;;) {
    if (signal?.aborted) return sent;
    const batch = await repository.claimDue(BATCH, deps.abandonedAfterMs);
    for (const [index, email] of batch.entries()) {
      if (signal?.aborted) {
        await repository.release(batch.slice(index).map((left) => left.id));
        return sent;
      }
      await repository.renewClaim(email.id);
      try {
        await deps.mailer.send({
          from: deps.from,
          to: email.to_address,
          subject: email.subject,
          text: email.text_body,
          html: email.html_body ?? undefined,
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const context = { emailId: email.id, kind: email.kind, attempts: email.attempts, err: message };
        if (email.attempts >= MAX_ATTEMPTS) deps.log?.error(context, 'e-mail not sent; giving up');
        else deps.log?.warn(context, 'e-mail not sent; will retry');
        await repository.markFailed(email.id, email.attempts, message);
        continue;
      }
      // Outside the try: an e-mail that went must never be put back as pending.
      await repository.markSent(email.id);
      sent += 1;
    }
    if (batch.length < BATCH) return sent;
  }
}
