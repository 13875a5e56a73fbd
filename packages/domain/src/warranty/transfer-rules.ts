import type { WarrantyStatus } from '../schemas/purchase';
import { siteConfig } from '../site/site-config';
import { addDays, dayNumber } from '../dates/calendar-date';
import { ukLongDate } from '../uk/long-date';
import { groupDigits } from '../uk/numbers';
import { COOLING_OFF_DAYS, withinCoolingOff } from './warranty-dates';

/**
 * Transfer of a warranty to the vehicle's new owner (DESIGN §9.3, issue #38): when the holder may
 * start one, what the sale date and mileage must be, how long the new owner's link lasts, and the
 * fee. Pure: `today` (a UK calendar date) and `now` are always passed in.
 */

/** How long the new owner's one-use link works. */
export const TRANSFER_LINK_DAYS = 7;

/** Where a transfer stands. A pending one whose link has run out is `expired` once anyone looks. */
export const transferStatuses = ['pending', 'accepted', 'cancelled', 'refused', 'expired'] as const;
export type TransferStatus = (typeof transferStatuses)[number];

export const transferStatusLabels: Record<TransferStatus, string> = {
  pending: 'Waiting for the new owner',
  accepted: 'Accepted by the new owner',
  cancelled: 'Cancelled by the holder',
  refused: 'Refused by our team',
  expired: 'Link expired',
};

/** What the rules need to know of the warranty. */
export interface TransferableWarranty {
  status: WarrantyStatus;
  /** The UK calendar date of the purchase (the cooling-off period runs from it). */
  purchasedOn: string;
  startDate: string;
  expiryDate: string;
  /** Pence still owed after the inspection. */
  balanceDue: number;
  openClaim: boolean;
  pendingTransfer: boolean;
  /** A cooling-off refund is under way. */
  refundUnderway: boolean;
  /** Paid monthly: pence of the price still to collect (0 when paid in full or all collected). */
  monthlyStillToPay: number;
  /** Paid monthly: pence of collections that failed and are not yet made good. */
  monthlyArrears: number;
}

/** The last day of the cooling-off period, after which a transfer may start. */
export const coolingOffEnds = (purchasedOn: string) => addDays(purchasedOn, COOLING_OFF_DAYS);

/**
 * Why this warranty cannot be transferred today, in words for its holder; null when it can.
 * The first reason that applies is given, the most lasting first.
 */
export function transferRefusal(w: TransferableWarranty, today: string): string | null {
  if (w.status === 'cancelled' || w.status === 'refunded' || w.status === 'inspection-failed') {
    return 'This warranty has ended, so it cannot be transferred.';
  }
  if (w.status === 'suspended') {
    return 'Cover is suspended because a monthly payment was missed. Pay what is owed first, then transfer the warranty.';
  }
  if (w.status !== 'inspection-passed') {
    return 'This warranty is still under review. It can be transferred once the vehicle has passed its inspection.';
  }
  if (dayNumber(today) > dayNumber(w.expiryDate)) return 'This cover has ended, so it cannot be transferred.';
  if (w.refundUnderway) return 'A refund of this warranty is under way, so it cannot be transferred.';
  if (withinCoolingOff(w.purchasedOn, today)) {
    return `A warranty cannot be transferred during its 14-day cooling-off period. You can transfer it from ${ukLongDate(addDays(coolingOffEnds(w.purchasedOn), 1))}.`;
  }
  if (w.openClaim) return 'A claim on this warranty is still open. It can be transferred once the claim is closed.';
  if (w.balanceDue > 0) return 'A balance is due on this warranty. Please pay it before transferring the warranty.';
  if (w.monthlyArrears > 0) {
    return 'A monthly payment was missed. Please pay it from your dashboard first, then transfer the warranty.';
  }
  if (w.pendingTransfer) {
    return 'A transfer of this warranty is already waiting for the new owner. Cancel it first to start another.';
  }
  return null;
}

/** What the holder says about the sale. */
export interface SaleFacts {
  saleDate: string;
  saleMileage: number;
}

/** Problems with the sale date and mileage, by field, in words; empty when both are right. */
export function saleRefusals(
  sale: SaleFacts,
  w: { startDate: string; purchaseMileage: number },
  today: string,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (dayNumber(sale.saleDate) > dayNumber(today)) {
    problems.saleDate = 'The sale date cannot be in the future. Start the transfer once the vehicle is sold.';
  } else if (dayNumber(sale.saleDate) < dayNumber(w.startDate)) {
    problems.saleDate = `The sale date cannot be before your cover started on ${ukLongDate(w.startDate)}.`;
  }
  if (sale.saleMileage < w.purchaseMileage) {
    problems.saleMileage = `The mileage at sale cannot be lower than the ${groupDigits(w.purchaseMileage)} miles recorded when the warranty was bought.`;
  }
  return problems;
}

/** When a link made at `startedAt` stops working. */
export function transferLinkExpiresAt(startedAt: Date): Date {
  return new Date(startedAt.getTime() + TRANSFER_LINK_DAYS * 24 * 60 * 60 * 1000);
}

/** Whether a link that stops working at `expiresAt` still works at `now`. */
export const transferLinkLive = (expiresAt: Date, now: Date): boolean => now.getTime() < expiresAt.getTime();

/** Where a stored transfer stands at `now`: a pending one past its link's life has expired. */
export function transferStatusAt(stored: TransferStatus, expiresAt: Date, now: Date): TransferStatus {
  return stored === 'pending' && !transferLinkLive(expiresAt, now) ? 'expired' : stored;
}

/** Why the new owner cannot accept, in words; null when they can. */
export function acceptRefusal(status: TransferStatus, acceptorIsHolder: boolean): string | null {
  if (status === 'accepted') return 'This transfer has already been accepted. The link works once.';
  if (status === 'cancelled') return 'The holder cancelled this transfer, so the link no longer works.';
  if (status === 'refused') return 'Our team refused this transfer, so the link no longer works.';
  if (status === 'expired') {
    return `This link has expired: it works for ${TRANSFER_LINK_DAYS} days. Please ask the seller to start the transfer again.`;
  }
  if (acceptorIsHolder) {
    return 'You are signed in as the warranty holder. The new owner must accept the transfer from their own account.';
  }
  return null;
}

/** The transfer fee in pence, from site configuration (£0 unless the business sets one). */
export function transferFeePence(config: { transferFeePence: number } = siteConfig): number {
  return config.transferFeePence;
}

/** The declaration the new owner confirms before the warranty becomes theirs. */
export const transferDeclaration =
  'I have bought this vehicle and I take over this warranty as it stands: the same cover level, dates and claim limit. I have read the key facts, and I understand the warranty terms apply to me from the day I accept.';
