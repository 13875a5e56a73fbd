import { standingStatuses } from '@kestrel/domain/warranty/warranty-status';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database-types';
import { transactions, warranties, type TransactionRow } from '../../db/schema';
import type { Executor } from '../../db/tx';
import { transactionLedger, type NewTransaction } from '../transactions';

/** A claim older than this is taken to have died with its process, and may be taken over. */
const STALE_CLAIM_SECONDS = 120;

/** A refund to record: its receipt reference is allocated when it is written. */
export type RefundRow = NewTransaction;

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

/** Lets the refund claim go, nothing refunded (the provider could not be reached). */
export async function releaseRefundClaim(db: Executor, warrantyId: string): Promise<void> {
  await db.update(warranties).set({ cancellationStartedAt: null }).where(eq(warranties.id, warrantyId));
}

/** Every payment taken for the warranty. */
export async function paymentsOf(db: Executor, warrantyId: string): Promise<TransactionRow[]> {
  return db
    .select()
    .from(transactions)
    .where(and(eq(transactions.warrantyId, warrantyId), eq(transactions.kind, 'payment')));
}

/** The amounts of the refunds recorded for the warranty. */
export async function refundsOf(db: Executor, warrantyId: string): Promise<{ amount: number }[]> {
  return db
    .select({ amount: transactions.amount })
    .from(transactions)
    .where(and(eq(transactions.warrantyId, warrantyId), eq(transactions.kind, 'refund')));
}

/** Records the refunds and the warranty's final status; call inside the transaction of the change. */
export async function recordRefunds(
  tx: Executor,
  warrantyId: string,
  refunds: RefundRow[],
  status: 'cancelled' | 'inspection-failed',
): Promise<void> {
  for (const refund of refunds) await transactionLedger.recordOnce(tx, refund);
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
