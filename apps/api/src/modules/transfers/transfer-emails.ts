import { formatPence } from '@kestrel/domain/pricing/money';
import { secretLinkPath } from '@kestrel/domain/site/secret-links';
import { ukLongDate, ukLongDateAt } from '@kestrel/domain/uk/long-date';
import { TRANSFER_LINK_DAYS } from '@kestrel/domain/warranty/transfer-rules';
import type { WarrantyRow, WarrantyTransferRow } from '../../db/schema';
import { certificateNumber, letter, siteLink, type QueuedEmail } from '../outbox';

/**
 * The transfer's e-mails (DESIGN §9.3): every step to both the holder and the new owner. The new
 * owner's link is a secret (`@kestrel/domain/site/secret-links`): staff see it removed.
 */

export const transferLinkPath = (token: string) => secretLinkPath('/transfer/accept', token);

interface Person {
  firstname: string;
  email: string;
}

interface TransferParties {
  transfer: WarrantyTransferRow;
  warranty: WarrantyRow;
  holder: Person;
}

const vehicle = (w: WarrantyRow) => `${w.make} ${w.model} (${w.registration})`;
const toHolder = (p: TransferParties) => ({ email: p.holder.email, name: p.holder.firstname });
const toNewOwner = (p: TransferParties) => ({ email: p.transfer.newOwnerEmail, name: p.transfer.newOwnerName });
const refs = (p: TransferParties) => [certificateNumber(p.warranty)];

export const transferEmails = {
  linkToNewOwner: (p: TransferParties, baseUrl: string, token: string): QueuedEmail =>
    letter({
      kind: 'transfer-link',
      to: toNewOwner(p),
      subject: `${p.holder.firstname} is transferring the warranty of the ${p.warranty.make} ${p.warranty.model} to you`,
      lines: [
        `${p.holder.firstname} has sold you the ${vehicle(p.warranty)} and asked us to transfer its warranty to you. The cover runs to ${ukLongDate(p.warranty.expiryDate)}.`,
        'To take it over, open this private link, sign in or create an account, read the key facts of the cover and confirm:',
        siteLink(baseUrl, transferLinkPath(token)),
        `The link works once, for ${TRANSFER_LINK_DAYS} days, until ${ukLongDateAt(p.transfer.expiresAt)}. Please do not pass it on.`,
        ...(p.transfer.feePence > 0 ? [`The transfer fee is ${formatPence(p.transfer.feePence)}.`] : []),
        'If you have not bought this vehicle, please ignore this e-mail.',
      ],
      references: refs(p),
    }),

  startedToHolder: (p: TransferParties): QueuedEmail =>
    letter({
      kind: 'transfer-started',
      to: toHolder(p),
      subject: `Your warranty transfer to ${p.transfer.newOwnerName} has started`,
      lines: [
        `We have e-mailed ${p.transfer.newOwnerName} at ${p.transfer.newOwnerEmail} a private link to take over the warranty of the ${vehicle(p.warranty)}.`,
        `The link works for ${TRANSFER_LINK_DAYS} days, until ${ukLongDateAt(p.transfer.expiresAt)}. Until the new owner accepts, the warranty stays yours; you can cancel the transfer from your dashboard. Our team may refuse a transfer, and we will tell you why.`,
        'The cover does not change: the same dates, level and claim limit.',
      ],
      references: refs(p),
    }),

  cancelled: (p: TransferParties, to: 'holder' | 'newOwner'): QueuedEmail =>
    letter({
      kind: 'transfer-cancelled',
      to: to === 'holder' ? toHolder(p) : toNewOwner(p),
      subject: `Warranty transfer cancelled: ${p.warranty.registration}`,
      lines: [
        to === 'holder'
          ? `You cancelled the transfer of the warranty of the ${vehicle(p.warranty)} to ${p.transfer.newOwnerName}. The warranty stays yours.`
          : `${p.holder.firstname} cancelled the transfer of the warranty of the ${vehicle(p.warranty)}, so the link we sent you no longer works.`,
      ],
      references: refs(p),
    }),

  refused: (p: TransferParties, to: 'holder' | 'newOwner', reason: string): QueuedEmail =>
    letter({
      kind: 'transfer-refused',
      to: to === 'holder' ? toHolder(p) : toNewOwner(p),
      subject: `We could not transfer the warranty of ${p.warranty.registration}`,
      lines: [
        to === 'holder'
          ? `We have refused the transfer of the warranty of the ${vehicle(p.warranty)} to ${p.transfer.newOwnerName}. The warranty stays yours.`
          : `We have refused the transfer of the warranty of the ${vehicle(p.warranty)} to you, so the link we sent you no longer works.`,
        `Our reason: ${reason}`,
        'If you have questions, please contact us.',
      ],
      references: refs(p),
    }),

  acceptedToHolder: (p: TransferParties, monthlyTakenOver: boolean): QueuedEmail =>
    letter({
      kind: 'transfer-accepted-holder',
      to: toHolder(p),
      subject: `Your warranty is now ${p.transfer.newOwnerName}'s`,
      lines: [
        `${p.transfer.newOwnerName} has accepted the warranty of the ${vehicle(p.warranty)}. It is no longer yours and no longer shows on your dashboard.`,
        ...(monthlyTakenOver
          ? [
              'Your Direct Debit for this warranty has stopped today: the new owner pays the remaining instalments by their own Direct Debit, and nothing more is collected from you.',
            ]
          : []),
        'Your payments and receipts stay in your transaction history.',
      ],
      references: refs(p),
    }),

  /** With the Direct Debit notice of the instalments they took over, when they did (`directDebitLines`). */
  acceptedToNewOwner: (
    p: TransferParties,
    newOwner: Person,
    baseUrl: string,
    directDebitLines: readonly string[],
  ): QueuedEmail =>
    letter({
      kind: 'transfer-accepted-new-owner',
      to: { email: newOwner.email, name: newOwner.firstname },
      subject: `The warranty of the ${p.warranty.make} ${p.warranty.model} is now yours`,
      lines: [
        `The warranty of the ${vehicle(p.warranty)} is now in your name, with the same cover, dates and claim limit. Cover runs to ${ukLongDate(p.warranty.expiryDate)}.`,
        `Your certificate is on your dashboard: ${siteLink(baseUrl, '/dashboard/user-dashboard')}`,
        ...directDebitLines,
      ],
      references: refs(p),
    }),
};
