import { datesOnNewMandate } from '@kestrel/domain/direct-debit/mandate-change';
import { payOff } from '@kestrel/domain/direct-debit/pay-off';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { DirectDebitProviderError } from '../../adapters/direct-debit/direct-debit-provider';
import type { DirectDebitPlanRow } from '../../db/schema';
import type { Executor, Tx } from '../../db/tx';
import { conflict, providerUnavailable } from '../../lib/errors';
import type { PayOffOrder } from '../payments';
import { applyPaymentState } from './collections';
import type { DirectDebitContext } from './context';
import { coverRepository } from './cover-repository';
import { instalmentsRepository } from './instalments-repository';
import { instalmentsOf } from './plan-view';
import { payOffRepository } from './pay-off-repository';
import { lockLivePlanOfWarranty, plansRepository } from './plans-repository';
import { stopAtProvider } from './provider-actions';

/*
 * Paying off a monthly plan by card, without GoCardless collecting what the card pays (issue #38,
 * SECURITY D14). The order of operations, whoever captures (the browser, PayPal's webhook, the
 * reconciliation job; one at a time by the order's claim):
 *   1. hold: the plan held for the order (a conditional UPDATE: one pay-off at a time, none during
 *      a change of bank details), its GoCardless schedule stopped (idempotent), the schedule's
 *      payments read back and applied, and what is left checked again against the order; a
 *      collection that reached the bank meanwhile refuses the capture and puts the plan back;
 *   2. PayPal captures;
 *   3. paid: in the fulfilment's transaction every instalment still to collect paid with the
 *      card payment, the plan completed and no longer held, a suspension lifted;
 *      took nothing (declined, failed, flagged): the instalments still to come put back on a new
 *      schedule on the same mandate, keyed by the stopped schedule (so a retry after a crash finds
 *      the one already made), then the plan let go;
 *      outcome unknown (PayPal unreachable) or pending: the plan stays held, its schedule stopped,
 *      until the capture's retry or the reconciliation job learns the outcome.
 * The Direct Debit job puts back any plan still held by an order that will never be captured
 * (failed, expired, flagged): `letGoOfEndedPayOffs`.
 */

const underWayOrChanged = (message: string) => conflict(message);
const amountChanged = () =>
  conflict(
    'What is left to pay on your monthly plan has changed since you started. Nothing has been taken: please start again.',
  );
const unreachable = () =>
  providerUnavailable(
    "We couldn't reach our Direct Debit provider just now, so nothing has been taken. Please try again in a moment.",
  );

/** The pay-off of a plan as it stands in our database. */
export async function payOffNow(db: Executor, plan: DirectDebitPlanRow, forOrderId: string | null = null) {
  const heldByOther =
    (plan.payoffOrderId !== null && plan.payoffOrderId !== forOrderId) || plan.takeoverTransferId !== null;
  return payOff({ status: plan.status, payOffUnderWay: heldByOther }, await instalmentsOf(db, plan.id));
}

/** 1. Right before the capture (CardPayOff.hold): held, stopped at GoCardless, checked again. */
export async function holdForPayOff(ctx: DirectDebitContext, order: PayOffOrder): Promise<void> {
  let plan = await plansRepository(ctx.db).liveOfWarranty(order.warrantyId);
  if (!plan) throw underWayOrChanged('This monthly plan has ended, so there is nothing to pay.');
  if (plan.payoffOrderId === order.id && plan.payoffRestoreOf) {
    // A previous attempt was putting the plan back on a schedule when it stopped: finish that first.
    await guarded(() => putBackOnSchedule(ctx, plan!, order.id));
    plan = (await plansRepository(ctx.db).byId(plan.id))!;
  }
  if (plan.changeBillingRequestId) {
    throw underWayOrChanged(
      'Please finish changing your bank details (or wait until it is done) before paying the rest by card.',
    );
  }
  const before = await payOffNow(ctx.db, plan, order.id);
  if (!before.allowed) throw underWayOrChanged(before.message);
  if (before.amount !== order.amount) throw amountChanged();
  const held = await payOffRepository(ctx.db).hold(plan.id, order.id);
  if (!held) throw underWayOrChanged('A card payment of the rest of this plan is already under way.');
  await guarded(async () => {
    await stopAtProvider(ctx, held, 'schedule');
    // A collection GoCardless submitted before the stop is the bank's now: read it back before capturing.
    const payments = held.scheduleId ? await orNone(ctx.gocardless.collectionsOf(held.scheduleId), []) : [];
    for (const payment of payments) await applyPaymentState(ctx, payment);
  });
  const after = await payOffNow(ctx.db, held, order.id);
  if (!after.allowed || after.amount !== order.amount) {
    await guarded(() => putBackOnSchedule(ctx, held, order.id));
    throw after.allowed ? amountChanged() : underWayOrChanged(after.message);
  }
}

/**
 * What GoCardless does not know of (404: a demo plan seeded without a schedule) it cannot collect:
 * read as nothing. Anything else it answers is thrown.
 */
async function orNone<T, E>(asked: Promise<T>, none: E): Promise<T | E> {
  try {
    return await asked;
  } catch (error) {
    if (error instanceof DirectDebitProviderError && error.status === 404) return none;
    throw error;
  }
}

