import type {
  AdminInstalmentAnswer,
  AdminMonthlyPlansAnswer,
  AdminMonthlyPlansQuery,
} from '@kestrel/domain/schemas/direct-debit';
import { instalmentRefundText } from '@kestrel/domain/direct-debit/instalment-refund';
import { PaymentProviderError } from '../../adapters/payments/payment-provider';
import type { DirectDebitInstalmentRow, DirectDebitPlanRow, TransactionRow } from '../../db/schema';
import { recordAudit } from '../audit';
import { paymentsOf, refundPart } from '../warranties';
import type { DirectDebitContext } from './context';
import { directDebitErrors, directDebitUnavailable } from './errors';
import { instalmentsRepository } from './instalments-repository';
import { planListsRepository } from './plan-lists-repository';
import { instalmentsOf, planByWarranty, planView } from './plan-view';
import { plansRepository } from './plans-repository';
import { recordInstalmentRefund, refundTransaction } from './provider-actions';
import { receiptsRepository } from './receipts-repository';

const PAGE_SIZE = 25;

/** The back office's monthly plans (DESIGN §8.2), newest first, filtered by where they stand. */
export async function monthlyPlansList(
  ctx: Pick<DirectDebitContext, 'db'>,
  query: AdminMonthlyPlansQuery,
): Promise<AdminMonthlyPlansAnswer> {
  const rows = await planListsRepository(ctx.db).adminPage(query.filter, query.page, PAGE_SIZE);
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
  if (!plan) throw directDebitErrors.notMonthly();
  const instalment = (await instalmentsOf(ctx.db, plan.id)).find((i) => i.number === number);
  if (!instalment) throw directDebitErrors.noSuchInstalment(number);
  return { plan, instalment };
}

const refused = directDebitErrors.refused;

async function answer(ctx: DirectDebitContext, plan: DirectDebitPlanRow, message: string) {
  const now = await plansRepository(ctx.db).byId(plan.id);
  return { message, plan: await planView(ctx.db, now!) } satisfies AdminInstalmentAnswer;
}

/**
 * Staff's "retry now" of a failed collection (DESIGN §8.2): GoCardless asked to collect it again,
 * claimed first (the instalment's `retried_at`) so two clicks or the job never ask twice. Not for
 * one already paid by card, cancelled, or whose plan has ended. Audited.
 */
export async function retryNow(ctx: DirectDebitContext, staffId: string, warrantyId: string, number: number) {
  const { plan, instalment } = await instalmentOf(ctx, warrantyId, number);
  if (instalment.status !== 'failed' || !instalment.providerPaymentId)
    throw refused('Only a failed collection can be retried.');
  if (plan.status === 'cancelled' || plan.status === 'completed') throw refused('This plan has ended.');
  const instalments = instalmentsRepository(ctx.db);
  if (!(await instalments.claimRetry(instalment.id, true)))
    throw refused('A retry of this collection has already been asked for.');
  let status: DirectDebitInstalmentRow['status'];
  try {
    status = (await ctx.gocardless.retryCollection(instalment.providerPaymentId)).status;
  } catch (error) {
    await instalments.releaseRetry(instalment.id);
    directDebitUnavailable(error, "We couldn't reach GoCardless to retry the payment. Nothing has changed.");
  }
  await ctx.db.transaction(async (tx) => {
    await instalmentsRepository(tx).update(instalment.id, { status });
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
 * Staff's refund of one collected instalment (DESIGN §8.2), in full, the way it was paid: a Direct
 * Debit collection through GoCardless (our transaction's id as the Idempotency-Key), one missed and
 * then paid by card through PayPal's refund of its share of that card payment (`refundPart`, under
 * an id of its own). Either way two clicks make one refund, and the instalment becomes `refunded`
 * with the refund's receipt, once. Audited.
 */
export async function refundInstalment(ctx: DirectDebitContext, staffId: string, warrantyId: string, number: number) {
  const { plan, instalment } = await instalmentOf(ctx, warrantyId, number);
  if (instalment.status === 'refunded') return answer(ctx, plan, `Instalment ${number} is already refunded.`);
  const paid = instalment.transactionId ? await receiptsRepository(ctx.db).byId(instalment.transactionId) : null;
  if (instalment.status !== 'collected' || !paid) throw refused('Only a collected payment can be refunded.');
  const refund =
    paid.provider === 'gocardless'
      ? await refundTransaction(ctx, paid, [instalment]).catch((error: unknown) =>
          directDebitUnavailable(error, "We couldn't reach GoCardless to make the refund. Nothing has changed."),
        )
      : await refundCardShare(ctx, paid, instalment);
  await ctx.db.transaction(async (tx) => {
    if (!(await recordInstalmentRefund(tx, instalment.id, refund))) return;
    await recordAudit(tx, {
      actorId: staffId,
      action: 'direct-debit.refunded',
      subjectType: 'warranty',
      subjectId: warrantyId,
      before: { instalment: number, status: 'collected' },
      after: { instalment: number, status: 'refunded', amount: refund.amount, provider: paid.provider },
    });
  });
  return answer(ctx, plan, instalmentRefundText(number, instalment.amount, paid.provider).done);
}

/** Our id for the refund of an instalment's share of a card payment: never the whole payment's. */
export const instalmentRefundId = (instalment: Pick<DirectDebitInstalmentRow, 'id'>) =>
  `refund-instalment-${instalment.id}`;

/** An instalment paid by card: its own amount refunded from the card payment at PayPal, once. */
async function refundCardShare(ctx: DirectDebitContext, paid: TransactionRow, instalment: DirectDebitInstalmentRow) {
  const payment = (await paymentsOf(ctx.db, paid.warrantyId!)).find((p) => p.payment.id === paid.id);
  if (!payment) throw refused('The card payment of this instalment cannot be found.');
  try {
    return await refundPart(
      ctx.provider,
      payment,
      { requestId: instalmentRefundId(instalment), amountPence: instalment.amount },
      `Refund of monthly instalment ${instalment.number}.`,
    );
  } catch (error) {
    if (error instanceof PaymentProviderError) throw directDebitErrors.paypalInstalmentRefundUnavailable();
    throw error;
  }
}
