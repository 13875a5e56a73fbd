import { DirectDebitProviderError } from '../../adapters/direct-debit/direct-debit-provider';
import { applyPaymentState, mandateCancelledAtBank } from './collections';
import type { DirectDebitContext } from './context';
import { planListsRepository } from './plan-lists-repository';
import { plansRepository } from './plans-repository';

/**
 * Live plans read from GoCardless on each run of the job. Two calls each (the schedule's payments
 * and the mandate): at the default run every 60 s that is 100 calls a minute, a tenth of
 * GoCardless's rate limit, and every plan read at least once a day up to 72,000 live plans.
 */
export const RECONCILE_PLANS_PER_RUN = 50;

/**
 * Catches what a lost webhook missed (DESIGN §8.2): reads a batch of live plans' payments and
 * mandate from GoCardless and applies their current state, the plans read longest ago (or never)
 * first. A plan GoCardless could not be asked about waits for its next turn, so that plans which
 * keep failing cannot hold the others back. Answers how many were read.
 */
export async function reconcileLivePlans(
  ctx: DirectDebitContext,
  today: string,
  options: { batch?: number; signal?: AbortSignal } = {},
): Promise<number> {
  const plans = await planListsRepository(ctx.db).toReconcile(options.batch ?? RECONCILE_PLANS_PER_RUN);
  let read = 0;
  for (const plan of plans) {
    if (options.signal?.aborted) break;
    // Its turn is taken first: a plan that fails here goes to the back of the line.
    await plansRepository(ctx.db).markReconciled(plan.id);
    try {
      for (const payment of await ctx.gocardless.collectionsOf(plan.scheduleId!)) {
        await applyPaymentState(ctx, payment);
      }
      if (plan.mandateId && (await ctx.gocardless.mandate(plan.mandateId)).status === 'cancelled') {
        await mandateCancelledAtBank(ctx, plan.id, today);
      }
    } catch (error) {
      if (!(error instanceof DirectDebitProviderError)) throw error;
      ctx.log.warn({ err: error, plan: plan.reference }, 'Direct Debit reconciliation could not reach GoCardless');
      continue;
    }
    read += 1;
  }
  return read;
}
