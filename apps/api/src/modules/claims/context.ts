import type { Database } from '../../db/database-types';

/**
 * What the claims module is handed (built once in module-contexts.ts): the database, and the
 * site's address, which the garage's private link is made from.
 */
export interface ClaimsContext {
  db: Database;
  baseUrl: string;
}
