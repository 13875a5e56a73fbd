import type { CreateOrderAnswer, CreateOrderRequest } from '@kestrel/domain/schemas/purchase';
import { apiFetch } from '~/lib/api-client';

/** POST /api/warranty/create-paypal-order: the server prices the plan itself and opens a PayPal order for that amount. */
export function createOrder(request: CreateOrderRequest): Promise<CreateOrderAnswer> {
  return apiFetch<CreateOrderAnswer>('/api/warranty/create-paypal-order', { method: 'POST', body: request });
}
