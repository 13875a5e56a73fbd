import type { Config } from '../../config/config';

/** What the browser is told of comes from the deployment's config: Google sign-in, PayPal, Direct Debit. */
export interface ClientConfigContext {
  config: Pick<Config, 'google' | 'payments' | 'directDebit'>;
}
