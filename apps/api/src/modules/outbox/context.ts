import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../adapters/mail/mailer';
import type { Database } from '../../db/database-types';

/** What the outbox needs to read what it holds (the demo's mailbox). */
export interface OutboxContext {
  db: Database;
}

/** What the outbox worker needs to send: the mailer, the sender, and how long a claim may last. */
export interface OutboxWorkerContext extends OutboxContext {
  mailer: Mailer;
  from: string;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** OUTBOX_ABANDONED_AFTER_MS (default 2 minutes). */
  abandonedAfterMs?: number;
}
