import type { ClientConfig } from '@kestrel/domain/schemas/account';
import { apiFetch } from '~/lib/api-client';
import { accountAnswer } from '~/lib/answer-schemas';

const answer = accountAnswer((m) => m.clientConfigSchema);

export type PaymentConfig = ClientConfig['paypal'];

let cached: Promise<PaymentConfig> | null = null;

/** GET /api/config's payment part, once per page load: the demo button (emulator) or PayPal's own buttons. */
export function getPaymentConfig(): Promise<PaymentConfig> {
  cached ??= apiFetch('/api/config', answer).then(
    (config) => config.paypal,
    (error: unknown) => {
      cached = null;
      throw error;
    },
  );
  return cached;
}
