import type { Database } from '../../db/database-types';

/** What the transactions module needs: the database it reads the customer's payments from. */
export interface TransactionsContext {
  db: Database;
}
