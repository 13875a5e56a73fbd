import { datesOnNewMandate } from '@kestrel/domain/direct-debit/mandate-change';
import { isLivePlan } from '@kestrel/domain/schemas/direct-debit';
import type { TakenOverInstalment } from '@kestrel/domain/warranty/transfer-monthly';
import { randomUUID } from 'node:crypto';
import type { Payer, ProviderCollection, ProviderMandate } from '../../adapters/direct-debit/direct-debit-provider';
import type { DirectDebitInstalmentRow, DirectDebitPlanRow } from '../../db/schema';
import type { Executor, Tx } from '../../db/tx';
import { AppError } from '../../lib/errors';
import type { DirectDebitContext } from './context';
import { directDebitErrors } from './errors';
import { instalmentsRepository } from './instalments-repository';
import { arrearsOf, instalmentsOf } from './plan-view';
import { lockPlan, plansRepository } from './plans-repository';
import { alreadyDone, stopAtProvider } from './provider-actions';

/**
 * A monthly plan taken over by the vehicle's new owner on a transfer (DESIGN §9.3). The transfers
 * module decides; this is the Direct Debit's part: what is left to collect, the new owner's mandate
 * request, the move of the remaining instalments to a schedule on their mandate, and the record.
 * Each instalment keeps its number and amount and moves once, so nothing is collected twice and
 * nothing is refunded: the seller's plan keeps what it collected and ends as `transferred`.
 */

/** What the new owner would take over of a warranty's live plan. */
export interface Takeover {
  plan: DirectDebitPlanRow;
  /** Still to collect, in order. */
  remaining: DirectDebitInstalmentRow[];
  /** A collection at the seller's bank now: it stays the seller's, and the takeover waits for it. */
  underWay: { chargeDate: string; amount: number } | null;
  /** Pence of failed collections not yet made good. */
  arrears: number;
}

/**
 * Still to collect: scheduled, and never failed. `cancelled` too, as the seller's schedule may
 * have been stopped (and its cancellation applied by a webhook) before a crash kept the move from
 * being recorded; in a live plan nothing else cancels an instalment.
 */
const stillToCollect = (instalments: readonly DirectDebitInstalmentRow[]) =>
  instalments.filter((i) => (i.status === 'scheduled' || i.status === 'cancelled') && i.failureCause === null);

/** The warranty's live plan and what is left of it; null when it has none (paid in full, or all collected). */
export async function takeoverOf(db: Executor, warrantyId: string): Promise<Takeover | null> {
  const plan = await plansRepository(db).liveOfWarranty(warrantyId);
  if (!plan) return null;
  const instalments = await instalmentsOf(db, plan.id);
  const submitted = instalments.find((i) => i.status === 'submitted');
  return {
    plan,
    remaining: stillToCollect(instalments),
    underWay: submitted ? { chargeDate: submitted.chargeDate, amount: submitted.amount } : null,
    arrears: arrearsOf(instalments),
  };
}

/** The instalments as the domain's words need them. */
export const takenOver = (remaining: readonly DirectDebitInstalmentRow[]): TakenOverInstalment[] =>
  remaining.map((i) => ({ number: i.number, amount: i.amount, chargeDate: i.chargeDate }));

/** The new owner's mandate request and the provider's page for their bank details. */
export async function requestTakeoverMandate(
  ctx: DirectDebitContext,
  input: { transferId: string; plan: DirectDebitPlanRow; payer: Payer; returnUrl: string; exitUrl: string },
): Promise<{ requestId: string; authorisationUrl: string }> {
  const request = await ctx.gocardless.requestMandate(`takeover-${input.transferId}-${randomUUID()}`, {
    kind: 'transfer-takeover',
    planReference: input.plan.reference,
    transferId: input.transferId,
  });
  const authorisationUrl = await ctx.gocardless.bankDetailsPage({
    mandateRequestId: request.id,
    returnUrl: input.returnUrl,
    exitUrl: input.exitUrl,
    payer: input.payer,
  });
  return { requestId: request.id, authorisationUrl };
}

/** The new owner's mandate, once they have confirmed their bank details on the provider's page (409 before). */
export async function confirmedMandate(ctx: DirectDebitContext, requestId: string): Promise<ProviderMandate> {
  const request = await ctx.gocardless.mandateRequest(requestId);
  if (request.status !== 'fulfilled' || !request.mandateId) throw directDebitErrors.takeoverNotConfirmed();
  return ctx.gocardless.mandate(request.mandateId);
}

/** The remaining instalments on a schedule on the new owner's mandate, as the provider made them. */
export interface MovedSchedule {
  mandate: ProviderMandate;
  scheduleId: string | null;
  /** Our instalment and the provider's payment that now collects it. */
  moves: {
    instalment: DirectDebitInstalmentRow;
    paymentId: string;
    chargeDate: string;
    status: ProviderCollection['status'];
  }[];
}

