import type { CreateOrderAnswer } from '@kestrel/domain/schemas/purchase';
import { eq, sql } from 'drizzle-orm';
import { PaymentProviderError, type CreateOrderInput } from '../../adapters/payments/payment-provider';
import { paymentOrders } from '../../db/schema';
import { providerUnavailable } from '../../lib/errors';
import type { NewPaymentOrder } from './orders-repository';
import { ordersOf, type PaymentsContext } from './payments-context';

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
    await ctx.db
      .update(paymentOrders)
      .set({ providerOrderId: providerOrder.id, updatedAt: sql`now()` })
      .where(eq(paymentOrders.id, input.ourOrderId));
    return {
      orderID: providerOrder.id,
      amount: input.amountPence,
      currency: 'GBP',
      approveUrl: providerOrder.approveUrl,
    };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    ctx.log.warn({ err: error, orderId: input.ourOrderId }, 'payment provider could not create an order');
    await ctx.db
      .update(paymentOrders)
      .set({ status: 'failed', lastError: error.message, updatedAt: sql`now()` })
      .where(eq(paymentOrders.id, input.ourOrderId));
    throw providerUnavailable(
      "We couldn't reach PayPal just now. You have not been charged: please try again in a moment.",
    );
  }
}
