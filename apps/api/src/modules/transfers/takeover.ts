import { takeoverRefusal } from '@kestrel/domain/warranty/transfer-monthly';
import { acceptRefusal } from '@kestrel/domain/warranty/transfer-rules';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { AppError } from '../../lib/errors';
import {
  confirmedMandate,
  holdForTakeover,
  directDebitUnavailable,
  moveToNewMandate,
  recordTakeover,
  requestTakeoverMandate,
  stopSellerMandate,
  takeoverDirectDebitLines,
  takeoverOf,
  stopUnusedMandate,
  type DirectDebitContext,
} from '../direct-debit';
import { acceptedMessage, assertAcceptable, byToken, handOver } from './accept-transfer';
import type { TransfersContext } from './context';
import { transferErrors } from './errors';
import { transfersRepository } from './transfers-repository';

/**
 * A monthly warranty taken over by the new owner with a Direct Debit of their own (DESIGN §9.3).
 *
 * 1. `startTakeover`: the new owner, signed in, confirms the declaration; we check they may accept,
 *    ask GoCardless for a mandate request and send them to its bank-details page.
 * 2. `completeTakeover`, when they are back (or the job, if they never come back):
 *    a. their mandate read from GoCardless (not confirmed: 409, nothing changed);
 *    b. the decision, once, in a transaction with the warranty held: the transfer still pending, the
 *       link live, the warranty transferable, no collection at the seller's bank; from then on the
 *       seller cannot cancel it nor staff refuse it, and the link does not expire;
 *    c. at GoCardless: the seller's schedule stopped, then the remaining instalments scheduled on the
 *       new owner's mandate (keyed by the transfer: a retry finds it made);
 *    d. in one transaction: the transfer accepted (once), the new owner's plan and the instalments
 *       moved to it, the seller's plan ended as `transferred`, the warranty handed over, the
 *       e-mails and the timeline entry;
 *    e. the seller's mandate cancelled, unless another plan collects on it.
 *    A crash or GoCardless down after (b) leaves a decided takeover that the next call or the job
 *    finishes; each step is safe to repeat.
 */

const directDebitOf = (ctx: TransfersContext): DirectDebitContext => {
  if (!ctx.directDebit) throw transferErrors.monthlyUnavailable();
  return ctx.directDebit;
};

/** Where GoCardless sends the new owner back: a page of ours that finishes the takeover. */
export const takeoverReturnPath = (transferId: string) =>
  `/transfer/direct-debit/return?transfer=${encodeURIComponent(transferId)}`;

/** POST /api/transfers/accept/:token/direct-debit: the declaration confirmed, off to set up the Direct Debit. */
export async function startTakeover(
  ctx: TransfersContext,
  userId: string,
  token: string,
): Promise<{ authorisationUrl: string }> {
  const dd = directDebitOf(ctx);
  const found = await byToken(ctx, token);
  const now = new Date();
  const { plan, transfer } = await ctx.db.transaction(async (tx) => {
    const repo = transfersRepository(tx);
    const warranty = await repo.lockWarranty(found.warrantyId);
    if (!warranty) throw transferErrors.linkInvalid();
    const transfer = (await repo.byId(found.id))!;
    if (transfer.takeoverDecidedAt) throw transferErrors.takeoverUnderWay();
    await assertAcceptable(tx, userId, transfer, warranty, now);
    const takeover = await takeoverOf(tx, warranty.id);
    if (!takeover || takeover.remaining.length === 0) throw transferErrors.noMonthlyToTakeOver();
    if (takeover.plan.payoffOrderId || takeover.plan.changeBillingRequestId) throw transferErrors.sellerChangingPlan();
    const waiting = takeoverRefusal(takeover.underWay);
    if (waiting) throw transferErrors.notTransferable(waiting);
    return { plan: takeover.plan, transfer };
  });
  const newOwner = await transfersRepository(ctx.db).userById(userId);
  try {
    const back = `${ctx.baseUrl}${takeoverReturnPath(transfer.id)}`;
    const request = await requestTakeoverMandate(dd, {
      transferId: transfer.id,
      plan,
      payer: newOwner ? { firstName: newOwner.firstname, lastName: newOwner.lastname, email: newOwner.email } : {},
      returnUrl: back,
      exitUrl: `${back}&left=1`,
    });
    if (!(await transfersRepository(ctx.db).startTakeover(transfer.id, userId, request.requestId))) {
      throw transferErrors.notPending();
    }
    return { authorisationUrl: request.authorisationUrl };
  } catch (error) {
    return directDebitUnavailable(
      error,
      "We couldn't reach our Direct Debit provider just now. Nothing has changed: please try again in a moment.",
    );
  }
}

