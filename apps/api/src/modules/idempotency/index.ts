// Safe retries' public face (docs/api.md): the answers to state-changing requests sent with an
// `Idempotency-Key`, which plugins/idempotency.ts keeps and answers again, and the daily sweep.
export type { IdempotencyContext } from './context';
export { idempotencyErrors } from './errors';
export { forgetUserRequests, scopeOfUser, type Claim } from './repository';
export { arrive, deleteExpiredRequests, finish, type Arrival } from './safe-retries';
