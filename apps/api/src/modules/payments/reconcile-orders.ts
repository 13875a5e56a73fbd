import { PaymentProviderError } from '../../adapters/payments/payment-provider';
import { AppError } from '../../lib/errors';
import type { PaymentOrder } from './orders-repository';
import { ordersOf, staleSeconds, type PaymentsContext } from './context';
import { captureClaimedOrder } from './capture-payment';

/** An order nobody approved within this long is abandoned (PayPal's own orders lapse after 3 hours). */
export const ABANDONED_AFTER_MS = 3 * 60 * 60 * 1000;

export interface ReconcileReport {
  checked: number;
  completed: number;
  expired: number;
  unchanged: number;
  failed: number;
}

type Outcome = 'completed' | 'expired' | 'unchanged' | 'failed';

async function reconcileOne(ctx: PaymentsContext, order: PaymentOrder, now: number): Promise<Outcome> {
  const orders = ordersOf(ctx);
  const abandoned = now - order.createdAt.getTime() > ABANDONED_AFTER_MS;
  const known = order.providerOrderId ? await ctx.provider.getOrder(order.providerOrderId) : null;
  const ready = known && (known.status === 'APPROVED' || known.status === 'COMPLETED' || known.capture);
  if (!ready && order.status !== 'capturing') {
    if (!abandoned) return 'unchanged';
    const claimed = await orders.claim(order.id);
    if (!claimed) return 'unchanged';
    await orders.release(order.id, 'expired', { lastError: 'Never approved by the buyer' });
    return 'expired';
  }
  const claimed = await orders.claim(order.id);
  if (!claimed) return 'unchanged';
  try {
    await captureClaimedOrder(ctx, claimed);
    return 'completed';
  } catch (error) {
    if (error instanceof AppError) return 'failed';
    throw error;
  }
}

/**
 * The reconciliation job (SECURITY D18): orders whose browser never came back, or whose capture
 * died with its process, are read from the provider and finished: approved → captured with the
 * same request id and recorded; captured → recorded; never approved for hours → expired. Each
 * order is claimed first, so several instances running it at once do each order once. An order
 * still waiting is left alone for twice the claim window, so a buyer's own capture goes first.
 */
export async function reconcileOrders(
  ctx: PaymentsContext,
  options: { olderThanSeconds?: number; now?: number; signal?: AbortSignal } = {},
): Promise<ReconcileReport> {
  const now = options.now ?? Date.now();
  const due = await ordersOf(ctx).needingReconciliation(options.olderThanSeconds ?? 2 * staleSeconds(ctx));
  const report: ReconcileReport = { checked: due.length, completed: 0, expired: 0, unchanged: 0, failed: 0 };
  for (const order of due) {
    // Shutting down: stop after the order under way; the next run, anywhere, takes the rest.
    if (options.signal?.aborted) break;
    try {
      report[await reconcileOne(ctx, order, now)] += 1;
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      ctx.log.warn({ err: error, orderId: order.id }, 'reconciliation could not reach the payment provider');
      report.unchanged += 1;
    }
  }
  if (report.completed + report.expired + report.failed > 0) ctx.log.info({ report }, 'payment orders reconciled');
  return report;
}
