import { londonToday } from '@kestrel/domain/uk/london-date';
import { transferRefusal, type TransferableWarranty } from '@kestrel/domain/warranty/transfer-rules';
import type { WarrantyRow } from '../../db/schema';
import type { Executor } from '../../db/tx';
import { monthlyCollectedOf, takeoverOf } from '../direct-debit';
import { openClaimOf } from './open-claim-repository';

/** What the domain's transfer rules need to know of a warranty, read from the database. */
export async function transferableFacts(
  db: Executor,
  warranty: WarrantyRow,
  pendingTransfer: boolean,
): Promise<TransferableWarranty> {
  const collected = await monthlyCollectedOf(db, warranty.id);
  return {
    status: warranty.status,
    purchasedOn: londonToday(warranty.createdAt),
    startDate: warranty.startDate,
    expiryDate: warranty.expiryDate,
    balanceDue: warranty.balanceDue,
    openClaim: await openClaimOf(db, warranty.id),
    pendingTransfer,
    refundUnderway: warranty.cancellationStartedAt !== null,
    monthlyStillToPay: collected === null ? 0 : Math.max(0, warranty.price - collected),
    monthlyArrears: (await takeoverOf(db, warranty.id))?.arrears ?? 0,
  };
}

/** Why the warranty cannot be transferred today; null when it can. */
export async function whyNotTransferable(
  db: Executor,
  warranty: WarrantyRow,
  pendingTransfer: boolean,
  today: string,
): Promise<string | null> {
  return transferRefusal(await transferableFacts(db, warranty, pendingTransfer), today);
}
