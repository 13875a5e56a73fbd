import type { ClientConfig } from '@kestrel/domain/schemas/account';
import type { ClientConfigContext } from './context';

/** The little the browser must know of this deployment (never a secret). */
export function clientConfig({ config }: ClientConfigContext): ClientConfig {
  const { google, payments } = config;
  return {
    google: google ? { clientId: google.clientId, authorizeUrl: google.authorizeUrl, demo: google.demo } : null,
    paypal: { mode: payments.mode, clientId: payments.mode === 'paypal' ? payments.clientId : null },
    monthlyPayments: config.directDebit !== null,
  };
}
