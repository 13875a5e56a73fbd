import type { CreateOrderAnswer, CreateOrderRequest } from '@kestrel/domain/schemas/purchase';
import { apiFetch } from '~/lib/api-client';
import { purchaseAnswer } from '~/lib/answer-schemas';

const answer = purchaseAnswer((m) => m.createOrderAnswerSchema);

/** POST /api/warranty/create-paypal-order: the server prices the plan itself and opens a PayPal order for that amount. */
export function createOrder(request: CreateOrderRequest): Promise<CreateOrderAnswer> {
  return apiFetch('/api/warranty/create-paypal-order', answer, { method: 'POST', body: request });
}
