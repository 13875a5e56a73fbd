import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../adapters/mail/mailer';
import type { Database } from '../db/database';
import { outboxRepository } from '../modules/outbox/outbox-repository';

const BATCH = 20;

export interface OutboxDeps {
  db: Database;
  mailer: Mailer;
  from: string;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** Sends every due e-mail once; returns how many were sent. */
export async function runOutboxOnce(deps: OutboxDeps): Promise<number> {
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
        await repository.markSent(email.id);
        sent += 1;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        deps.log?.warn({ emailId: email.id, attempts: email.attempts, err: message }, 'e-mail not sent; will retry');
        await repository.markFailed(email.id, email.attempts, message);
      }
    }
    if (batch.length < BATCH) return sent;
  }
}

/** Runs the outbox every `pollMs` until stopped. One run at a time per instance. */
export function startOutboxWorker(deps: OutboxDeps, pollMs: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runOutboxOnce(deps)
      .catch((error: unknown) => deps.log?.error({ err: error }, 'outbox run failed'))
      .finally(() => {
        running = false;
      });
  }, pollMs);
  timer.unref();
  return () => clearInterval(timer);
}
