import type { DirectDebitPlanRow, WarrantyRow } from '../../db/schema';
import type { Tx } from '../../db/tx';
import { queueEmail } from '../outbox';
import { coverRepository, lockWarranty } from './cover-repository';
import { suspendedEmail } from './direct-debit-emails';
import { instalmentsRepository } from './instalments-repository';
import { plansRepository } from './plans-repository';

/**
 * The warranty side of arrears (DESIGN §8.2): suspending the cover (the warranty's status becomes
 * `suspended`, the status it had kept on the plan) and lifting it when the arrears are paid. Both
 * are conditional UPDATEs inside the caller's transaction, so each happens (and is e-mailed) once.
 */
export const customerOf = (tx: Tx, userId: string) => coverRepository(tx).customerOf(userId);

export async function suspendPlan(
  tx: Tx,
  baseUrl: string,
  plan: DirectDebitPlanRow & { firstFailedOn: string },
): Promise<boolean> {
  if (!plan.warrantyId) return false;
  const warranty = await lockWarranty(tx, plan.warrantyId);
  if (!warranty || warranty.status === 'suspended' || warranty.status === 'cancelled' || warranty.status === 'refunded')
    return false;
  const won = await plansRepository(tx).suspend(plan.id, warranty.status);
  if (!won) return false;
  const suspended = await coverRepository(tx).suspend(warranty.id);
  const customer = await customerOf(tx, plan.userId);
  if (customer && suspended)
    await queueEmail(tx, suspendedEmail(baseUrl, customer, suspended, { ...won, firstFailedOn: plan.firstFailedOn }));
  return true;
}

/** Arrears paid: the plan is active again and a suspended warranty gets back the status it had. */
export async function liftArrears(
  tx: Tx,
  plan: DirectDebitPlanRow,
  allCollected: boolean,
): Promise<WarrantyRow | null> {
  const lifted = await plansRepository(tx).lift(plan.id, allCollected);
  if (!lifted || !plan.warrantyId || plan.status !== 'suspended') return null;
  return coverRepository(tx).restore(plan.warrantyId, plan.statusBeforeSuspension ?? 'under-review');
}

/**
 * A cancelled plan's collections still to come become `cancelled` (and, when the plan is
 * cancelled by request, its failed ones too: nothing more is collected). In the caller's transaction.
 */
export const cancelWaitingInstalments = (tx: Tx, planId: string, includeFailed: boolean) =>
  instalmentsRepository(tx).cancelWaiting(planId, includeFailed);
