import type { RefundIntent } from '@kestrel/domain/warranty/refund-claim';
import { warrantyTransitions, type WarrantyTransitionName } from '@kestrel/domain/warranty/warranty-transitions';
import { and, asc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { paymentOrders, transactions, warranties, type TransactionRow, type WarrantyRow } from '../../db/schema';
import type { Executor } from '../../db/tx';
import { transactionLedger, type NewTransaction } from '../transactions';
import { transitionWarranty } from './transition-repository';

/** A refund to record: its receipt reference is allocated when it is written. */
export type RefundRow = NewTransaction;

/** A payment to refund, with the provider's order it was captured on (where its refunds are listed). */
export interface PaymentToRefund {
  payment: TransactionRow;
  providerOrderId: string | null;
}

/** The claim's columns when no refund is being made. */
const NO_CLAIM = { cancellationStartedAt: null, refundIntent: null } as const;

const olderThan = (seconds: number) =>
  lt(warranties.cancellationStartedAt, sql`now() - make_interval(secs => ${seconds})`);

/**
 * Takes a standing warranty for a full refund (a customer's cancellation, a failed inspection, a
 * monthly plan cancelled in cooling-off): one conditional UPDATE, so one refund at a time, and the
 * intent written with it, so that if this process dies the refund-claims job finishes the same
 * refund. False when another claim is held (a claim whose process died is the job's to finish, not
 * a second caller's) or the warranty no longer stands.
 */
export async function claimForRefund(db: Executor, warrantyId: string, intent: RefundIntent): Promise<boolean> {
  const [claimed] = await db
    .update(warranties)
    .set({ cancellationStartedAt: sql`now()`, refundIntent: intent })
    .where(
      and(
        eq(warranties.id, warrantyId),
        inArray(warranties.status, [...warrantyTransitions[transitionOf[intent.cause]].claimFrom]),
        isNull(warranties.cancellationStartedAt),
      ),
    )
    .returning({ id: warranties.id });
  return Boolean(claimed);
}

/** The transition each cause ends in (a monthly cancellation's `end` and `cutShort` are claimed alike). */
const transitionOf = {
  'cooling-off': 'cancel',
  'inspection-failed': 'fail',
  'monthly-cancel': 'end',
} as const satisfies Record<RefundIntent['cause'], WarrantyTransitionName>;

/** Lets the refund claim go, nothing refunded (the provider never saw it). */
export async function releaseRefundClaim(db: Executor, warrantyId: string): Promise<void> {
  await db.update(warranties).set(NO_CLAIM).where(eq(warranties.id, warrantyId));
}

/** Refund claims held longer than `seconds`: their process has died or given up. */
export async function staleRefundClaims(db: Executor, seconds: number): Promise<WarrantyRow[]> {
  return db
    .select()
    .from(warranties)
    .where(and(isNotNull(warranties.cancellationStartedAt), olderThan(seconds)))
    .orderBy(asc(warranties.cancellationStartedAt))
    .limit(100);
}

/**
 * Takes over a stale refund claim to finish it: the claim's time moves to now, so among several
 * instances running the job one wins, and the intent stays. Null when another took it first.
 */
export async function takeOverRefundClaim(db: Executor, warrantyId: string, seconds: number) {
  const [row] = await db
    .update(warranties)
    .set({ cancellationStartedAt: sql`now()` })
    .where(and(eq(warranties.id, warrantyId), isNotNull(warranties.refundIntent), olderThan(seconds)))
    .returning();
  return row ?? null;
}

/** Every payment taken for the warranty, with the provider order each was captured on. */
export async function paymentsOf(db: Executor, warrantyId: string): Promise<PaymentToRefund[]> {
  return db
    .select({ payment: transactions, providerOrderId: paymentOrders.providerOrderId })
    .from(transactions)
    .leftJoin(paymentOrders, eq(paymentOrders.id, transactions.orderId))
    .where(and(eq(transactions.warrantyId, warrantyId), eq(transactions.kind, 'payment')))
    .orderBy(asc(transactions.createdAt));
}

/** The amounts of the refunds recorded for the warranty. */
export async function refundsOf(db: Executor, warrantyId: string): Promise<{ amount: number }[]> {
  return db
    .select({ amount: transactions.amount })
    .from(transactions)
    .where(and(eq(transactions.warrantyId, warrantyId), eq(transactions.kind, 'refund')));
}

/**
 * Records the refunds and the warranty's final status, in the caller's transaction: the domain's
 * `cancel` or `fail` transition, one conditional write made only while the refund claim is held
 * (and letting it go), so of two finishers (a slow caller and the job) one records and e-mails.
 * Null for the loser.
 */
export async function recordRefunds(
  tx: Executor,
  warrantyId: string,
  refunds: RefundRow[],
  status: 'cancelled' | 'inspection-failed',
): Promise<WarrantyRow | null> {
  const after =
    status === 'cancelled'
      ? await transitionWarranty(tx, warrantyId, 'cancel', { set: { cancelledAt: sql`now()` } })
      : await transitionWarranty(tx, warrantyId, 'fail');
  if (!after) return null;
  for (const refund of refunds) await transactionLedger.recordOnce(tx, refund);
  return after;
}
