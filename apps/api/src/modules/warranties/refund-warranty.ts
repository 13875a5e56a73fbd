import { standingStatuses } from '@kestrel/domain/warranty/warranty-status';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { PaymentProviderError, type PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Database } from '../../db/database-types';
import { allocateReference } from '../../db/allocate-reference';
import { transactions, warranties, type TransactionRow } from '../../db/schema';
import { providerUnavailable } from '../../lib/errors';
import type { Executor } from '../../db/tx';

/** A claim older than this is taken to have died with its process, and may be taken over. */
const STALE_CLAIM_SECONDS = 120;

/** A refund to record: its receipt reference is allocated when it is written. */
export type RefundRow = Omit<typeof transactions.$inferInsert, 'reference'>;

/**
 * Takes a standing warranty for a full refund (a customer's cancellation or a failed inspection):
 * a conditional UPDATE, so one caller at a time refunds. False when another caller holds it or the
 * warranty no longer stands. `cancellation_started_at` is the claim's column for both causes.
 */
export async function claimForRefund(db: Database, warrantyId: string): Promise<boolean> {
  const [claimed] = await db
    .update(warranties)
    .set({ cancellationStartedAt: sql`now()` })
    .where(
      and(
        eq(warranties.id, warrantyId),
        inArray(warranties.status, [...standingStatuses]),
        or(
          isNull(warranties.cancellationStartedAt),
          lt(warranties.cancellationStartedAt, sql`now() - make_interval(secs => ${STALE_CLAIM_SECONDS})`),
        ),
      ),
    )
    .returning({ id: warranties.id });
  return Boolean(claimed);
}

/**
 * Refunds every payment of a claimed warranty in full through the provider, our refund id per
 * payment (`PayPal-Request-Id: refund-{transaction id}`) so a retry gets the first refund back.
 * When the provider cannot be reached the claim is released and nothing has changed here.
 */
export async function refundPayments(
  db: Database,
  provider: PaymentProvider,
  warrantyId: string,
  note: string,
  unreachable: string,
): Promise<RefundRow[]> {
  const payments = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.warrantyId, warrantyId), eq(transactions.kind, 'payment')));
  const refunds: RefundRow[] = [];
  try {
    for (const payment of payments) refunds.push(await refundPayment(provider, payment, note));
  } catch (error) {
    await db.update(warranties).set({ cancellationStartedAt: null }).where(eq(warranties.id, warrantyId));
    if (error instanceof PaymentProviderError) throw providerUnavailable(unreachable);
    throw error;
  }
  return refunds;
}

export async function refundPayment(
  provider: PaymentProvider,
  payment: TransactionRow,
  note: string,
): Promise<RefundRow> {
  const refund = await provider.refundCapture({
    captureId: payment.sourceId,
    requestId: `refund-${payment.id}`,
    currency: 'GBP',
    note,
  });
  return {
    userId: payment.userId,
    warrantyId: payment.warrantyId,
    orderId: payment.orderId,
    kind: 'refund',
    provider: payment.provider,
    // PayPal answers an already-refunded capture without the refund's id: keyed by the capture then.
    sourceId: refund.alreadyRefunded ? `${payment.sourceId}:refunded` : refund.id,
    status: refund.status,
    method: payment.method,
    amount: refund.alreadyRefunded ? payment.amount : refund.amountPence,
    currency: refund.currency,
  };
}

/** Records the refunds and the warranty's final status; call inside the transaction of the change. */
export async function recordRefunds(
  tx: Executor,
  warrantyId: string,
  refunds: RefundRow[],
  status: 'cancelled' | 'inspection-failed',
): Promise<void> {
  for (const refund of refunds) {
    const reference = await allocateReference(tx, 'receipt');
    await tx
      .insert(transactions)
      .values({ ...refund, reference })
      .onConflictDoNothing();
  }
  await tx
    .update(warranties)
    .set({
      status,
      cancellationStartedAt: null,
      updatedAt: sql`now()`,
      ...(status === 'cancelled' ? { cancelledAt: sql`now()` } : {}),
    })
    .where(and(eq(warranties.id, warrantyId), inArray(warranties.status, [...standingStatuses, 'refunded'])));
}
