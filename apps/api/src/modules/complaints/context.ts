import type { Database } from '../../db/database-types';

/** What the complaints module is handed (module-contexts.ts): the database and the site's address. */
export interface ComplaintsContext {
  db: Database;
  baseUrl: string;
}
