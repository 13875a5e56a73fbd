import { arrearsDates, arrearsStanding, retryAllowed } from '@kestrel/domain/direct-debit/arrears';
import { instalmentStatusOf } from '@kestrel/domain/direct-debit/instalment-status';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { DirectDebitProviderError } from '../../adapters/direct-debit/gocardless-adapter';
import {
  directDebitInstalments,
  directDebitPlans,
  paymentOrders,
  warranties,
  type DirectDebitPlanRow,
} from '../../db/schema';
import { AppError } from '../../lib/errors';
import { queueEmail } from '../outbox';
import { applyPendingEvents } from './apply-events';
import { completePlan } from './complete-monthly';
import type { DirectDebitContext } from './direct-debit-context';
import { cancelledForArrearsEmail } from './direct-debit-emails';
import { finishBankDetailsChanges } from './change-bank-details';
import { refundLateCollections } from './late-collections';
import { reconcileLivePlans } from './reconcile-plans';
import { instalmentsOf, owedInstalments } from './plan-view';
import { alreadyDone, stopAtGocardless } from './provider-actions';
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
}

/** A monthly purchase whose customer never set up the Direct Debit is given up after this long. */
export const ABANDONED_AFTER_MS = 3 * 60 * 60 * 1000;

async function abandon(ctx: DirectDebitContext, plan: DirectDebitPlanRow) {
  await ctx.db
    .update(directDebitPlans)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(and(eq(directDebitPlans.id, plan.id), eq(directDebitPlans.status, 'awaiting-mandate')));
  await ctx.db
    .update(paymentOrders)
    .set({ status: 'expired', lastError: 'The Direct Debit was never set up', updatedAt: sql`now()` })
    .where(and(eq(paymentOrders.id, plan.orderId), eq(paymentOrders.status, 'created')));
}

/** The one automatic retry, `RETRY_AFTER_DAYS` after the first failure, where the cause allows one. */
async function retryDue(ctx: DirectDebitContext, plan: DirectDebitPlanRow & { firstFailedOn: string }, today: string) {
  if (today < arrearsDates(plan.firstFailedOn).retryOn) return 0;
  let retried = 0;
  for (const instalment of owedInstalments(await instalmentsOf(ctx.db, plan.id))) {
    if (instalment.status !== 'failed' || instalment.retriedAt || !instalment.providerPaymentId) continue;
    if (!retryAllowed(instalment.failureCause ?? '')) continue;
    // Claimed first, so two instances never ask twice.
    const [claimed] = await ctx.db
      .update(directDebitInstalments)
      .set({ retriedAt: sql`now()` })
      .where(and(eq(directDebitInstalments.id, instalment.id), isNull(directDebitInstalments.retriedAt)))
      .returning();
    if (!claimed) continue;
    try {
      const payment = await ctx.gocardless.retryPayment(instalment.providerPaymentId);
      await ctx.db
        .update(directDebitInstalments)
        .set({ status: instalmentStatusOf(payment.status), updatedAt: sql`now()` })
        .where(eq(directDebitInstalments.id, instalment.id));
      retried += 1;
    } catch (error) {
      if (!alreadyDone(error)) {
        await ctx.db
          .update(directDebitInstalments)
          .set({ retriedAt: null })
          .where(eq(directDebitInstalments.id, instalment.id));
        throw error;
      }
    }
  }
  return retried;
}

/** Arrears unpaid 30 days: the schedule and mandate cancelled at GoCardless, then the warranty and plan here. */
async function cancelForArrears(ctx: DirectDebitContext, plan: DirectDebitPlanRow, today: string): Promise<boolean> {
  await stopAtGocardless(ctx, plan, 'schedule');
  await stopAtGocardless(ctx, plan, 'mandate');
  return ctx.db.transaction(async (tx) => {
    const [won] = await tx
      .update(directDebitPlans)
      .set({ status: 'cancelled', cancelReason: 'arrears', cancelledOn: today, updatedAt: sql`now()` })
      .where(and(eq(directDebitPlans.id, plan.id), inArray(directDebitPlans.status, ['in-arrears', 'suspended'])))
      .returning();
    if (!won || !plan.warrantyId) return false;
    await cancelWaitingInstalments(tx, plan.id, false);
    const [warranty] = await tx
      .update(warranties)
      .set({ status: 'cancelled', cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(warranties.id, plan.warrantyId))
      .returning();
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
  };
  report.events = await applyPendingEvents(ctx.db, ctx.gocardless);

  const waiting = await ctx.db
    .select()
    .from(directDebitPlans)
    .where(
      and(
        eq(directDebitPlans.status, 'awaiting-mandate'),
        lt(directDebitPlans.createdAt, sql`now() - interval '2 minutes'`),
      ),
    )
    .orderBy(directDebitPlans.createdAt)
    .limit(50);
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

  const inArrears = await ctx.db
    .select()
    .from(directDebitPlans)
    .where(
      and(inArray(directDebitPlans.status, ['in-arrears', 'suspended']), isNotNull(directDebitPlans.firstFailedOn)),
    );
  for (const row of inArrears) {
    if (options.signal?.aborted) return report;
    const plan = { ...row, firstFailedOn: row.firstFailedOn! };
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
      if (standing === 'suspended' && (await ctx.db.transaction((tx) => suspendPlan(tx, plan)))) report.suspended += 1;
    } catch (error) {
      if (!(error instanceof DirectDebitProviderError)) throw error;
      ctx.log.warn({ err: error, plan: plan.reference }, 'the arrears rules could not reach GoCardless');
    }
  }
  if (options.signal?.aborted) return report;
  report.refunded = await refundLateCollections(ctx);
  await finishBankDetailsChanges(ctx, today);
  return report;
}
