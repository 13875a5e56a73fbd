import { DirectDebitProviderError } from '../../adapters/direct-debit/direct-debit-provider';
import type { DirectDebitPlanRow } from '../../db/schema';
import type { DirectDebitContext } from './context';
import { planListsRepository } from './plan-lists-repository';

/**
 * A plan that reuses a mandate has no mandate request of its own: this marks its
 * `billingRequestId` (unique, with the order's id), and the completion reads the mandate instead.
 */
export const REUSED_MANDATE = 'reused-mandate-';
export const reusesMandate = (plan: Pick<DirectDebitPlanRow, 'billingRequestId' | 'mandateId'>) =>
  plan.billingRequestId.startsWith(REUSED_MANDATE) && plan.mandateId !== null;

/**
 * Renewal of a monthly warranty (DESIGN §8.2): the customer's up-to-date plan for the same vehicle
 * has a mandate the provider can still collect on, so the new plan uses it and the customer is not
 * sent to the bank-details page again. A plan in arrears, suspended or ended offers none; nor does
 * the provider unreachable (the customer then sets up a Direct Debit as for a first purchase).
 */
export async function reusableMandate(
  ctx: DirectDebitContext,
  userId: string,
  registration: string,
): Promise<{ id: string; reference: string | null } | null> {
  const plan = await planListsRepository(ctx.db).activeWithMandateFor(userId, registration);
  const mandateId = plan?.mandateId;
  if (!mandateId) return null;
  try {
    const usableNow = (await ctx.gocardless.mandate(mandateId)).status === 'collectable';
    return usableNow ? { id: mandateId, reference: plan.mandateReference ?? null } : null;
  } catch (error) {
    if (error instanceof DirectDebitProviderError) return null;
    throw error;
  }
}
