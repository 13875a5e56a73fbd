import type { CaptureAnswer, CreateOrderAnswer } from '@kestrel/domain/schemas/purchase';
import { apiFetch } from '~/lib/api-client';
import { purchaseAnswer } from '~/lib/answer-schemas';

const orderAnswer = purchaseAnswer((m) => m.createOrderAnswerSchema);
const captureAnswer = purchaseAnswer((m) => m.captureAnswerSchema);

/**
 * POST /api/warranty/create-paypal-order/{id}: a PayPal order for the balance staff raised on
 * this warranty (DESIGN §2 "Pay option"). The server sets the amount; the body is empty.
 */
export function createBalanceOrder(warrantyId: string): Promise<CreateOrderAnswer> {
  return apiFetch(`/api/warranty/create-paypal-order/${encodeURIComponent(warrantyId)}`, orderAnswer, {
    method: 'POST',
    body: {},
  });
}

/** POST /api/warranty/capture-paypal-payment/{id}: takes the balance the buyer approved on PayPal. */
export function captureBalance(
  warrantyId: string,
  order: { orderID: string; payerID?: string },
): Promise<CaptureAnswer> {
  return apiFetch(`/api/warranty/capture-paypal-payment/${encodeURIComponent(warrantyId)}`, captureAnswer, {
    method: 'POST',
    body: { order },
    loading: true,
  });
}
