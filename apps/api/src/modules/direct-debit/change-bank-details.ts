import { randomUUID } from 'node:crypto';
import { instalmentStatusOf } from '@kestrel/domain/direct-debit/instalment-status';
import { datesOnNewMandate } from '@kestrel/domain/direct-debit/mandate-change';
import {
  type ChangeBankDetailsAnswer,
  isLivePlan,
  livePlanStatuses,
  type MonthlyPlanView,
} from '@kestrel/domain/schemas/direct-debit';
import { errorCodes } from '@kestrel/domain/schemas/errors';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { directDebitInstalments, directDebitPlans, users, warranties, type DirectDebitPlanRow } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { recordAudit } from '../audit';
import { gocardlessUnavailable, type DirectDebitContext } from './direct-debit-context';
import { instalmentsOf, planView } from './plan-view';
import { stopAtGocardless } from './provider-actions';

/** Where GoCardless sends the customer back: the dashboard, which finishes the change once. */
export const bankDetailsReturnPath = (warrantyId: string) =>
  `/dashboard/user-dashboard?bank-details=${encodeURIComponent(warrantyId)}#monthly-payments`;

async function livePlan(ctx: DirectDebitContext, userId: string, warrantyId: string) {
  const [row] = await ctx.db
    .select({ plan: directDebitPlans })
    .from(directDebitPlans)
    .innerJoin(warranties, eq(warranties.id, directDebitPlans.warrantyId))
    .where(and(eq(warranties.id, warrantyId), eq(warranties.userId, userId)));
  if (!row) throw notFound('This warranty is not paid monthly, or is not yours.');
  if (!isLivePlan(row.plan.status))
    throw new AppError(409, errorCodes.conflict, 'This plan has ended, so there are no payments left to move.');
  return row.plan;
}

/**
 * POST /api/warranty/{id}/direct-debit/bank-details: a new mandate through a GoCardless billing
 * request and its hosted page (issue 19). The billing request is kept on the plan until the
 * customer is back; nothing about the current Direct Debit changes until then.
 */
export async function startBankDetailsChange(
  ctx: DirectDebitContext,
  userId: string,
  warrantyId: string,
): Promise<ChangeBankDetailsAnswer> {
  const plan = await livePlan(ctx, userId, warrantyId);
  if ((await instalmentsOf(ctx.db, plan.id)).some((i) => i.status === 'submitted'))
    throw new AppError(
      409,
      errorCodes.conflict,
      'A payment is being collected from your bank right now. Please change your bank details once it has been taken, in a few days.',
    );
  const [customer] = await ctx.db
    .select({ email: users.email, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(eq(users.id, userId));
  try {
    const request = await ctx.gocardless.createBillingRequest(`change-${plan.id}-${randomUUID()}`, {
      plan: plan.reference,
      change_of: plan.mandateId ?? '',
    });
    await ctx.db
      .update(directDebitPlans)
      .set({ changeBillingRequestId: request.id, updatedAt: sql`now()` })
      .where(eq(directDebitPlans.id, plan.id));
    const flow = await ctx.gocardless.createBillingRequestFlow({
      billingRequest: request.id,
      redirectUri: `${ctx.baseUrl}${bankDetailsReturnPath(warrantyId)}`,
      exitUri: `${ctx.baseUrl}/dashboard/user-dashboard#monthly-payments`,
      customer: customer
        ? { given_name: customer.firstname, family_name: customer.lastname, email: customer.email }
        : {},
    });
    return { authorisationUrl: flow.authorisation_url };
  } catch (error) {
    return gocardlessUnavailable(
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
    const request = await ctx.gocardless.getBillingRequest(requestId);
    const mandateId = request.links.mandate_request_mandate;
    if (request.status !== 'fulfilled' || !mandateId)
      throw new AppError(
        409,
        errorCodes.paymentNotCompleted,
        'Your new bank details have not been confirmed yet. Please finish entering them, or keep your current Direct Debit.',
      );
    const mandate = await ctx.gocardless.getMandate(mandateId);
    await stopAtGocardless(ctx, plan, 'schedule');
    const dated = datesOnNewMandate(remaining, today, mandate.next_possible_charge_date ?? null);
    const schedule =
      dated.length === 0
        ? null
        : await ctx.gocardless.createInstalmentSchedule({
            ourId: `${plan.id}-${requestId}`,
            name: `Warranty plan ${plan.reference}`,
            mandate: mandate.id,
            totalAmount: dated.reduce((sum, i) => sum + i.amount, 0),
            instalments: dated,
            metadata: { plan: plan.reference },
          });
    const payments = schedule ? await ctx.gocardless.listPayments({ instalmentSchedule: schedule.id }) : [];
    moved = { mandate, schedule, payments: [...payments].sort((a, b) => a.charge_date.localeCompare(b.charge_date)) };
  } catch (error) {
    if (error instanceof AppError) throw error;
    return gocardlessUnavailable(
      error,
      "We couldn't reach our Direct Debit provider just now. Please try again in a moment: your new bank details are kept.",
    );
  }

  const oldMandate = plan.mandateId;
  const changed = await ctx.db.transaction(async (tx) => {
    const [won] = await tx
      .update(directDebitPlans)
      .set({
        mandateId: moved.mandate.id,
        mandateReference: moved.mandate.reference ?? null,
        ...(moved.schedule ? { scheduleId: moved.schedule.id } : {}),
        changeBillingRequestId: null,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(directDebitPlans.id, plan.id),
          eq(directDebitPlans.changeBillingRequestId, requestId),
          inArray(directDebitPlans.status, [...livePlanStatuses]),
        ),
      )
      .returning();
    if (!won) return false;
    for (const [index, instalment] of remaining.entries()) {
      const payment = moved.payments[index];
      if (!payment) continue;
      await tx
        .update(directDebitInstalments)
        .set({
          providerPaymentId: payment.id,
          chargeDate: payment.charge_date,
          status: instalmentStatusOf(payment.status),
          updatedAt: sql`now()`,
        })
        .where(eq(directDebitInstalments.id, instalment.id));
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
    await stopAtGocardless(ctx, { id: plan.id, scheduleId: null, mandateId: oldMandate }, 'mandate').catch(
      (error: unknown) => ctx.log.warn({ err: error, plan: plan.reference }, 'the old mandate was not cancelled'),
    );
  }
  const [now] = await ctx.db.select().from(directDebitPlans).where(eq(directDebitPlans.id, plan.id));
  return planView(ctx.db, now as DirectDebitPlanRow);
}

/**
 * The job's part (issue 19): a change of bank details whose customer filled in GoCardless's page
 * but never came back to the dashboard is finished as the return would (a change still waiting at
 * GoCardless, or GoCardless unreachable, is left for the next run).
 */
export async function finishBankDetailsChanges(ctx: DirectDebitContext, today: string): Promise<void> {
  const waiting = await ctx.db
    .select()
    .from(directDebitPlans)
    .where(
      and(
        isNotNull(directDebitPlans.changeBillingRequestId),
        inArray(directDebitPlans.status, [...livePlanStatuses]),
        lt(directDebitPlans.updatedAt, sql`now() - interval '2 minutes'`),
      ),
    )
    .limit(50);
  for (const plan of waiting) {
    if (!plan.warrantyId) continue;
    await completeBankDetailsChange(ctx, plan.userId, plan.warrantyId, today).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
    });
  }
}
