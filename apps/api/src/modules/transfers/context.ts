import type { Database } from '../../db/database-types';

/** What the transfers module is handed (module-contexts.ts): the database, and the site's address for the link. */
export interface TransfersContext {
  db: Database;
  baseUrl: string;
}
