import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  directDebitInstalments,
  directDebitPlans,
  users,
  warranties,
  type DirectDebitPlanRow,
  type WarrantyRow,
} from '../../db/schema';
import { queueEmail } from '../outbox';
import type { Tx } from '../../db/tx';
import { suspendedEmail } from './direct-debit-emails';
import { livePlanStatuses } from '@kestrel/domain/schemas/direct-debit';

/**
 * The warranty side of arrears (DESIGN §8.2): suspending the cover (the warranty's status becomes
 * `suspended`, the status it had kept on the plan) and lifting it when the arrears are paid. Both
 * are conditional UPDATEs inside the caller's transaction, so each happens (and is e-mailed) once.
 */
export async function customerOf(tx: Pick<Tx, 'select'>, userId: string) {
  const [customer] = await tx
    .select({ email: users.email, firstname: users.firstname })
    .from(users)
    .where(eq(users.id, userId));
  return customer ?? null;
}

export async function suspendPlan(tx: Tx, plan: DirectDebitPlanRow & { firstFailedOn: string }): Promise<boolean> {
  if (!plan.warrantyId) return false;
  const [warranty] = await tx.select().from(warranties).where(eq(warranties.id, plan.warrantyId)).for('update');
  if (!warranty || warranty.status === 'suspended' || warranty.status === 'cancelled' || warranty.status === 'refunded')
    return false;
  const [won] = await tx
    .update(directDebitPlans)
    .set({ status: 'suspended', statusBeforeSuspension: warranty.status, updatedAt: sql`now()` })
    .where(and(eq(directDebitPlans.id, plan.id), sql`${directDebitPlans.status} in ('active', 'in-arrears')`))
    .returning();
  if (!won) return false;
  const [suspended] = await tx
    .update(warranties)
    .set({ status: 'suspended', updatedAt: sql`now()` })
    .where(eq(warranties.id, warranty.id))
    .returning();
  const customer = await customerOf(tx, plan.userId);
  if (customer && suspended)
    await queueEmail(tx, suspendedEmail(customer, suspended, { ...won, firstFailedOn: plan.firstFailedOn }));
  return true;
}

/** Arrears paid: the plan is active again and a suspended warranty gets back the status it had. */
export async function liftArrears(
  tx: Tx,
  plan: DirectDebitPlanRow,
  allCollected: boolean,
): Promise<WarrantyRow | null> {
  const [lifted] = await tx
    .update(directDebitPlans)
    .set({
      status: allCollected ? 'completed' : 'active',
      firstFailedOn: null,
      statusBeforeSuspension: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(directDebitPlans.id, plan.id), inArray(directDebitPlans.status, [...livePlanStatuses])))
    .returning();
  if (!lifted || !plan.warrantyId || plan.status !== 'suspended') return null;
  const [warranty] = await tx
    .update(warranties)
    .set({ status: plan.statusBeforeSuspension ?? 'under-review', updatedAt: sql`now()` })
    .where(and(eq(warranties.id, plan.warrantyId), eq(warranties.status, 'suspended')))
    .returning();
  return warranty ?? null;
}

/**
 * A cancelled plan's collections still to come become `cancelled` (and, when the plan is
 * cancelled by request, its failed ones too: nothing more is collected). In the caller's transaction.
 */
export async function cancelWaitingInstalments(tx: Tx, planId: string, includeFailed: boolean): Promise<void> {
  await tx
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
}
