import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { DirectDebitProviderError } from '../../adapters/direct-debit/gocardless-adapter';
import { directDebitPlans, warranties, type DirectDebitPlanRow } from '../../db/schema';
import type { DirectDebitContext } from './direct-debit-context';

/**
 * A plan that reuses a mandate has no billing request of its own: this marks its
 * `billing_request_id` (unique, with the order's id), and the completion reads the mandate instead.
 */
export const REUSED_MANDATE = 'reused-mandate-';
export const reusesMandate = (plan: Pick<DirectDebitPlanRow, 'billingRequestId' | 'mandateId'>) =>
  plan.billingRequestId.startsWith(REUSED_MANDATE) && plan.mandateId !== null;

/** GoCardless's mandate statuses that can still be collected on. */
const usable = new Set(['pending_customer_approval', 'pending_submission', 'submitted', 'active']);

/**
 * Renewal of a monthly warranty (issue 19): the customer's up-to-date plan for the same vehicle
 * has a mandate GoCardless can still collect on, so the new plan uses it and the customer is not
 * sent to the bank-details page again. A plan in arrears, suspended or ended offers none; nor does
 * GoCardless unreachable (the customer then sets up a Direct Debit as for a first purchase).
 */
export async function reusableMandate(
  ctx: DirectDebitContext,
  userId: string,
  registration: string,
): Promise<{ id: string; reference: string | null } | null> {
  const plans = await ctx.db
    .select({ mandateId: directDebitPlans.mandateId, mandateReference: directDebitPlans.mandateReference })
    .from(directDebitPlans)
    .innerJoin(warranties, eq(warranties.id, directDebitPlans.warrantyId))
    .where(
      and(
        eq(directDebitPlans.userId, userId),
        eq(directDebitPlans.status, 'active'),
        isNotNull(directDebitPlans.mandateId),
        eq(warranties.registration, registration),
      ),
    )
    .orderBy(desc(directDebitPlans.createdAt))
    .limit(1);
  const mandateId = plans[0]?.mandateId;
  if (!mandateId) return null;
  try {
    const usableNow = usable.has((await ctx.gocardless.getMandate(mandateId)).status);
    return usableNow ? { id: mandateId, reference: plans[0]?.mandateReference ?? null } : null;
  } catch (error) {
    if (error instanceof DirectDebitProviderError) return null;
    throw error;
  }
}
