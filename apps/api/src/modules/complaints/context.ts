import type { Database } from '../../db/database-types';

/** What the complaints module is handed (module-contexts.ts): the database, the site's address and the team's inbox. */
export interface ComplaintsContext {
  db: Database;
  baseUrl: string;
  /** The team's inbox, told of each complaint made online (STAFF_EMAIL). */
  staffEmail: string;
}
