import type { Database } from '../../db/database-types';

/** What the enquiries module needs: where enquiries are kept, who hears of them, and the site's address. */
export interface EnquiriesContext {
  db: Database;
  /** The staff's inbox, told of each new enquiry. */
  staffEmail: string;
  baseUrl: string;
}
