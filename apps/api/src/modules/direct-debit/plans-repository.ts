import type { Reference } from '@kestrel/domain/references/reference';
import { livePlanStatuses } from '@kestrel/domain/schemas/direct-debit';
import { and, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { allocateReference } from '../../db/allocate-reference';
import { directDebitPlans, warranties, type DirectDebitPlanRow } from '../../db/schema';
import type { Executor, Tx } from '../../db/tx';

/**
 * A warranty's plan is its holder's: after a transfer, the seller's plan (ended as `transferred`)
 * stays on record, and the new owner's, which took the rest over, is the warranty's.
 */
const holdersPlan = and(eq(warranties.id, directDebitPlans.warrantyId), eq(warranties.userId, directDebitPlans.userId));

/**
 * Monthly plans, one row each: read, and changed by conditional UPDATEs (a change answers the row
 * when this caller made it, so each change happens once however many callers race).
 */
export function plansRepository(db: Executor) {
  const live = inArray(directDebitPlans.status, [...livePlanStatuses]);
  const one = async (where: SQL | undefined) => {
    const [plan] = await db.select().from(directDebitPlans).where(where);
    return plan ?? null;
  };
  return {
    byId: (id: string) => one(eq(directDebitPlans.id, id)),
    /** The plan of a warranty's holder (a transferred warranty's seller's plan is no longer its plan). */
    async byWarranty(warrantyId: string) {
      const [row] = await db
        .select({ plan: directDebitPlans })
        .from(directDebitPlans)
        .innerJoin(warranties, holdersPlan)
        .where(eq(warranties.id, warrantyId))
        .orderBy(desc(directDebitPlans.createdAt))
        .limit(1);
      return row?.plan ?? null;
    },
    byReferenceOf: (reference: Reference<'directDebit'>, userId: string) =>
      one(and(eq(directDebitPlans.reference, reference), eq(directDebitPlans.userId, userId))),

    /** The plan of a warranty, when the warranty is this customer's (any customer's when `userId` is null). */
    async withWarranty(warrantyId: string, userId: string | null) {
      const [row] = await db
        .select({ plan: directDebitPlans, warranty: warranties })
        .from(directDebitPlans)
        .innerJoin(warranties, holdersPlan)
        .where(and(eq(warranties.id, warrantyId), ...(userId === null ? [] : [eq(warranties.userId, userId)])))
        .orderBy(desc(directDebitPlans.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** The live plan of a warranty (a schedule still running). */
    liveOfWarranty: (warrantyId: string) => one(and(eq(directDebitPlans.warrantyId, warrantyId), live)),

    /** Another live plan of ours collecting on this mandate (a renewal reuses it). */
    async otherLiveOnMandate(mandateId: string, exceptPlanId: string): Promise<boolean> {
      const [other] = await db
        .select({ id: directDebitPlans.id })
        .from(directDebitPlans)
        .where(and(eq(directDebitPlans.mandateId, mandateId), ne(directDebitPlans.id, exceptPlanId), live))
        .limit(1);
      return other !== undefined;
    },

    /** Stores a new plan, with its KD reference, in its own transaction. */
    async insert(values: {
      userId: string;
      orderId: string;
      totalAmount: number;
      billingRequestId: string;
      mandateId: string | null;
    }) {
      const [plan] = await db.transaction(async (tx) =>
        tx
          .insert(directDebitPlans)
          .values({ ...values, reference: await allocateReference(tx, 'directDebit') })
          .returning({ id: directDebitPlans.id, reference: directDebitPlans.reference }),
      );
      if (!plan) throw new Error('The monthly plan was not stored');
      return plan;
    },

    /** A new owner's plan taken over on a transfer (DESIGN §9.3): active at once, with its KD reference. */
    async insertTakeover(
      values: Pick<
        DirectDebitPlanRow,
        'userId' | 'transferId' | 'warrantyId' | 'totalAmount' | 'mandateId' | 'mandateReference' | 'scheduleId'
      > & { transferId: string },
    ): Promise<DirectDebitPlanRow> {
      const [plan] = await db
        .insert(directDebitPlans)
        .values({
          ...values,
          status: 'active',
          billingRequestId: `takeover-${values.transferId}`,
          reference: await allocateReference(db, 'directDebit'),
        })
        .returning();
      if (!plan) throw new Error('The taken-over plan was not stored');
      return plan;
    },

    /**
     * The live plan held for a transfer's takeover, once decided (DESIGN §9.3): only while no
     * pay-off or change of bank details holds it. Answers whether it is (now) held for this transfer.
     */
    async holdForTakeover(planId: string, transferId: string): Promise<boolean> {
      const [held] = await db
        .update(directDebitPlans)
        .set({ takeoverTransferId: transferId, updatedAt: sql`now()` })
        .where(
          and(
            eq(directDebitPlans.id, planId),
            live,
            isNull(directDebitPlans.payoffOrderId),
            isNull(directDebitPlans.changeBillingRequestId),
            or(isNull(directDebitPlans.takeoverTransferId), eq(directDebitPlans.takeoverTransferId, transferId)),
          ),
        )
        .returning({ id: directDebitPlans.id });
      return held !== undefined;
    },

    /** The seller's plan ended today by its warranty's transfer: the new owner's plan collects the rest. */
    async endTransferred(planId: string, today: string) {
      await db
        .update(directDebitPlans)
        .set({ status: 'cancelled', cancelReason: 'transferred', cancelledOn: today, updatedAt: sql`now()` })
        .where(eq(directDebitPlans.id, planId));
    },

    /** A plan whose mandate request was cancelled, before any warranty: cancelled. */
    async cancelUnfinished(planId: string, today: string) {
      await db
        .update(directDebitPlans)
        .set({ status: 'cancelled', cancelledOn: today, updatedAt: sql`now()` })
        .where(and(eq(directDebitPlans.id, planId), isNull(directDebitPlans.warrantyId)));
    },

    /** A monthly purchase never set up: given up. */
    async abandon(planId: string) {
      await db
        .update(directDebitPlans)
        .set({ status: 'cancelled', updatedAt: sql`now()` })
        .where(and(eq(directDebitPlans.id, planId), eq(directDebitPlans.status, 'awaiting-mandate')));
    },

    /** The plan taken for completion, once: active on its mandate and schedule. */
    async takeForCompletion(
      planId: string,
      set: { mandateId: string; mandateReference: string | null; scheduleId: string },
    ): Promise<DirectDebitPlanRow | null> {
      const [won] = await db
        .update(directDebitPlans)
        .set({ status: 'active', ...set, updatedAt: sql`now()` })
        .where(
          and(
            eq(directDebitPlans.id, planId),
            isNull(directDebitPlans.warrantyId),
            eq(directDebitPlans.status, 'awaiting-mandate'),
          ),
        )
        .returning();
      return won ?? null;
    },

    async linkWarranty(planId: string, warrantyId: string) {
      await db.update(directDebitPlans).set({ warrantyId }).where(eq(directDebitPlans.id, planId));
    },

    /** Its turn of reconciliation taken. */
    async markReconciled(planId: string) {
      await db
        .update(directDebitPlans)
        .set({ reconciledAt: sql`now()` })
        .where(eq(directDebitPlans.id, planId));
    },

    /** In arrears from `firstFailedOn` (an active plan; a plan already in arrears or suspended keeps its status). */
    async markInArrears(plan: DirectDebitPlanRow, firstFailedOn: string) {
      const [row] = await db
        .update(directDebitPlans)
        .set({ firstFailedOn, status: plan.status === 'active' ? 'in-arrears' : plan.status, updatedAt: sql`now()` })
        .where(eq(directDebitPlans.id, plan.id))
        .returning();
      return row ?? null;
    },

    /** Suspended (from active or in arrears), keeping the warranty's status to give back. */
    async suspend(planId: string, statusBeforeSuspension: NonNullable<DirectDebitPlanRow['statusBeforeSuspension']>) {
      const [won] = await db
        .update(directDebitPlans)
        .set({ status: 'suspended', statusBeforeSuspension, updatedAt: sql`now()` })
        .where(and(eq(directDebitPlans.id, planId), sql`${directDebitPlans.status} in ('active', 'in-arrears')`))
        .returning();
      return won ?? null;
    },

    /** Arrears paid: active again, or completed when everything is collected. */
    async lift(planId: string, allCollected: boolean) {
      const [lifted] = await db
        .update(directDebitPlans)
        .set({
          status: allCollected ? 'completed' : 'active',
          firstFailedOn: null,
          statusBeforeSuspension: null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(directDebitPlans.id, planId), live))
        .returning();
      return lifted ?? null;
    },

    /** A live plan cancelled (the customer, staff), once. */
    async cancelLive(
      planId: string,
      set: Pick<DirectDebitPlanRow, 'cancelReason' | 'cancelledOn' | 'coverEndsOn'>,
    ): Promise<DirectDebitPlanRow | null> {
      const [won] = await db
        .update(directDebitPlans)
        .set({ status: 'cancelled', ...set, changeBillingRequestId: null, updatedAt: sql`now()` })
        .where(and(eq(directDebitPlans.id, planId), live))
        .returning();
      return won ?? null;
    },

    /** A plan in arrears or suspended cancelled for its arrears, once. */
    async cancelForArrears(planId: string, today: string): Promise<DirectDebitPlanRow | null> {
      const [won] = await db
        .update(directDebitPlans)
        .set({ status: 'cancelled', cancelReason: 'arrears', cancelledOn: today, updatedAt: sql`now()` })
        .where(
          and(
            eq(directDebitPlans.id, planId),
            inArray(directDebitPlans.status, ['in-arrears', 'suspended']),
            // A pay-off by card under way pays the arrears: never cancelled under it.
            isNull(directDebitPlans.payoffOrderId),
          ),
        )
        .returning();
      return won ?? null;
    },

    /** A change of bank details under way: its mandate request kept on the plan. */
    async startChange(planId: string, requestId: string) {
      await db
        .update(directDebitPlans)
        .set({ changeBillingRequestId: requestId, updatedAt: sql`now()` })
        .where(eq(directDebitPlans.id, planId));
    },

    /** The change finished, once: the plan takes the new mandate (and schedule). */
    async takeNewMandate(
      planId: string,
      requestId: string,
      set: { mandateId: string; mandateReference: string | null; scheduleId?: string },
    ): Promise<boolean> {
      const [won] = await db
        .update(directDebitPlans)
        .set({ ...set, changeBillingRequestId: null, updatedAt: sql`now()` })
        .where(
          and(
            eq(directDebitPlans.id, planId),
            eq(directDebitPlans.changeBillingRequestId, requestId),
            live,
            // Never while a pay-off holds the plan: its schedule is stopped for the card payment.
            isNull(directDebitPlans.payoffOrderId),
          ),
        )
        .returning();
      return won !== undefined;
    },
  };
}

/** The live plan of a warranty, locked for the caller's transaction. */
export async function lockLivePlanOfWarranty(tx: Tx, warrantyId: string): Promise<DirectDebitPlanRow | null> {
  const [plan] = await tx
    .select()
    .from(directDebitPlans)
    .where(and(eq(directDebitPlans.warrantyId, warrantyId), inArray(directDebitPlans.status, [...livePlanStatuses])))
    .for('update');
  return plan ?? null;
}

/** A plan, locked for the caller's transaction. */
export async function lockPlan(tx: Tx, planId: string): Promise<DirectDebitPlanRow | null> {
  const [plan] = await tx.select().from(directDebitPlans).where(eq(directDebitPlans.id, planId)).for('update');
  return plan ?? null;
}
