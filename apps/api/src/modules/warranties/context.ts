import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Database } from '../../db/database-types';
import type { HistoryChecker } from '../vehicle-history';

/** What the warranties module needs, built once in module-contexts.ts. */
export interface WarrantiesContext {
  db: Database;
  /** Refunds a cooling-off cancellation (PayPal, or its emulator). */
  provider: PaymentProvider;
  /** The DVSA MOT history check, for the registration check and a warranty's history. */
  history: HistoryChecker;
}
