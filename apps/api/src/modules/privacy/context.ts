import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database-types';

/** What the privacy module is handed (built once in module-contexts.ts). */
export interface PrivacyContext {
  db: Database;
  /** Links in e-mails: the unsubscribe link, the privacy policy. */
  baseUrl: string;
  /** config.secrets.key: derives each consent's unsubscribe token. */
  secretsKey: Buffer;
  log: FastifyBaseLogger;
}

/** What the back office's data request calls need (the back office's own context has both). */
export type PrivacyRequestsContext = Pick<PrivacyContext, 'db' | 'baseUrl'>;