/** GoCardless unreachable: a 503 (the order waits; the plan stays held, its schedule maybe stopped). */
async function guarded(step: () => Promise<void>): Promise<void> {
  try {
    await step();
  } catch (error) {
    if (error instanceof DirectDebitProviderError) throw unreachable();
    throw error;
  }
}

/**
 * The capture took nothing (CardPayOff.letGo): the plan collects again. GoCardless unreachable is
 * logged, not thrown: the plan stays held, and the next attempt or the job puts it back.
 */
export async function letGoOfPayOff(ctx: DirectDebitContext, order: PayOffOrder): Promise<void> {
  const plan = await plansRepository(ctx.db).liveOfWarranty(order.warrantyId);
  if (!plan || plan.payoffOrderId !== order.id) return;
  try {
    await putBackOnSchedule(ctx, plan, order.id);
  } catch (error) {
    if (!(error instanceof DirectDebitProviderError)) throw error;
    ctx.log.warn({ err: error, plan: plan.reference }, 'a pay-off that took nothing: the schedule is put back later');
  }
}

/**
 * The instalments still to come put back on a schedule on the plan's mandate (the stopped one is
 * stopped again first, so two schedules never run), keyed by the stopped schedule; the plan takes
 * it and is let go in one conditional write. Failed instalments stay owed, as they were.
 */
export async function putBackOnSchedule(
  ctx: DirectDebitContext,
  plan: DirectDebitPlanRow,
  orderId: string,
  today = londonToday(),
): Promise<void> {
  const payOffs = payOffRepository(ctx.db);
  await stopAtProvider(ctx, plan, 'schedule');
  const remaining = (await instalmentsOf(ctx.db, plan.id)).filter(
    (i) => (i.status === 'scheduled' || i.status === 'cancelled') && i.failureCause === null,
  );
  const stopped = plan.scheduleId;
  const mandate = plan.mandateId ? await orNone(ctx.gocardless.mandate(plan.mandateId), null) : null;
  if (!stopped || remaining.length === 0 || !mandate || mandate.status !== 'collectable') {
    if (remaining.length > 0)
      ctx.log.error({ plan: plan.reference }, 'a pay-off took nothing and the plan has no mandate to collect on');
    await payOffs.letGo(plan.id, orderId, null);
    return;
  }
  if (!(await payOffs.beginRestore(plan.id, orderId, stopped))) return;
  const dated = datesOnNewMandate(remaining, today, mandate.earliestChargeDate);
  const schedule = await ctx.gocardless.scheduleCollections({
    key: `payoff-restore-${stopped}`,
    name: `Warranty plan ${plan.reference}`,
    mandateId: mandate.id,
    totalPence: dated.reduce((sum, i) => sum + i.amount, 0),
    instalments: dated.map((i) => ({ chargeDate: i.chargeDate, amountPence: i.amount })),
    planReference: plan.reference,
  });
  const payments = [...(await ctx.gocardless.collectionsOf(schedule.id))].sort((a, b) =>
    a.chargeDate.localeCompare(b.chargeDate),
  );
  await ctx.db.transaction(async (tx) => {
    if (!(await payOffRepository(tx).letGo(plan.id, orderId, schedule.id))) return;
    const instalments = instalmentsRepository(tx);
    for (const [index, instalment] of remaining.entries()) {
      const payment = payments[index];
      if (!payment) continue;
      await instalments.update(instalment.id, {
        providerPaymentId: payment.id,
        chargeDate: payment.chargeDate,
        status: payment.status,
      });
    }
  });
}

/**
 * 3. In the fulfilment's transaction (CardPayOff.pay): every instalment still to collect paid with
 * the card payment, the plan completed and let go, a suspended warranty given back its status.
 */
export async function payOffByCard(
  tx: Tx,
  order: PayOffOrder,
  transactionId: string,
): Promise<{ paid: number; arrears: number }> {
  const plan = await lockLivePlanOfWarranty(tx, order.warrantyId);
  if (!plan) return { paid: 0, arrears: 0 };
  const payOffs = payOffRepository(tx);
  let paid = 0;
  let arrears = 0;
  for (const instalment of await instalmentsOf(tx, plan.id)) {
    const owed = instalment.status === 'failed';
    if (!(await payOffs.payInstalment(instalment.id, transactionId))) continue;
    paid += instalment.amount;
    if (owed) arrears += instalment.amount;
  }
  await payOffs.complete(plan.id);
  if (plan.status === 'suspended' && plan.warrantyId) {
    await coverRepository(tx).restore(plan.warrantyId, plan.statusBeforeSuspension ?? 'under-review');
  }
  return { paid, arrears };
}

/** The Direct Debit job's part: plans still held by a pay-off that will never be captured, put back on a schedule. */
export async function letGoOfEndedPayOffs(ctx: DirectDebitContext): Promise<number> {
  let done = 0;
  for (const { plan, orderId } of await payOffRepository(ctx.db).heldByEndedOrders()) {
    try {
      await putBackOnSchedule(ctx, plan, orderId);
      done += 1;
    } catch (error) {
      if (!(error instanceof DirectDebitProviderError)) throw error;
      ctx.log.warn({ err: error, plan: plan.reference }, 'a held plan could not be put back on a schedule yet');
    }
  }
  return done;
}