/** (b) The decision, once; a takeover already decided stays decided. Answers the seller's plan, if anything is left of it. */
async function decide(
  ctx: TransfersContext,
  userId: string,
  { id: transferId, warrantyId }: { id: string; warrantyId: string },
  now: Date,
) {
  return ctx.db.transaction(async (tx) => {
    const repo = transfersRepository(tx);
    const warranty = (await repo.lockWarranty(warrantyId))!;
    const transfer = (await repo.byId(transferId))!;
    if (transfer.status !== 'pending') throw transferErrors.linkClosed(acceptRefusal(transfer.status, false)!);
    // Null when nothing is left to take over: the seller paid the rest by card meanwhile.
    const takeover = await takeoverOf(tx, warranty.id);
    if (!transfer.takeoverDecidedAt) {
      await assertAcceptable(tx, userId, transfer, warranty, now);
      const waiting = takeoverRefusal(takeover?.underWay ?? null);
      if (waiting) throw transferErrors.notTransferable(waiting);
      if (takeover && !(await holdForTakeover(tx, takeover.plan.id, transferId)))
        throw transferErrors.sellerChangingPlan();
      await repo.decideTakeover(transferId, now);
    }
    return takeover && takeover.remaining.length > 0 ? takeover.plan : null;
  });
}

/** POST /api/transfers/:id/direct-debit/complete (and the job): the takeover finished, once. */
export async function completeTakeover(
  ctx: TransfersContext,
  userId: string,
  transferId: string,
  today = londonToday(),
): Promise<{ message: string; warrantyId: string }> {
  const dd = directDebitOf(ctx);
  const transfer = await transfersRepository(ctx.db).byId(transferId);
  if (!transfer || transfer.takeoverUserId !== userId || !transfer.takeoverBillingRequestId) {
    throw transferErrors.transferNotFound();
  }
  const done = { message: acceptedMessage, warrantyId: transfer.warrantyId };
  if (transfer.status === 'accepted' && transfer.toUserId === userId) return done;
  const now = new Date();
  const requestId = transfer.takeoverBillingRequestId;
  const { sellerPlan, moved } = await (async () => {
    try {
      const mandate = await confirmedMandate(dd, requestId);
      const plan = await decide(ctx, userId, transfer, now);
      // Nothing left to collect (the seller paid the rest by card): the new owner's mandate is not needed.
      if (!plan) await stopUnusedMandate(dd, mandate.id);
      return {
        sellerPlan: plan,
        moved: plan ? await moveToNewMandate(dd, { transferId, plan, mandate, today }) : null,
      };
    } catch (error) {
      if (error instanceof AppError) throw error;
      return directDebitUnavailable(
        error,
        "We couldn't reach our Direct Debit provider just now. Your bank details are kept: please try again in a moment.",
      );
    }
  })();
  const handedOver = await ctx.db.transaction(async (tx) => {
    const repo = transfersRepository(tx);
    await repo.lockWarranty(transfer.warrantyId);
    const won = await repo.endPending(transferId, { status: 'accepted', now, toUserId: userId });
    if (!won) return false;
    if (!sellerPlan || !moved) {
      await handOver(tx, ctx, won, now);
      return true;
    }
    const taken = await recordTakeover(tx, {
      transferId,
      sellerPlanId: sellerPlan.id,
      newOwnerId: userId,
      moved,
      today,
    });
    await handOver(tx, ctx, won, now, {
      lines: takeoverDirectDebitLines(taken.plan, taken.instalments),
      audit: { monthlyPlan: taken.plan.reference, instalmentsTakenOver: taken.instalments.length },
    });
    return true;
  });
  if (handedOver && sellerPlan) await stopSellerMandate(dd, sellerPlan);
  return done;
}

/** A decided takeover is finished after this long without its new owner's call finishing it. */
export const TAKEOVER_FINISH_AFTER_MS = 2 * 60 * 1000;

/**
 * The job's part: takeovers whose new owner set up the Direct Debit but never came back, or that a
 * crash or GoCardless cut short, finished as the return would. Those still waiting at GoCardless
 * (409), or GoCardless unreachable (503), are left for the next run.
 */
export async function finishTakeovers(ctx: TransfersContext, now = new Date()): Promise<number> {
  if (!ctx.directDebit) return 0;
  // Undecided takeovers whose link has run out end here, so they never hold up the batch.
  await transfersRepository(ctx.db).expireStale(null, now);
  const waiting = await transfersRepository(ctx.db).unfinishedTakeovers(
    new Date(now.getTime() - TAKEOVER_FINISH_AFTER_MS),
  );
  let finished = 0;
  for (const transfer of waiting) {
    try {
      await completeTakeover(ctx, transfer.takeoverUserId!, transfer.id);
      finished += 1;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
    }
  }
  return finished;
}
