import { DirectDebitProviderError, type GocardlessAdapter } from '../../adapters/direct-debit/gocardless-adapter';
import { providerUnavailable } from '../../lib/errors';
import type { PaymentsContext } from '../payments';

/** What monthly payment needs: the payments context (pricing, orders) and GoCardless. */
export interface DirectDebitContext extends PaymentsContext {
  gocardless: GocardlessAdapter;
}

/** GoCardless could not be reached, or refused: a clear 503, nothing charged. */
export function gocardlessUnavailable(
  error: unknown,
  message = "We couldn't reach our Direct Debit provider just now. Nothing has been set up or taken: please try again in a moment.",
): never {
  if (error instanceof DirectDebitProviderError) throw providerUnavailable(message);
  throw error;
}
