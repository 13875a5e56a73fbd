import type { CaptureAnswer } from '@kestrel/domain/schemas/purchase';
import { apiFetch } from '~/lib/api-client';
import { purchaseAnswer } from '~/lib/answer-schemas';

const answer = purchaseAnswer((m) => m.captureAnswerSchema);

/**
 * POST /api/warranty/capture-paypal-payment: takes the approved payment and makes the warranty.
 * Safe to repeat: the same order always answers the same one warranty. `loading` shows the global
 * spinner, for a page with no confirming state of its own (PayPal's buttons).
 */
export function capturePayment(order: { orderID: string; payerID?: string }, loading = false): Promise<CaptureAnswer> {
  return apiFetch('/api/warranty/capture-paypal-payment', answer, { method: 'POST', body: { order }, loading });
}
