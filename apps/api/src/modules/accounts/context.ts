import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database-types';
import type { AttemptLimiter } from '../../lib/attempt-limiter';
import type { GoogleVerifier } from '../../adapters/google/google-verifier';

/** What the account services need: the database, links' base URL, Google, and the attempt counter. */
export interface AccountsContext {
  db: Database;
  baseUrl: string;
  google: GoogleVerifier | null;
  limiter: AttemptLimiter;
  log: FastifyBaseLogger;
  /** config.secrets.key: signs the known-device cookie and the Google sign-in binding. */
  secretsKey: Buffer;
}
