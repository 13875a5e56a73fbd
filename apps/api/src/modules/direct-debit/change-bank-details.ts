import { randomUUID } from 'node:crypto';
import { datesOnNewMandate } from '@kestrel/domain/direct-debit/mandate-change';
import { type ChangeBankDetailsAnswer, isLivePlan, type MonthlyPlanView } from '@kestrel/domain/schemas/direct-debit';
import { londonToday } from '@kestrel/domain/uk/london-date';
import type { DirectDebitPlanRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { recordAudit } from '../audit';
import type { DirectDebitContext } from './context';
import { coverRepository } from './cover-repository';
import { directDebitErrors, directDebitUnavailable } from './errors';
import { instalmentsRepository } from './instalments-repository';
import { planListsRepository } from './plan-lists-repository';
import { instalmentsOf, planView } from './plan-view';
import { plansRepository } from './plans-repository';
import { stopAtProvider } from './provider-actions';
import { payerOf } from './start-monthly';

/** Where GoCardless sends the customer back: the dashboard, which finishes the change once. */
export const bankDetailsReturnPath = (warrantyId: string) =>
  `/dashboard/user-dashboard?bank-details=${encodeURIComponent(warrantyId)}#monthly-payments`;

async function livePlan(ctx: DirectDebitContext, userId: string, warrantyId: string) {
  const row = await plansRepository(ctx.db).withWarranty(warrantyId, userId);
  if (!row) throw directDebitErrors.notYourMonthlyWarranty();
  if (!isLivePlan(row.plan.status)) throw directDebitErrors.planEnded();
  if (row.plan.payoffOrderId) throw directDebitErrors.payOffUnderWay();
  if (row.plan.takeoverTransferId) throw directDebitErrors.takeoverUnderWay();
  return row.plan;
}

/**
 * POST /api/warranty/{id}/direct-debit/bank-details: a new mandate through the provider's mandate
 * request and its hosted page (DESIGN §8.2). The request is kept on the plan until the
 * customer is back; nothing about the current Direct Debit changes until then.
 */
export async function startBankDetailsChange(
  ctx: DirectDebitContext,
  userId: string,
  warrantyId: string,
): Promise<ChangeBankDetailsAnswer> {
  const plan = await livePlan(ctx, userId, warrantyId);
  if ((await instalmentsOf(ctx.db, plan.id)).some((i) => i.status === 'submitted'))
    throw directDebitErrors.collectionUnderWay();
  const customer = await coverRepository(ctx.db).payerOf(userId);
  try {
    const request = await ctx.gocardless.requestMandate(`change-${plan.id}-${randomUUID()}`, {
      kind: 'bank-details-change',
      planReference: plan.reference,
      replacesMandateId: plan.mandateId,
    });
    await plansRepository(ctx.db).startChange(plan.id, request.id);
    const authorisationUrl = await ctx.gocardless.bankDetailsPage({
      mandateRequestId: request.id,
      returnUrl: `${ctx.baseUrl}${bankDetailsReturnPath(warrantyId)}`,
      exitUrl: `${ctx.baseUrl}/dashboard/user-dashboard#monthly-payments`,
      payer: payerOf(customer),
    });
    return { authorisationUrl };
  } catch (error) {
    return directDebitUnavailable(
      error,
      "We couldn't reach our Direct Debit provider just now. Your Direct Debit is unchanged: please try again in a moment.",
    );
  }
}

/**
 * Back from the bank-details page: the new mandate read from GoCardless, the old schedule
 * cancelled and the instalments still to come put on a new schedule on the new mandate (keyed by
 * the billing request, so a retry after a crash finds it made), then in one transaction the plan
 * takes the new mandate and schedule, once; the old mandate is cancelled last. Audited.
 */
export async function completeBankDetailsChange(
  ctx: DirectDebitContext,
  userId: string,
  warrantyId: string,
  today = londonToday(),
): Promise<MonthlyPlanView> {
  const plan = await livePlan(ctx, userId, warrantyId);
  const requestId = plan.changeBillingRequestId;
  if (!requestId) return planView(ctx.db, plan);
  // Still to collect; `cancelled` too, as the old schedule's cancellation may have been applied
  // (a webhook, the job) before a crash kept our write from happening.
  const remaining = (await instalmentsOf(ctx.db, plan.id)).filter(
    (i) => (i.status === 'scheduled' || i.status === 'cancelled') && i.failureCause === null,
  );
  let moved;
  try {
    const request = await ctx.gocardless.mandateRequest(requestId);
    if (request.status !== 'fulfilled' || !request.mandateId) throw directDebitErrors.newBankDetailsNotConfirmed();
    const mandate = await ctx.gocardless.mandate(request.mandateId);
    await stopAtProvider(ctx, plan, 'schedule');
    const dated = datesOnNewMandate(remaining, today, mandate.earliestChargeDate);
    const schedule =
      dated.length === 0
        ? null
        : await ctx.gocardless.scheduleCollections({
            key: `${plan.id}-${requestId}`,
            name: `Warranty plan ${plan.reference}`,
            mandateId: mandate.id,
            totalPence: dated.reduce((sum, i) => sum + i.amount, 0),
            instalments: dated.map((i) => ({ chargeDate: i.chargeDate, amountPence: i.amount })),
            planReference: plan.reference,
          });
    const payments = schedule ? await ctx.gocardless.collectionsOf(schedule.id) : [];
    moved = { mandate, schedule, payments: [...payments].sort((a, b) => a.chargeDate.localeCompare(b.chargeDate)) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    return directDebitUnavailable(
      error,
      "We couldn't reach our Direct Debit provider just now. Please try again in a moment: your new bank details are kept.",
    );
  }

  const oldMandate = plan.mandateId;
  const changed = await ctx.db.transaction(async (tx) => {
    const won = await plansRepository(tx).takeNewMandate(plan.id, requestId, {
      mandateId: moved.mandate.id,
      mandateReference: moved.mandate.reference,
      ...(moved.schedule ? { scheduleId: moved.schedule.id } : {}),
    });
    if (!won) return false;
    const instalments = instalmentsRepository(tx);
    for (const [index, instalment] of remaining.entries()) {
      const payment = moved.payments[index];
      if (!payment) continue;
      await instalments.update(instalment.id, {
        providerPaymentId: payment.id,
        chargeDate: payment.chargeDate,
        status: payment.status,
      });
    }
    await recordAudit(tx, {
      actorId: userId,
      action: 'direct-debit.mandate-changed',
      subjectType: 'warranty',
      subjectId: warrantyId,
      before: { mandate: oldMandate, schedule: plan.scheduleId },
      after: { mandate: moved.mandate.id, schedule: moved.schedule?.id ?? plan.scheduleId, moved: remaining.length },
    });
    return true;
  });
  if (changed && oldMandate && oldMandate !== moved.mandate.id) {
    await stopAtProvider(ctx, { id: plan.id, scheduleId: null, mandateId: oldMandate }, 'mandate').catch(
      (error: unknown) => ctx.log.warn({ err: error, plan: plan.reference }, 'the old mandate was not cancelled'),
    );
  }
  const now = await plansRepository(ctx.db).byId(plan.id);
  return planView(ctx.db, now as DirectDebitPlanRow);
}

/**
 * The job's part (DESIGN §8.2): a change of bank details whose customer filled in GoCardless's page
 * but never came back to the dashboard is finished as the return would (a change still waiting at
 * GoCardless, or GoCardless unreachable, is left for the next run).
 */
export async function finishBankDetailsChanges(ctx: DirectDebitContext, today: string): Promise<void> {
  const waiting = await planListsRepository(ctx.db).changingBankDetails();
  for (const plan of waiting) {
    if (!plan.warrantyId) continue;
    await completeBankDetailsChange(ctx, plan.userId, plan.warrantyId, today).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
    });
  }
}
