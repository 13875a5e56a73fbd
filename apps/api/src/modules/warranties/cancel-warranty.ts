import { setTimeout as sleep } from 'node:timers/promises';
import type { CancelAnswer } from '@kestrel/domain/schemas/dashboard';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { cancellable, standingStatuses } from '@kestrel/domain/warranty/warranty-status';
import { cancellationInProgress } from '../../lib/errors';
import { queueEmail } from '../outbox';
import { refundEmail } from './cancellation-email';
import type { WarrantiesContext } from './context';
import { customerWarranties, type WarrantyRecord } from './customer-warranties-repository';
import { warrantyErrors } from './errors';
import { claimForRefund, recordRefunds, refundsOf, type RefundRow } from './refund-repository';
import { refundPayments, settleRefundClaim, type RefundWords } from './refund-warranty';
import type { WarrantyRow } from '../../db/schema';
import { claimMadeOn, customerContact } from './repository';
import { warrantyView } from './warranty-view';

/** What a cancellation needs of the module's context. */
export type CancellationContext = Pick<WarrantiesContext, 'db' | 'provider'>;

const WAIT_FOR_OTHER_MS = 20_000;
const POLL_MS = 100;

/** When another caller holds a cancellation: its deadline, then a wait before looking again. */
export const otherCancellerDeadline = () => Date.now() + WAIT_FOR_OTHER_MS;
export async function waitForOtherCanceller(deadline: number): Promise<void> {
  if (Date.now() > deadline) throw cancellationInProgress();
  await sleep(POLL_MS);
}

/**
 * POST /api/warranty/cancel/{id}: the cooling-off cancellation (DESIGN §2). Within 14 days of
 * purchase and before any claim, every payment on the warranty is refunded in full through the
 * payment provider, the warranty becomes cancelled, the refunds join the transaction history and
 * an e-mail confirms it. One caller at a time holds the warranty (a conditional UPDATE); a double
 * click waits for the first click's outcome. Refund request ids are ours (one per payment), so a
 * retry after a crash gets PayPal's first refund back rather than a second one.
 */
export async function cancelWarranty(ctx: CancellationContext, userId: string, id: string): Promise<CancelAnswer> {
  let record = await customerWarranties.get(ctx.db, userId, id);
  const deadline = otherCancellerDeadline();
  for (;;) {
    if (record.warranty.status === 'cancelled') return answer(ctx, record);
    assertCancellable(record);
    await assertNoClaim(ctx, id);
    // The owner's own warranty (found above), so the claim needs no second owner check.
    const claimed = await claimForRefund(ctx.db, id, {
      cause: 'cooling-off',
      actorId: userId,
      actorKind: 'customer',
      decidedOn: londonToday(),
    });
    if (claimed) return refundAndCancel(ctx, record);
    await waitForOtherCanceller(deadline);
    record = await customerWarranties.get(ctx.db, userId, id);
  }
}

function assertCancellable({ warranty, orderProvider }: WarrantyRecord) {
  if (orderProvider === 'gocardless') throw warrantyErrors.monthlyPlan();
  const facts = {
    status: warranty.status,
    balanceDue: warranty.balanceDue,
    purchasedOn: londonToday(warranty.createdAt),
    expiryDate: warranty.expiryDate,
  };
  if (cancellable(facts, londonToday())) return;
  throw standingStatuses.includes(facts.status) ? warrantyErrors.coolingOffEnded() : warrantyErrors.alreadyEnded();
}

/** The FAQ's rule (DESIGN §8.1 "Cooling-off"): once any claim is made, the warranty is not cancelled for a refund. */
async function assertNoClaim(ctx: CancellationContext, warrantyId: string) {
  if (await claimMadeOn(ctx.db, warrantyId)) throw warrantyErrors.claimMade();
}

/** What the cooling-off refund says to PayPal and, when PayPal does not confirm it, to the customer. */
const COOLING_OFF: RefundWords = {
  note: 'Cancelled within the 14-day cooling-off period: full refund.',
  unreachable:
    "We couldn't reach PayPal to refund you just now, so your warranty has not been cancelled. Please try again in a moment.",
  unconfirmed:
    'PayPal has not yet confirmed your refund. We will finish cancelling your warranty within a few minutes and e-mail you when it is done; there is no need to try again.',
};

async function refundAndCancel(ctx: CancellationContext, record: WarrantyRecord): Promise<CancelAnswer> {
  const { warranty } = record;
  const refunds = await refundPayments(ctx.db, ctx.provider, warranty.id, COOLING_OFF);
  await recordCancellation(ctx, warranty, refunds);
  return answer(ctx, await customerWarranties.get(ctx.db, warranty.userId, warranty.id));
}

/** The refunds, the cancelled status and the e-mail together, once: a second finisher changes nothing. */
async function recordCancellation(ctx: CancellationContext, warranty: WarrantyRow, refunds: RefundRow[]) {
  return ctx.db.transaction(async (tx) => {
    if (!(await recordRefunds(tx, warranty.id, refunds, 'cancelled'))) return false;
    const customer = await customerContact(tx, warranty.userId);
    const total = refunds.reduce((sum, refund) => sum + refund.amount, 0);
    if (customer) await queueEmail(tx, refundEmail(customer, warranty, total));
    return true;
  });
}

/**
 * The refund-claims job's end of a cooling-off cancellation whose caller died or gave up: what
 * PayPal holds is recorded and the warranty cancelled with its e-mail, or, when PayPal never saw
 * the refund, the claim is released and the warranty stands as before.
 */
export async function finishCancellation(ctx: CancellationContext, warranty: WarrantyRow) {
  const refunds = await settleRefundClaim(ctx.db, ctx.provider, warranty.id, COOLING_OFF.note);
  if (!refunds) return 'released' as const;
  // Another finisher recorded it first: nothing more to do here.
  return (await recordCancellation(ctx, warranty, refunds)) ? ('recorded' as const) : ('waiting' as const);
}

async function answer(ctx: CancellationContext, record: WarrantyRecord): Promise<CancelAnswer> {
  const refunds = await refundsOf(ctx.db, record.warranty.id);
  const refunded = refunds.reduce((sum, refund) => sum + refund.amount, 0);
  return {
    message: 'Your warranty has been cancelled. Your refund is on its way to your PayPal account.',
    warranty: warrantyView(record, londonToday()),
    refunded,
  };
}
