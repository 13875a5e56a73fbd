import type { CaptureAnswer, CreateOrderAnswer } from '@kestrel/domain/schemas/purchase';
import { apiFetch } from '~/lib/api-client';

/**
 * POST /api/warranty/create-paypal-order/{id}: a PayPal order for the balance staff raised on
 * this warranty (DESIGN §2 "Pay option"). The server sets the amount; the body is empty.
 */
export function createBalanceOrder(warrantyId: string): Promise<CreateOrderAnswer> {
  return apiFetch<CreateOrderAnswer>(`/api/warranty/create-paypal-order/${encodeURIComponent(warrantyId)}`, {
    method: 'POST',
    body: {},
  });
}

/** POST /api/warranty/capture-paypal-payment/{id}: takes the balance the buyer approved on PayPal. */
export function captureBalance(
  warrantyId: string,
  order: { orderID: string; payerID?: string },
): Promise<CaptureAnswer> {
  return apiFetch<CaptureAnswer>(`/api/warranty/capture-paypal-payment/${encodeURIComponent(warrantyId)}`, {
    method: 'POST',
    body: { order },
    loading: true,
  });
}
