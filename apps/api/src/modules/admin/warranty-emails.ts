import { planName } from '@kestrel/domain/catalogue/plans';
import { formatPence } from '@kestrel/domain/pricing/money';
import { ukLongDate } from '@kestrel/domain/uk/long-date';
import { certificateNumber, letter as signedLetter } from '../outbox';
import type { QueuedEmail } from '../outbox';
import type { WarrantyRow } from '../warranties';

type Customer = { email: string; firstname: string };

/** Every one of them names the warranty by its certificate number. */
function letter(kind: string, customer: Customer, w: WarrantyRow, subject: string, lines: string[]): QueuedEmail {
  return signedLetter({
    kind,
    to: { email: customer.email, name: customer.firstname },
    subject,
    lines,
    references: [certificateNumber(w)],
  });
}

const vehicleOf = (w: WarrantyRow) => `${w.make} ${w.model} (${w.registration})`;

/** The inspection outcome e-mails of DESIGN §3, and the notices of an inspection and a balance. */
export const warrantyEmails = {
  inspectionBooked: (c: Customer, w: WarrantyRow, at: { date: string; garage: string }) =>
    letter('inspection-booked', c, w, `Your vehicle inspection is booked: ${w.registration}`, [
      `We have booked the inspection of your ${vehicleOf(w)} for ${ukLongDate(at.date)} at ${at.garage}.`,
      'It takes about an hour. Please bring the vehicle with its service record; if the date does not suit you, reply to this e-mail and we will find another.',
    ]),
  inspectionPassed: (c: Customer, w: WarrantyRow) =>
    letter('inspection-passed', c, w, `Inspection passed: your warranty for ${w.registration}`, [
      `Good news: your ${vehicleOf(w)} passed its inspection, so your warranty (${planName(w)}) is confirmed.`,
      w.balanceDue > 0
        ? `Before we issue your certificate there is a balance of ${formatPence(w.balanceDue)} to pay; you can pay it from your dashboard.`
        : 'Your warranty certificate is ready: open it from your dashboard ("View Certificate").',
    ]),
  inspectionFailed: (c: Customer, w: WarrantyRow, refunded: number, reason: string) =>
    letter('inspection-failed', c, w, `Inspection result for ${w.registration}`, [
      `We are sorry: your ${vehicleOf(w)} did not pass the inspection, so we cannot provide the warranty (${planName(w)}).`,
      `The inspector's finding: ${reason}`,
      `We have refunded ${formatPence(refunded)} in full to the PayPal account you paid with. You will receive it within 14 business days.`,
    ]),
  balanceRaised: (c: Customer, w: WarrantyRow, reason: string) =>
    letter('balance-raised', c, w, `A balance to pay on your warranty for ${w.registration}`, [
      `At the inspection of your ${vehicleOf(w)} we found that some of its details differed from those given when the warranty was bought: ${reason}`,
      `The price of that cover is higher, so there is a balance of ${formatPence(w.balanceDue)} to pay. You can pay it from your dashboard; we issue your certificate as soon as it is paid.`,
    ]),
};
