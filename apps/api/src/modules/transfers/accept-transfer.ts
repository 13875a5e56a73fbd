import { planName } from '@kestrel/domain/catalogue/plans';
import type { TransferOfferAnswer } from '@kestrel/domain/schemas/transfers';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { transferKeyFacts } from '@kestrel/domain/warranty/transfer-key-facts';
import {
  acceptRefusal,
  transferDeclaration,
  transferRefusal,
  transferStatusAt,
} from '@kestrel/domain/warranty/transfer-rules';
import { hashToken } from '../accounts';
import { recordAudit } from '../audit';
import { queueEmail } from '../outbox';
import { changeHolder } from '../warranties';
import type { TransfersContext } from './context';
import { transferErrors } from './errors';
import { transferEmails } from './transfer-emails';
import { transfersRepository } from './transfers-repository';
import { transferableFacts } from './transferable';

/** The transfer a link opens; an unknown link is the one 404. */
async function byToken(ctx: TransfersContext, token: string) {
  const repo = transfersRepository(ctx.db);
  const transfer = await repo.byTokenHash(hashToken(token));
  if (!transfer) throw transferErrors.linkInvalid();
  return transfer;
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
    declaration: transferDeclaration,
  };
}

/**
 * The new owner accepts (DESIGN §9.3). In one transaction, with the warranty row held: the link's
 * transfer claimed while still pending (of two accepts at once, one wins), the warranty checked
 * again by the domain's rules, then made the new owner's with a new certificate date, the timeline
 * entry and both e-mails. The seller's orders, payments and receipts stay theirs.
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
    const status = transferStatusAt(transfer.status, transfer.expiresAt, now);
    const refused = acceptRefusal(status, userId === warranty.userId);
    if (refused) throw transferErrors.linkClosed(refused);
    // The warranty may have changed since the link was sent: a claim, a suspension, a refund.
    const facts = await transferableFacts(tx, warranty, false);
    const stillTransferable = warranty.userId === transfer.fromUserId ? transferRefusal(facts, londonToday(now)) : '';
    if (stillTransferable !== null) {
      throw transferErrors.notTransferable(
        stillTransferable || 'This warranty has changed hands since the link was sent, so the link no longer works.',
      );
    }
    const accepted = await repo.endPending(transfer.id, { status: 'accepted', now, toUserId: userId });
    if (!accepted) throw transferErrors.linkClosed(acceptRefusal('accepted', false)!);
    const moved = await changeHolder(tx, warranty.id, userId, now);
    const holder = (await repo.userById(transfer.fromUserId))!;
    const newOwner = (await repo.userById(userId))!;
    const parties = { transfer: accepted, warranty: moved, holder };
    await queueEmail(tx, transferEmails.acceptedToHolder(parties));
    await queueEmail(tx, transferEmails.acceptedToNewOwner(parties, newOwner, ctx.baseUrl));
    await recordAudit(tx, {
      actorId: userId,
      action: 'transfer.accepted',
      subjectType: 'warranty',
      subjectId: warranty.id,
      before: { holderId: transfer.fromUserId },
      after: { holderId: userId, transferId: transfer.id },
    });
    return warranty.id;
  });
  return { message: 'The warranty is now yours. Your certificate is on your dashboard.', warrantyId };
}
