import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Database } from '../../db/database-types';
import type { ClaimsContext } from '../claims';
import type { ComplaintsContext } from '../complaints';
import type { DirectDebitContext } from '../direct-debit';
import type { RatesRepository } from '../quotes';
import type { TransfersContext } from '../transfers';
import type { HistoryChecker } from '../vehicle-history';

/** What the back office needs: the database, PayPal, the rates, the MOT history and the modules it hosts. */
export interface AdminContext {
  db: Database;
  /** PayPal: refunds of a failed inspection, and the payments audit. */
  provider: PaymentProvider;
  /** Links in e-mails written again (a resent reset link). */
  baseUrl: string;
  /** The rate tables' cache, forgotten when staff publish new prices. */
  rates: RatesRepository;
  history: HistoryChecker;
  claims: ClaimsContext;
  complaints: ComplaintsContext;
  transfers: TransfersContext;
  /** Monthly payments' context when GoCardless is configured (staff's Direct Debit actions). */
  directDebit: DirectDebitContext | null;
}
