import type { CreateOrderAnswer } from '@kestrel/domain/schemas/purchase';
import { PaymentProviderError, type CreateOrderInput } from '../../adapters/payments/payment-provider';
import { paymentErrors } from './errors';
import type { NewPaymentOrder } from './orders-repository';
import { ordersOf, type PaymentsContext } from './context';

/** What the buyer sees at the provider, and where the provider sends them back. */
export type Checkout = Pick<CreateOrderInput, 'description' | 'returnUrl' | 'cancelUrl'>;

/**
 * Stores an order of either kind, then asks the context's provider for an order of the amount we
 * stored and records its id. When the provider cannot be reached the stored order is marked
 * failed and the customer hears nothing was charged.
 */
export async function openOrder(
  ctx: PaymentsContext,
  order: NewPaymentOrder,
  checkout: Checkout,
): Promise<Omit<CreateOrderAnswer, 'vehicleVerified'>> {
  const ourOrderId = await ordersOf(ctx).store(order, ctx.provider.name);
  const input: CreateOrderInput = { ourOrderId, amountPence: order.amount, currency: 'GBP', ...checkout };
  try {
    const providerOrder = await ctx.provider.createOrder(input);
    await ordersOf(ctx).setProviderOrderId(input.ourOrderId, providerOrder.id);
    return {
      orderID: providerOrder.id,
      amount: input.amountPence,
      currency: 'GBP',
      approveUrl: providerOrder.approveUrl,
    };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    ctx.log.warn({ err: error, orderId: input.ourOrderId }, 'payment provider could not create an order');
    await ordersOf(ctx).markNotOpened(input.ourOrderId, error.message);
    throw paymentErrors.cannotOpen();
  }
}
