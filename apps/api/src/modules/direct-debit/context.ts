import type { DirectDebitProvider } from '../../adapters/direct-debit/direct-debit-provider';
import type { PaymentsContext } from '../payments';

/**
 * What monthly payment needs: the payments context (pricing, orders, PayPal for arrears paid by
 * card) and the Direct Debit provider (GoCardless in production, its emulator in demo and tests),
 * seen only through our own DirectDebitProvider.
 */
export interface DirectDebitContext extends PaymentsContext {
  gocardless: DirectDebitProvider;
}
