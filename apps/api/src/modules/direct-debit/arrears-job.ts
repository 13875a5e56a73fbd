import { arrearsDates, arrearsStanding, retryAllowed } from '@kestrel/domain/direct-debit/arrears';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { DirectDebitProviderError } from '../../adapters/direct-debit/direct-debit-provider';
import type { DirectDebitPlanRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { queueEmail } from '../outbox';
import { ordersOf } from '../payments';
import { applyPendingEvents } from './apply-events';
import { finishBankDetailsChanges } from './change-bank-details';
import { completePlan } from './complete-monthly';
import type { DirectDebitContext } from './context';
import { coverRepository } from './cover-repository';
import { cancelledForArrearsEmail } from './direct-debit-emails';
import { instalmentsRepository } from './instalments-repository';
import { refundLateCollections } from './late-collections';
import { planListsRepository } from './plan-lists-repository';
import { instalmentsOf, owedInstalments } from './plan-view';
import { plansRepository } from './plans-repository';
import { alreadyDone, stopAtProvider } from './provider-actions';
import { letGoOfEndedPayOffs } from './pay-off-hold';
import { reconcileLivePlans } from './reconcile-plans';
import { cancelWaitingInstalments, customerOf, suspendPlan } from './standing';

export interface DirectDebitReport {
  events: number;
  /** Live plans read from GoCardless this run (at most `RECONCILE_PLANS_PER_RUN`). */
  reconciled: number;
  completed: number;
  retried: number;
  suspended: number;
  cancelled: number;
  /** Collections taken after a cooling-off cancellation, refunded. */
  refunded: number;
  /** Plans held by a pay-off that took nothing, put back on a schedule. */
  payOffsLetGo: number;
}

/** A monthly purchase whose customer never set up the Direct Debit is given up after this long. */
export const ABANDONED_AFTER_MS = 3 * 60 * 60 * 1000;

async function abandon(ctx: DirectDebitContext, plan: DirectDebitPlanRow) {
  await plansRepository(ctx.db).abandon(plan.id);
  if (plan.orderId) await ordersOf(ctx).expireIfCreated(plan.orderId, 'The Direct Debit was never set up');
}

/** The one automatic retry, `RETRY_AFTER_DAYS` after the first failure, where the cause allows one. */
async function retryDue(ctx: DirectDebitContext, plan: DirectDebitPlanRow & { firstFailedOn: string }, today: string) {
  if (today < arrearsDates(plan.firstFailedOn).retryOn) return 0;
  const instalments = instalmentsRepository(ctx.db);
  let retried = 0;
  for (const instalment of owedInstalments(await instalmentsOf(ctx.db, plan.id))) {
    if (instalment.status !== 'failed' || instalment.retriedAt || !instalment.providerPaymentId) continue;
    if (!retryAllowed(instalment.failureCause ?? '')) continue;
    // Claimed first, so two instances never ask twice.
    if (!(await instalments.claimRetry(instalment.id, false))) continue;
    try {
      const payment = await ctx.gocardless.retryCollection(instalment.providerPaymentId);
      await instalments.update(instalment.id, { status: payment.status });
      retried += 1;
    } catch (error) {
      if (!alreadyDone(error)) {
        await instalments.releaseRetry(instalment.id);
        throw error;
      }
    }
  }
  return retried;
}

/** Arrears unpaid 30 days: the schedule and mandate cancelled at the provider, then the warranty and plan here. */
async function cancelForArrears(ctx: DirectDebitContext, plan: DirectDebitPlanRow, today: string): Promise<boolean> {
  await stopAtProvider(ctx, plan, 'schedule');
  await stopAtProvider(ctx, plan, 'mandate');
  return ctx.db.transaction(async (tx) => {
    const won = await plansRepository(tx).cancelForArrears(plan.id, today);
    if (!won || !plan.warrantyId) return false;
    await cancelWaitingInstalments(tx, plan.id, false);
    const warranty = await coverRepository(tx).cancel(plan.warrantyId, false);
    const customer = await customerOf(tx, plan.userId);
    if (customer && warranty) await queueEmail(tx, cancelledForArrearsEmail(customer, warranty, won));
    return true;
  });
}

/**
 * The Direct Debit job (DESIGN §8.2): applies stored events left unapplied, completes plans whose
 * customer never came back from the bank-details page, reads a batch of live plans from GoCardless
 * to catch what a lost webhook missed (`reconcileLivePlans`), then applies the arrears rules on
 * `today`: the retry at 7 days, suspension at 14 (at once for a first instalment), cancellation at 30.
 */
export async function runDirectDebitJob(
  ctx: DirectDebitContext,
  options: { today?: string; signal?: AbortSignal; reconcileBatch?: number } = {},
): Promise<DirectDebitReport> {
  const today = options.today ?? londonToday();
  const report: DirectDebitReport = {
    events: 0,
    reconciled: 0,
    completed: 0,
    retried: 0,
    suspended: 0,
    cancelled: 0,
    refunded: 0,
    payOffsLetGo: 0,
  };
  report.events = await applyPendingEvents(ctx, ctx.gocardless, ctx.log);

  const lists = planListsRepository(ctx.db);
  const waiting = await lists.awaitingMandate();
  for (const plan of waiting) {
    if (options.signal?.aborted) return report;
    try {
      const outcome = await completePlan(ctx, plan, today);
      if (outcome === 'completed') report.completed += 1;
      if (outcome === 'waiting' && Date.now() - plan.createdAt.getTime() > ABANDONED_AFTER_MS) await abandon(ctx, plan);
    } catch (error) {
      if (!(error instanceof AppError)) ctx.log.warn({ err: error, plan: plan.reference }, 'completing a plan');
    }
  }

  report.reconciled = await reconcileLivePlans(ctx, today, { batch: options.reconcileBatch, signal: options.signal });
  if (options.signal?.aborted) return report;

  const inArrears = await lists.inArrears();
  for (const row of inArrears) {
    if (options.signal?.aborted) return report;
    const plan = { ...row, firstFailedOn: row.firstFailedOn! };
    // A pay-off by card under way: its capture pays these, so no retry, suspension or cancellation meanwhile.
    if (plan.payoffOrderId) continue;
    const owed = owedInstalments(await instalmentsOf(ctx.db, plan.id));
    if (owed.length === 0) continue;
    const standing = arrearsStanding(
      plan.firstFailedOn,
      today,
      owed.some((i) => i.number === 1),
    );
    try {
      if (standing === 'cancelled') {
        if (await cancelForArrears(ctx, plan, today)) report.cancelled += 1;
        continue;
      }
      report.retried += await retryDue(ctx, plan, today);
      if (standing === 'suspended' && (await ctx.db.transaction((tx) => suspendPlan(tx, ctx.baseUrl, plan))))
        report.suspended += 1;
    } catch (error) {
      if (!(error instanceof DirectDebitProviderError)) throw error;
      ctx.log.warn({ err: error, plan: plan.reference }, 'the arrears rules could not reach GoCardless');
    }
  }
  if (options.signal?.aborted) return report;
  report.refunded = await refundLateCollections(ctx);
  report.payOffsLetGo = await letGoOfEndedPayOffs(ctx);
  await finishBankDetailsChanges(ctx, today);
  return report;
}
