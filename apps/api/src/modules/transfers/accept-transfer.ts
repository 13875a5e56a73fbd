import { planName } from '@kestrel/domain/catalogue/plans';
import type { TransferOfferAnswer } from '@kestrel/domain/schemas/transfers';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { transferKeyFacts } from '@kestrel/domain/warranty/transfer-key-facts';
import { stillToPay, takeoverRefusal, takeoverWords } from '@kestrel/domain/warranty/transfer-monthly';
import {
  acceptRefusal,
  transferDeclaration,
  transferRefusal,
  transferStatusAt,
} from '@kestrel/domain/warranty/transfer-rules';
import { hashToken } from '../accounts';
import { recordAudit } from '../audit';
import { queueEmail } from '../outbox';
import type { WarrantyRow, WarrantyTransferRow } from '../../db/schema';
import type { Tx } from '../../db/tx';
import { takenOver, takeoverOf } from '../direct-debit';
import { changeHolder } from '../warranties';
import type { TransfersContext } from './context';
import { transferErrors } from './errors';
import { transferEmails } from './transfer-emails';
import { transfersRepository } from './transfers-repository';
import { transferableFacts } from './transferable';

/** The transfer a link opens; an unknown link is the one 404. */
export async function byToken(ctx: TransfersContext, token: string) {
  const repo = transfersRepository(ctx.db);
  const transfer = await repo.byTokenHash(hashToken(token));
  if (!transfer) throw transferErrors.linkInvalid();
  return transfer;
}

/** A monthly plan with instalments left: what the new owner takes over with a Direct Debit of their own. */
async function monthlyOffer(ctx: TransfersContext, warrantyId: string): Promise<TransferOfferAnswer['monthly']> {
  const takeover = await takeoverOf(ctx.db, warrantyId);
  if (!takeover || takeover.remaining.length === 0) return null;
  const instalments = takenOver(takeover.remaining);
  return {
    stillToPay: stillToPay(instalments),
    instalments,
    words: takeoverWords(instalments),
    refusal: takeoverRefusal(takeover.underWay),
  };
}

/**
 * What the new owner reads behind the link (signed in or not; whether the reader is the holder is
 * checked on acceptance): the vehicle and the key facts of
 * the cover they take over, and whether the link still works. Never the seller's details beyond
 * their first name, nor the sale's.
 */
export async function transferOffer(ctx: TransfersContext, token: string): Promise<TransferOfferAnswer> {
  const transfer = await byToken(ctx, token);
  const repo = transfersRepository(ctx.db);
  const w = (await repo.warrantyById(transfer.warrantyId))!;
  const seller = await repo.userById(transfer.fromUserId);
  const status = transferStatusAt(transfer.status, transfer.expiresAt, new Date());
  return {
    status,
    refusal: acceptRefusal(status, false),
    newOwnerName: transfer.newOwnerName,
    sellerFirstName: seller?.firstname ?? '',
    expiresAt: transfer.expiresAt.toISOString(),
    warranty: {
      reference: w.reference,
      planName: planName(w),
      level: w.level,
      claimLimit: w.claimLimit,
      months: w.months,
      startDate: w.startDate,
      expiryDate: w.expiryDate,
      registration: w.registration,
      vehicle: `${w.make} ${w.model}`,
    },
    keyFacts: transferKeyFacts({ ...w, siteOrigin: ctx.baseUrl }),
    monthly: await monthlyOffer(ctx, transfer.warrantyId),
    declaration: transferDeclaration,
  };
}

/**
 * Whether `userId` may accept this transfer of this (locked) warranty now: the link still works, the
 * acceptor is not the holder, and the warranty is still transferable by the domain's rules (a claim,
 * a suspension or a refund since the link was sent refuses it). Throws the words when not.
 */
export async function assertAcceptable(
  tx: Tx,
  userId: string,
  transfer: WarrantyTransferRow,
  warranty: WarrantyRow,
  now: Date,
): Promise<void> {
  const status = transferStatusAt(transfer.status, transfer.expiresAt, now);
  const refused = acceptRefusal(status, userId === warranty.userId);
  if (refused) throw transferErrors.linkClosed(refused);
  const facts = await transferableFacts(tx, warranty, false);
  const stillTransferable = warranty.userId === transfer.fromUserId ? transferRefusal(facts, londonToday(now)) : '';
  if (stillTransferable !== null) {
    throw transferErrors.notTransferable(
      stillTransferable || 'This warranty has changed hands since the link was sent, so the link no longer works.',
    );
  }
}

/**
 * The warranty made the new owner's, inside the acceptance's transaction (the transfer already
 * claimed as accepted): a new certificate date, both e-mails (with the Direct Debit notice when
 * they took a monthly plan over) and the timeline entry. The seller's orders, payments and
 * receipts stay theirs.
 */
export async function handOver(
  tx: Tx,
  ctx: TransfersContext,
  accepted: WarrantyTransferRow,
  now: Date,
  monthly: { lines: string[]; audit: Record<string, unknown> } | null = null,
): Promise<void> {
  const repo = transfersRepository(tx);
  const moved = await changeHolder(tx, accepted.warrantyId, accepted.toUserId!, now);
  const holder = (await repo.userById(accepted.fromUserId))!;
  const newOwner = (await repo.userById(accepted.toUserId!))!;
  const parties = { transfer: accepted, warranty: moved, holder };
  await queueEmail(tx, transferEmails.acceptedToHolder(parties, monthly !== null));
  await queueEmail(tx, transferEmails.acceptedToNewOwner(parties, newOwner, ctx.baseUrl, monthly?.lines ?? []));
  await recordAudit(tx, {
    actorId: accepted.toUserId!,
    action: 'transfer.accepted',
    subjectType: 'warranty',
    subjectId: accepted.warrantyId,
    before: { holderId: accepted.fromUserId },
    after: { holderId: accepted.toUserId, transferId: accepted.id, ...(monthly?.audit ?? {}) },
  });
}

/**
 * The new owner accepts (DESIGN §9.3). In one transaction, with the warranty row held: the link's
 * transfer claimed while still pending (of two accepts at once, one wins), the warranty checked
 * again, then handed over. A monthly warranty with instalments left is taken over with a Direct
 * Debit instead (takeover.ts).
 */
export async function acceptTransfer(
  ctx: TransfersContext,
  userId: string,
  token: string,
): Promise<{ message: string; warrantyId: string }> {
  const found = await byToken(ctx, token);
  const now = new Date();
  const warrantyId = await ctx.db.transaction(async (tx) => {
    const repo = transfersRepository(tx);
    const warranty = await repo.lockWarranty(found.warrantyId);
    if (!warranty) throw transferErrors.linkInvalid();
    const transfer = (await repo.byId(found.id))!;
    await assertAcceptable(tx, userId, transfer, warranty, now);
    if (((await takeoverOf(tx, warranty.id))?.remaining.length ?? 0) > 0) throw transferErrors.directDebitNeeded();
    const accepted = await repo.endPending(transfer.id, { status: 'accepted', now, toUserId: userId });
    if (!accepted) throw transferErrors.linkClosed(acceptRefusal('accepted', false)!);
    await handOver(tx, ctx, accepted, now);
    return warranty.id;
  });
  return { message: acceptedMessage, warrantyId };
}

export const acceptedMessage = 'The warranty is now yours. Your certificate is on your dashboard.';