/**
 * At the provider, after the takeover is decided: the seller's schedule stopped first (nothing of
 * it can be collected any more), then the remaining instalments scheduled on the new owner's
 * mandate, keyed by the transfer so a retry after a crash finds the schedule already made.
 */
export async function moveToNewMandate(
  ctx: DirectDebitContext,
  input: { transferId: string; plan: DirectDebitPlanRow; mandate: ProviderMandate; today: string },
): Promise<MovedSchedule> {
  const remaining = stillToCollect(await instalmentsOf(ctx.db, input.plan.id));
  await stopAtProvider(ctx, input.plan, 'schedule');
  const dated = datesOnNewMandate(remaining, input.today, input.mandate.earliestChargeDate);
  if (dated.length === 0) return { mandate: input.mandate, scheduleId: null, moves: [] };
  const schedule = await ctx.gocardless.scheduleCollections({
    key: `takeover-${input.transferId}`,
    name: `Warranty plan ${input.plan.reference} (taken over)`,
    mandateId: input.mandate.id,
    totalPence: dated.reduce((sum, i) => sum + i.amount, 0),
    instalments: dated.map((i) => ({ chargeDate: i.chargeDate, amountPence: i.amount })),
    planReference: input.plan.reference,
  });
  const payments = [...(await ctx.gocardless.collectionsOf(schedule.id))].sort((a, b) =>
    a.chargeDate.localeCompare(b.chargeDate),
  );
  if (payments.length !== remaining.length) {
    throw new Error(`Schedule ${schedule.id} has ${payments.length} payments for ${remaining.length} instalments`);
  }
  return {
    mandate: input.mandate,
    scheduleId: schedule.id,
    moves: remaining.map((instalment, index) => {
      const payment = payments[index]!;
      return { instalment, paymentId: payment.id, chargeDate: payment.chargeDate, status: payment.status };
    }),
  };
}

/**
 * In the transfer's transaction: the new owner's plan (its own KD reference, active on their
 * mandate and schedule), the remaining instalments moved to it with their new payments, and the
 * seller's plan ended as `transferred` today. Answers the new plan and its instalments.
 */
export async function recordTakeover(
  tx: Tx,
  input: { transferId: string; sellerPlanId: string; newOwnerId: string; moved: MovedSchedule; today: string },
): Promise<{ plan: DirectDebitPlanRow; instalments: DirectDebitInstalmentRow[] }> {
  const seller = await lockPlan(tx, input.sellerPlanId);
  if (!seller || !isLivePlan(seller.status)) throw new Error(`Plan ${input.sellerPlanId} is no longer live`);
  const plans = plansRepository(tx);
  const plan = await plans.insertTakeover({
    userId: input.newOwnerId,
    transferId: input.transferId,
    warrantyId: seller.warrantyId,
    totalAmount: input.moved.moves.reduce((sum, m) => sum + m.instalment.amount, 0),
    mandateId: input.moved.mandate.id,
    mandateReference: input.moved.mandate.reference,
    scheduleId: input.moved.scheduleId,
  });
  const instalments = instalmentsRepository(tx);
  for (const move of input.moved.moves) {
    await instalments.moveToPlan(move.instalment.id, plan.id, {
      providerPaymentId: move.paymentId,
      chargeDate: move.chargeDate,
      status: move.status,
    });
  }
  await plans.endTransferred(seller.id, input.today);
  return { plan, instalments: await instalmentsOf(tx, plan.id) };
}

/** After the transfer is recorded: the seller's mandate cancelled, unless another live plan collects on it. */
export async function stopSellerMandate(ctx: DirectDebitContext, sellerPlan: DirectDebitPlanRow): Promise<void> {
  await stopAtProvider(ctx, { ...sellerPlan, scheduleId: null }, 'mandate').catch((error: unknown) => {
    if (error instanceof AppError) return;
    ctx.log.warn({ err: error, plan: sellerPlan.reference }, "the seller's mandate was not cancelled");
  });
}

/** A new owner's mandate that nothing is collected on (the seller paid the rest meanwhile): cancelled. */
export async function stopUnusedMandate(ctx: DirectDebitContext, mandateId: string): Promise<void> {
  await ctx.gocardless.stopMandate(mandateId).catch((error: unknown) => {
    if (!alreadyDone(error)) throw error;
  });
}

/**
 * The seller's plan held for this takeover once it is decided, in the decision's transaction: no
 * pay-off by card, change of bank details or cancellation starts after it. False when a pay-off or
 * a change of bank details holds it first.
 */
export const holdForTakeover = (tx: Tx, planId: string, transferId: string): Promise<boolean> =>
  plansRepository(tx).holdForTakeover(planId, transferId);
