import { instalmentStatusOf } from '@kestrel/domain/direct-debit/instalment-status';
import type {
  AdminInstalmentAnswer,
  AdminMonthlyPlansAnswer,
  AdminMonthlyPlansQuery,
} from '@kestrel/domain/schemas/direct-debit';
import { errorCodes } from '@kestrel/domain/schemas/errors';
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  directDebitInstalments,
  directDebitPlans,
  transactions,
  users,
  warranties,
  type DirectDebitInstalmentRow,
  type DirectDebitPlanRow,
} from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { recordAudit } from '../audit';
import { gocardlessUnavailable, type DirectDebitContext } from './direct-debit-context';
import { instalmentsOf, planByWarranty, planView } from './plan-view';
import { recordInstalmentRefund, refundTransaction } from './provider-actions';

const PAGE_SIZE = 25;

const filters: Record<AdminMonthlyPlansQuery['filter'], SQL | undefined> = {
  all: undefined,
  arrears: eq(directDebitPlans.status, 'in-arrears'),
  suspended: eq(directDebitPlans.status, 'suspended'),
  cancelled: eq(directDebitPlans.status, 'cancelled'),
};

/** The back office's monthly plans (issue 19), newest first, filtered by where they stand. */
export async function monthlyPlansList(
  ctx: Pick<DirectDebitContext, 'db'>,
  query: AdminMonthlyPlansQuery,
): Promise<AdminMonthlyPlansAnswer> {
  const where = filters[query.filter];
  const rows = await ctx.db
    .select({
      plan: directDebitPlans,
      warrantyReference: warranties.reference,
      registration: warranties.registration,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(directDebitPlans)
    .innerJoin(warranties, eq(warranties.id, directDebitPlans.warrantyId))
    .innerJoin(users, eq(users.id, directDebitPlans.userId))
    .where(where)
    .orderBy(desc(directDebitPlans.createdAt), desc(directDebitPlans.id))
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  return {
    plans: rows.map((r) => ({
      reference: r.plan.reference,
      status: r.plan.status,
      warranty_id: r.plan.warrantyId!,
      warranty_reference: r.warrantyReference,
      registration: r.registration,
      customer: { name: `${r.firstname} ${r.lastname}`.trim(), email: r.email },
      amount: r.plan.totalAmount,
      first_failed_on: r.plan.firstFailedOn,
      cancelled_on: r.plan.cancelledOn,
      cancel_reason: r.plan.cancelReason,
    })),
    page: query.page,
    pageSize: PAGE_SIZE,
    total: rows[0]?.total ?? 0,
  };
}

async function instalmentOf(ctx: DirectDebitContext, warrantyId: string, number: number) {
  const plan = await planByWarranty(ctx.db, warrantyId);
  if (!plan) throw notFound('This warranty is not paid monthly.');
  const instalment = (await instalmentsOf(ctx.db, plan.id)).find((i) => i.number === number);
  if (!instalment) throw notFound(`This plan has no instalment ${number}.`);
  return { plan, instalment };
}

const refused = (message: string) => new AppError(409, errorCodes.conflict, message);

async function answer(ctx: DirectDebitContext, plan: DirectDebitPlanRow, message: string) {
  const [now] = await ctx.db.select().from(directDebitPlans).where(eq(directDebitPlans.id, plan.id));
  return { message, plan: await planView(ctx.db, now!) } satisfies AdminInstalmentAnswer;
}

/**
 * Staff's "retry now" of a failed collection (issue 19): GoCardless asked to collect it again,
 * claimed first (the instalment's `retried_at`) so two clicks or the job never ask twice. Not for
 * one already paid by card, cancelled, or whose plan has ended. Audited.
 */
export async function retryNow(ctx: DirectDebitContext, staffId: string, warrantyId: string, number: number) {
  const { plan, instalment } = await instalmentOf(ctx, warrantyId, number);
  if (instalment.status !== 'failed' || !instalment.providerPaymentId)
    throw refused('Only a failed collection can be retried.');
  if (plan.status === 'cancelled' || plan.status === 'completed') throw refused('This plan has ended.');
  const [claimed] = await ctx.db
    .update(directDebitInstalments)
    .set({ retriedAt: sql`now()` })
    .where(
      and(
        eq(directDebitInstalments.id, instalment.id),
        eq(directDebitInstalments.status, 'failed'),
        isNull(directDebitInstalments.retriedAt),
      ),
    )
    .returning();
  if (!claimed) throw refused('A retry of this collection has already been asked for.');
  let status: DirectDebitInstalmentRow['status'];
  try {
    status = instalmentStatusOf((await ctx.gocardless.retryPayment(instalment.providerPaymentId)).status);
  } catch (error) {
    await ctx.db
      .update(directDebitInstalments)
      .set({ retriedAt: null })
      .where(eq(directDebitInstalments.id, instalment.id));
    gocardlessUnavailable(error, "We couldn't reach GoCardless to retry the payment. Nothing has changed.");
  }
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(directDebitInstalments)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(directDebitInstalments.id, instalment.id));
    await recordAudit(tx, {
      actorId: staffId,
      action: 'direct-debit.retried',
      subjectType: 'warranty',
      subjectId: warrantyId,
      before: { instalment: number, status: 'failed' },
      after: { instalment: number, status },
    });
  });
  return answer(ctx, plan, `GoCardless will collect instalment ${number} again.`);
}

/**
 * Staff's refund of one collection made by Direct Debit (issue 19), in full through GoCardless:
 * our transaction's id is the Idempotency-Key, so two clicks make one refund, and the instalment
 * becomes `refunded` with the refund's receipt, once. Audited.
 */
export async function refundInstalment(ctx: DirectDebitContext, staffId: string, warrantyId: string, number: number) {
  const { plan, instalment } = await instalmentOf(ctx, warrantyId, number);
  if (instalment.status === 'refunded') return answer(ctx, plan, `Instalment ${number} is already refunded.`);
  const [paid] = instalment.transactionId
    ? await ctx.db.select().from(transactions).where(eq(transactions.id, instalment.transactionId))
    : [];
  if (instalment.status !== 'collected' || !paid) throw refused('Only a collected payment can be refunded.');
  if (paid.provider !== 'gocardless')
    throw refused('This instalment was paid by card: refund it from the PayPal payment.');
  const refund = await refundTransaction(ctx, paid, [instalment]).catch((error: unknown) =>
    gocardlessUnavailable(error, "We couldn't reach GoCardless to make the refund. Nothing has changed."),
  );
  await ctx.db.transaction(async (tx) => {
    if (!(await recordInstalmentRefund(tx, instalment.id, refund))) return;
    await recordAudit(tx, {
      actorId: staffId,
      action: 'direct-debit.refunded',
      subjectType: 'warranty',
      subjectId: warrantyId,
      before: { instalment: number, status: 'collected' },
      after: { instalment: number, status: 'refunded', amount: refund.amount },
    });
  });
  return answer(ctx, plan, `Instalment ${number} has been refunded.`);
}
