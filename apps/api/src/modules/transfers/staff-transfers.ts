import type { AdminTransfer } from '@kestrel/domain/schemas/transfers';
import type { TransferStatus } from '@kestrel/domain/warranty/transfer-rules';
import { recordAudit } from '../audit';
import { queueEmail } from '../outbox';
import type { TransfersContext } from './context';
import { transferErrors } from './errors';
import { transferEmails } from './transfer-emails';
import { transferView } from './transfer-view';
import { transfersRepository, type TransferListing } from './transfers-repository';

const person = (p: { id: string; firstname: string; lastname: string; email: string }) => ({
  id: p.id,
  name: `${p.firstname} ${p.lastname}`.trim(),
  email: p.email,
});

function adminView(row: TransferListing, now: Date): AdminTransfer {
  return {
    ...transferView(row.transfer, now),
    warrantyReference: row.warranty.reference,
    registration: row.warranty.registration,
    holder: person(row.holder),
    newOwnerAccount: row.newOwner ? person(row.newOwner) : null,
  };
}

/** The back office's transfers, newest first (pending ones whose link ran out are marked expired first). */
export async function staffTransfers(
  ctx: TransfersContext,
  status: TransferStatus | undefined,
): Promise<{ transfers: AdminTransfer[] }> {
  const now = new Date();
  const repo = transfersRepository(ctx.db);
  await repo.expireStale(null, now);
  return { transfers: (await repo.list(status)).map((row) => adminView(row, now)) };
}

/** Staff refuse a pending transfer with a reason: audited on the warranty's timeline; both are told why. */
export async function refuseTransfer(
  ctx: TransfersContext,
  staffId: string,
  transferId: string,
  reason: string,
): Promise<{ message: string; transfer: AdminTransfer }> {
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    const repo = transfersRepository(tx);
    const found = await repo.byId(transferId);
    if (!found) throw transferErrors.transferNotFound();
    // The warranty first, as every transfer step takes its locks: an accept racing this waits.
    await repo.lockWarranty(found.warrantyId);
    await repo.expireStale(found.warrantyId, now);
    const transfer = (await repo.byId(transferId))!;
    if (transfer.status === 'pending' && transfer.takeoverDecidedAt) throw transferErrors.takeoverUnderWay();
    const ended = await repo.endPending(transferId, {
      status: 'refused',
      now,
      refusalReason: reason,
      refusedBy: staffId,
    });
    if (!ended) throw transferErrors.notPending();
    const warranty = (await repo.warrantyById(ended.warrantyId))!;
    const holder = (await repo.userById(ended.fromUserId))!;
    const parties = { transfer: ended, warranty, holder };
    await queueEmail(tx, transferEmails.refused(parties, 'holder', reason));
    await queueEmail(tx, transferEmails.refused(parties, 'newOwner', reason));
    await recordAudit(tx, {
      actorId: staffId,
      action: 'transfer.refused',
      subjectType: 'warranty',
      subjectId: ended.warrantyId,
      after: { transferId, reason },
    });
  });
  const [row] = (await transfersRepository(ctx.db).list(undefined)).filter((r) => r.transfer.id === transferId);
  return {
    message: 'The transfer is refused. The holder and the new owner have been told why.',
    transfer: adminView(row!, now),
  };
}
