import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { directDebitInstalments, directDebitPlans, transactions, type DirectDebitInstalmentRow } from '../../db/schema';
import type { Executor } from '../../db/tx';

type InstalmentChange = Partial<
  Pick<DirectDebitInstalmentRow, 'status' | 'failureCause' | 'transactionId' | 'providerPaymentId' | 'chargeDate'>
>;

/** A plan's instalments: one row per monthly collection. */
export function instalmentsRepository(db: Executor) {
  return {
    /** A plan's instalments, by number. */
    ofPlan: (planId: string): Promise<DirectDebitInstalmentRow[]> =>
      db
        .select()
        .from(directDebitInstalments)
        .where(eq(directDebitInstalments.planId, planId))
        .orderBy(asc(directDebitInstalments.number)),

    async byProviderPayment(paymentId: string): Promise<DirectDebitInstalmentRow | null> {
      const [row] = await db
        .select()
        .from(directDebitInstalments)
        .where(eq(directDebitInstalments.providerPaymentId, paymentId));
      return row ?? null;
    },

    async insert(
      rows: (InstalmentChange & Pick<DirectDebitInstalmentRow, 'planId' | 'number' | 'chargeDate' | 'amount'>)[],
    ) {
      return db.insert(directDebitInstalments).values(rows).returning();
    },

    async update(id: string, change: InstalmentChange) {
      await db
        .update(directDebitInstalments)
        .set({ ...change, updatedAt: sql`now()` })
        .where(eq(directDebitInstalments.id, id));
    },

    /** An instalment moved to another plan (a new owner's takeover), with the payment that now collects it. */
    async moveToPlan(id: string, planId: string, change: InstalmentChange) {
      await db
        .update(directDebitInstalments)
        .set({ ...change, planId, updatedAt: sql`now()` })
        .where(eq(directDebitInstalments.id, id));
    },

    /** A retry claimed, once (a failed one only, when `failedOnly`): two clicks or instances never ask twice. */
    async claimRetry(id: string, failedOnly: boolean): Promise<boolean> {
      const [claimed] = await db
        .update(directDebitInstalments)
        .set({ retriedAt: sql`now()` })
        .where(
          and(
            eq(directDebitInstalments.id, id),
            ...(failedOnly ? [eq(directDebitInstalments.status, 'failed')] : []),
            isNull(directDebitInstalments.retriedAt),
          ),
        )
        .returning();
      return claimed !== undefined;
    },

    async releaseRetry(id: string) {
      await db.update(directDebitInstalments).set({ retriedAt: null }).where(eq(directDebitInstalments.id, id));
    },

    /** A failed collection paid by card, once: collected with the card payment's transaction. */
    async payByCard(id: string, transactionId: string): Promise<boolean> {
      const [paid] = await db
        .update(directDebitInstalments)
        .set({ status: 'collected', transactionId, updatedAt: sql`now()` })
        .where(and(eq(directDebitInstalments.id, id), eq(directDebitInstalments.status, 'failed')))
        .returning({ id: directDebitInstalments.id });
      return paid !== undefined;
    },

    /** True when this transaction paid an instalment (a card payment of missed collections). */
    async paidBy(transactionId: string): Promise<boolean> {
      const [paid] = await db
        .select({ id: directDebitInstalments.id })
        .from(directDebitInstalments)
        .where(eq(directDebitInstalments.transactionId, transactionId))
        .limit(1);
      return paid !== undefined;
    },

    /** One collected instalment refunded, once: false when it is no longer `collected`. */
    async markRefunded(id: string): Promise<boolean> {
      const [won] = await db
        .update(directDebitInstalments)
        .set({ status: 'refunded', updatedAt: sql`now()` })
        .where(and(eq(directDebitInstalments.id, id), eq(directDebitInstalments.status, 'collected')))
        .returning();
      return won !== undefined;
    },

    /** Every collected instalment of a plan refunded. */
    async refundCollected(planId: string) {
      await db
        .update(directDebitInstalments)
        .set({ status: 'refunded', updatedAt: sql`now()` })
        .where(and(eq(directDebitInstalments.planId, planId), eq(directDebitInstalments.status, 'collected')));
    },

    /**
     * A cancelled plan's collections still to come become `cancelled` (and, when the plan is
     * cancelled by request, its failed ones too: nothing more is collected).
     */
    async cancelWaiting(planId: string, includeFailed: boolean) {
      await db
        .update(directDebitInstalments)
        .set({ status: 'cancelled', updatedAt: sql`now()` })
        .where(
          and(
            eq(directDebitInstalments.planId, planId),
            inArray(
              directDebitInstalments.status,
              includeFailed ? ['scheduled', 'submitted', 'failed'] : ['scheduled', 'submitted'],
            ),
          ),
        );
    },

    /** Collections taken by Direct Debit after a cooling-off cancellation, with their transaction. */
    lateCollections: () =>
      db
        .select({ instalment: directDebitInstalments, payment: transactions })
        .from(directDebitInstalments)
        .innerJoin(directDebitPlans, eq(directDebitPlans.id, directDebitInstalments.planId))
        .innerJoin(transactions, eq(transactions.id, directDebitInstalments.transactionId))
        .where(
          and(
            eq(directDebitPlans.status, 'cancelled'),
            eq(directDebitPlans.cancelReason, 'cooling-off'),
            eq(directDebitInstalments.status, 'collected'),
            eq(transactions.provider, 'gocardless'),
          ),
        )
        .limit(50),
  };
}
