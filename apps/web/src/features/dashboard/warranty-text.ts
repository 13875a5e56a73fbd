import { formatPence } from '@kestrel/domain/pricing/money';
import type { Warranty } from '@kestrel/domain/schemas/dashboard';
import { motDueLine } from '@kestrel/domain/vehicle-history/mot-reminders';
import { closedStatuses } from '@kestrel/domain/warranty/warranty-status';

/** The customer's name as the warranty records it. */
export const customerName = (w: Warranty) => `${w.user.firstname} ${w.user.lastname}`.trim();

/** "VAUXHALL ASTRA". */
export const makeAndModel = (w: Warranty) => `${w.vehicleDetails.make} ${w.vehicleDetails.model}`.trim();

/**
 * The card's pay button: "Pay £48.00 balance". When the warranty's monthly plan also has missed
 * payments payable by card, the payment takes them first (GET /api/warranty/{id}/pay-now), so the
 * button names both rather than an amount that is not the one charged; its dialog lists the lines.
 */
export const payBalanceLabel = (w: Warranty, arrearsByCard = 0) =>
  arrearsByCard > 0 ? 'Pay balance and missed payments' : `Pay ${formatPence(w.balance_due)} balance`;

/** Why 'View Certificate' is not available yet (DESIGN §2 "Documents"); null when it is. */
export function certificateUnavailableReason(w: Warranty): string | null {
  if (w.document) return null;
  if (closedStatuses.includes(w.status.value)) return 'No certificate is issued for a warranty that has ended early.';
  if (w.status.value === 'inspection-passed' && w.balance_due > 0) {
    return 'Available once the balance due has been paid.';
  }
  return 'Available once your inspection has passed.';
}

/** The card's MOT line from the due date the server read from the DVSA record (DESIGN §9.3); null when unknown. */
export const motDueText = (w: Warranty, today: string): string | null =>
  w.mot_due ? motDueLine(w.mot_due, today) : null;
