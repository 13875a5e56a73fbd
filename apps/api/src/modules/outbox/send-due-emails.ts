import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mail/mailer';
import type { Database } from '../../db/database';
import { MAX_ATTEMPTS, outboxRepository } from './outbox-repository';

/**
 * E-mails claimed at a time. With the mailer's timeouts (about 40 seconds at worst per e-mail) a
 * whole batch is done well inside the ten minutes after which a claim counts as abandoned.
 */
const BATCH = 10;

export interface OutboxDeps {
  db: Database;
  mailer: Mailer;
  from: string;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** Sends every due e-mail once; returns how many were sent. */
export async function sendDueEmails(deps: OutboxDeps): Promise<number> {
  const repository = outboxRepository(deps.db);
  let sent = 0;
  for (;;) {
    const batch = await repository.claimDue(BATCH);
    for (const email of batch) {
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
