import { livePlanStatuses } from '@kestrel/domain/schemas/direct-debit';
import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { directDebitInstalments, directDebitPlans, paymentOrders, type DirectDebitPlanRow } from '../../db/schema';
import type { Executor } from '../../db/tx';

/**
 * A monthly plan's pay-off by card (issue #38), as the plan records it: the order that holds its
 * schedule stopped while it is captured, the schedule being put back when the capture took
 * nothing, and the instalments it pays. Each change is a conditional UPDATE, so it happens once.
 */
export function payOffRepository(db: Executor) {
  const live = inArray(directDebitPlans.status, [...livePlanStatuses]);
  const heldBy = (planId: string, orderId: string) =>
    and(eq(directDebitPlans.id, planId), eq(directDebitPlans.payoffOrderId, orderId));
  return {
    /**
     * The live plan, free or already held for this order, now held for it; null when another
     * pay-off holds it, a change of bank details is under way or a new owner is taking it over.
     */
    async hold(planId: string, orderId: string): Promise<DirectDebitPlanRow | null> {
      const [held] = await db
        .update(directDebitPlans)
        .set({ payoffOrderId: orderId, updatedAt: sql`now()` })
        .where(
          and(
            eq(directDebitPlans.id, planId),
            live,
            isNull(directDebitPlans.changeBillingRequestId),
            isNull(directDebitPlans.takeoverTransferId),
            or(isNull(directDebitPlans.payoffOrderId), eq(directDebitPlans.payoffOrderId, orderId)),
          ),
        )
        .returning();
      return held ?? null;
    },

    /** Putting the instalments back on a schedule begins: the stopped schedule recorded as its key. */
    async beginRestore(planId: string, orderId: string, stoppedScheduleId: string): Promise<boolean> {
      const [row] = await db
        .update(directDebitPlans)
        .set({ payoffRestoreOf: stoppedScheduleId, updatedAt: sql`now()` })
        .where(
          and(
            heldBy(planId, orderId),
            or(isNull(directDebitPlans.payoffRestoreOf), eq(directDebitPlans.payoffRestoreOf, stoppedScheduleId)),
          ),
        )
        .returning({ id: directDebitPlans.id });
      return row !== undefined;
    },

    /** The plan collecting again (on `scheduleId` when one was made), no longer held, once. */
    async letGo(planId: string, orderId: string, scheduleId: string | null): Promise<boolean> {
      const [row] = await db
        .update(directDebitPlans)
        .set({
          payoffOrderId: null,
          payoffRestoreOf: null,
          ...(scheduleId ? { scheduleId } : {}),
          updatedAt: sql`now()`,
        })
        .where(heldBy(planId, orderId))
        .returning({ id: directDebitPlans.id });
      return row !== undefined;
    },

    /** Paid off: completed, nothing owed, no longer held (the caller has locked the plan). */
    async complete(planId: string) {
      await db
        .update(directDebitPlans)
        .set({
          status: 'completed',
          firstFailedOn: null,
          statusBeforeSuspension: null,
          payoffOrderId: null,
          payoffRestoreOf: null,
          updatedAt: sql`now()`,
        })
        .where(eq(directDebitPlans.id, planId));
    },

    /** An instalment still to collect paid by the card payment, once. */
    async payInstalment(id: string, transactionId: string): Promise<boolean> {
      const [paid] = await db
        .update(directDebitInstalments)
        .set({ status: 'collected', transactionId, updatedAt: sql`now()` })
        .where(
          and(
            eq(directDebitInstalments.id, id),
            inArray(directDebitInstalments.status, ['scheduled', 'failed', 'cancelled']),
          ),
        )
        .returning({ id: directDebitInstalments.id });
      return paid !== undefined;
    },

    /**
     * Plans held by a pay-off whose order will now never be captured (failed, expired, flagged):
     * the Direct Debit job puts them back on a schedule.
     */
    heldByEndedOrders: (limit = 20) =>
      db
        .select({ plan: directDebitPlans, orderId: paymentOrders.id })
        .from(directDebitPlans)
        .innerJoin(paymentOrders, eq(paymentOrders.id, directDebitPlans.payoffOrderId))
        .where(
          and(
            isNotNull(directDebitPlans.payoffOrderId),
            inArray(paymentOrders.status, ['failed', 'expired', 'flagged']),
          ),
        )
        .limit(limit),
  };
}
