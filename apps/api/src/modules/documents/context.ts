import type { Database } from '../../db/database-types';

/** What the documents module needs: the database the customer's documents are drawn from. */
export interface DocumentsContext {
  db: Database;
}
