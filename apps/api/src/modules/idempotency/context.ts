import type { Executor } from '../../db/tx';

/** What safe retries need: where the answers are kept. */
export interface IdempotencyContext {
  db: Executor;
}
