import type { Database } from '../../db/database-types';
import type { DirectDebitContext } from '../direct-debit';

/**
 * What the transfers module is handed (module-contexts.ts, app.ts): the database, the site's address
 * for the link, and the Direct Debit context a monthly warranty's new owner takes the plan over
 * with (null when monthly payments are off).
 */
export interface TransfersContext {
  db: Database;
  baseUrl: string;
  directDebit: DirectDebitContext | null;
}
