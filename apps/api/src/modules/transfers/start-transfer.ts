import { planName } from '@kestrel/domain/catalogue/plans';
import type { StartTransferRequest, Transfer, WarrantyTransferAnswer } from '@kestrel/domain/schemas/transfers';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { monthlyHandoverWords, stillToPay } from '@kestrel/domain/warranty/transfer-monthly';
import {
  saleRefusals,
  TRANSFER_LINK_DAYS,
  transferFeePence,
  transferLinkExpiresAt,
} from '@kestrel/domain/warranty/transfer-rules';
import { hashToken, newSecretToken } from '../accounts';
import { recordAudit } from '../audit';
import { queueEmail } from '../outbox';
import { takenOver, takeoverOf } from '../direct-debit';
import { customerWarranties } from '../warranties';
import type { TransfersContext } from './context';
import { transferErrors } from './errors';
import { transferEmails } from './transfer-emails';
import { transferView } from './transfer-view';
import { transfersRepository } from './transfers-repository';
import { whyNotTransferable } from './transferable';

/** The holder's warranty, or the 404 every other customer gets. */
async function ownWarranty(ctx: TransfersContext, userId: string, warrantyId: string) {
  const record = await customerWarranties.find(ctx.db, userId, warrantyId);
  if (!record) throw transferErrors.warrantyNotFound();
  return record;
}

/** Paid monthly with instalments left: what the new owner takes over, in words for the holder. */
async function monthlyHandover(ctx: TransfersContext, warrantyId: string): Promise<WarrantyTransferAnswer['monthly']> {
  const takeover = await takeoverOf(ctx.db, warrantyId);
  if (!takeover || takeover.remaining.length === 0) return null;
  const instalments = takenOver(takeover.remaining);
  return {
    stillToPay: stillToPay(instalments),
    instalments: instalments.length,
    words: monthlyHandoverWords(instalments),
  };
}

/** For the holder's dashboard: whether the warranty may be transferred now, the fee, and its latest transfer. */
export async function warrantyTransfer(
  ctx: TransfersContext,
  userId: string,
  warrantyId: string,
): Promise<WarrantyTransferAnswer> {
  const { warranty } = await ownWarranty(ctx, userId, warrantyId);
  const now = new Date();
  const repo = transfersRepository(ctx.db);
  const latest = await repo.latestOf(warrantyId);
  const shown = latest && latest.fromUserId === userId ? transferView(latest, now) : null;
  return {
    warranty: {
      reference: warranty.reference,
      planName: planName(warranty),
      registration: warranty.registration,
      vehicle: `${warranty.make} ${warranty.model}`,
      startDate: warranty.startDate,
      expiryDate: warranty.expiryDate,
    },
    refusal: await whyNotTransferable(ctx.db, warranty, shown?.status === 'pending', londonToday(now)),
    feePence: transferFeePence(),
    monthly: await monthlyHandover(ctx, warrantyId),
    transfer: shown,
  };
}

/**
 * The holder starts a transfer (DESIGN §9.3): checked by the domain's rules with the warranty row
 * held, then in one transaction the pending transfer with its link's hash, the new owner's e-mail
 * with the link, the holder's e-mail and the warranty's timeline entry.
 */
export async function startTransfer(
  ctx: TransfersContext,
  userId: string,
  warrantyId: string,
  body: StartTransferRequest,
): Promise<{ message: string; transfer: Transfer }> {
  const { customer } = await ownWarranty(ctx, userId, warrantyId);
  if (body.newOwnerEmail === customer.email.toLowerCase()) throw transferErrors.newOwnerIsHolder();
  const now = new Date();
  const today = londonToday(now);
  const row = await ctx.db.transaction(async (tx) => {
    const repo = transfersRepository(tx);
    const warranty = await repo.lockWarranty(warrantyId);
    if (!warranty || warranty.userId !== userId) throw transferErrors.warrantyNotFound();
    await repo.expireStale(warrantyId, now);
    const refusal = await whyNotTransferable(tx, warranty, (await repo.pendingOf(warrantyId)) !== null, today);
    if (refusal) throw transferErrors.notTransferable(refusal);
    const problems = saleRefusals(body, { startDate: warranty.startDate, purchaseMileage: warranty.mileage }, today);
    if (Object.keys(problems).length > 0) throw transferErrors.saleDetails(problems);
    const token = newSecretToken();
    const transfer = await repo.insert({
      warrantyId,
      fromUserId: userId,
      newOwnerName: body.newOwnerName,
      newOwnerEmail: body.newOwnerEmail,
      saleDate: body.saleDate,
      saleMileage: body.saleMileage,
      feePence: transferFeePence(),
      tokenHash: hashToken(token),
      expiresAt: transferLinkExpiresAt(now),
    });
    const parties = { transfer, warranty, holder: customer };
    await queueEmail(tx, transferEmails.linkToNewOwner(parties, ctx.baseUrl, token));
    await queueEmail(tx, transferEmails.startedToHolder(parties));
    await recordAudit(tx, {
      actorId: userId,
      action: 'transfer.started',
      subjectType: 'warranty',
      subjectId: warrantyId,
      after: {
        transferId: transfer.id,
        newOwnerName: body.newOwnerName,
        saleDate: body.saleDate,
        saleMileage: body.saleMileage,
      },
    });
    return transfer;
  });
  return {
    message: `We have e-mailed ${row.newOwnerName} a link to accept the warranty. It works for ${TRANSFER_LINK_DAYS} days.`,
    transfer: transferView(row, now),
  };
}

/** The holder cancels the pending transfer: the link stops working; both are told. */
export async function cancelTransfer(
  ctx: TransfersContext,
  userId: string,
  warrantyId: string,
): Promise<{ message: string; transfer: Transfer }> {
  const { customer } = await ownWarranty(ctx, userId, warrantyId);
  const now = new Date();
  const row = await ctx.db.transaction(async (tx) => {
    const repo = transfersRepository(tx);
    // The warranty first, as every transfer step takes its locks: an accept racing this waits.
    const warranty = (await repo.lockWarranty(warrantyId))!;
    await repo.expireStale(warrantyId, now);
    const pending = await repo.pendingOf(warrantyId);
    if (!pending || pending.fromUserId !== userId) throw transferErrors.noPendingTransfer();
    if (pending.takeoverDecidedAt) throw transferErrors.takeoverUnderWay();
    const ended = await repo.endPending(pending.id, { status: 'cancelled', now });
    if (!ended) throw transferErrors.notPending();
    const parties = { transfer: ended, warranty, holder: customer };
    await queueEmail(tx, transferEmails.cancelled(parties, 'holder'));
    await queueEmail(tx, transferEmails.cancelled(parties, 'newOwner'));
    await recordAudit(tx, {
      actorId: userId,
      action: 'transfer.cancelled',
      subjectType: 'warranty',
      subjectId: warrantyId,
      after: { transferId: ended.id },
    });
    return ended;
  });
  return { message: 'The transfer is cancelled. The warranty stays yours.', transfer: transferView(row, now) };
}
