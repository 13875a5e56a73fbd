import type { LevelId, PlanDuration } from '../catalogue/levels';
import type { PricedVehicle } from '../pricing/price';
import type { UnlikelyDetail } from '../purchase/declared-vehicle-checks';

/**
 * The vocabulary of the money path: who took the money (the provider), what an order is for (its
 * kind), where it stands, and what a provider says of a payment or refund. The database columns
 * are checked against these lists, so a row read back has these types.
 */

/** The payment providers we take money through: PayPal (in full) and GoCardless (monthly, DESIGN §8.2). */
export const paymentProviders = ['paypal', 'gocardless'] as const;
export type PaymentProviderId = (typeof paymentProviders)[number];

/** How a payment is named to the customer (receipts, transactions, e-mails). */
export const paymentMethodLabels: Record<PaymentProviderId, string> = {
  paypal: 'PayPal',
  gocardless: 'Direct Debit',
};

/**
 * What an order pays for: a new warranty, the balance staff raised on one after inspection (and a
 * monthly plan's missed collections), or the rest of a monthly plan paid off by card (`payoff`).
 */
export const orderKinds = ['purchase', 'balance', 'payoff'] as const;
export type OrderKind = (typeof orderKinds)[number];

export const orderStatuses = [
  /** Stored; the provider has (or is about to have) the order; waiting for the buyer. */
  'created',
  /** One caller holds the capture; others wait for its outcome. */
  'capturing',
  /** The provider holds the capture as PENDING (for example a review): no warranty yet. */
  'capture-pending',
  /** Paid and fulfilled: exactly one warranty (or balance payment) and one transaction. */
  'completed',
  /** The provider failed to create it; nothing was taken. */
  'failed',
  /** Abandoned: never approved in time. */
  'expired',
  /** Captured but not as quoted (amount or currency): held for staff, no warranty. */
  'flagged',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** Money in (a capture) or out (a refund). */
export const transactionKinds = ['payment', 'refund'] as const;
export type TransactionKind = (typeof transactionKinds)[number];

/** What the provider says of a capture (PayPal's capture statuses). */
export const captureStatuses = [
  'COMPLETED',
  'DECLINED',
  'PARTIALLY_REFUNDED',
  'PENDING',
  'REFUNDED',
  'FAILED',
] as const;
export type CaptureStatus = (typeof captureStatuses)[number];

/** What the provider says of a refund (PayPal's refund statuses). */
export const refundStatuses = ['CANCELLED', 'FAILED', 'PENDING', 'COMPLETED'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/**
 * A transaction's status: the provider's own word for the capture or refund it records, so every
 * capture status and the one refund status a capture cannot have (CANCELLED).
 */
export const transactionStatuses = [...captureStatuses, 'CANCELLED'] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

/** The vehicle an order was priced for: the server's record of it (or the buyer's, unverified). */
export type OrderVehicle = PricedVehicle & { registration: string; make: string; model: string };

/**
 * What the server priced and will fulfil, stored on a purchase order before the provider hears
 * of it. The warranty is made from this, never from what the browser sends at capture.
 */
export interface OrderQuote {
  plan: { id: string; level: LevelId; claimLimit: number; months: PlanDuration };
  vehicle: OrderVehicle;
  /** True when the figures came from our own lookup; false when typed by the customer. */
  vehicleVerified: boolean;
  startDate: string;
  expiryDate: string;
  vehiclePurchaseDate: string;
  serviceHistory: boolean;
}

/** An unlikely hand-typed detail the buyer confirmed before paying: flagged for the inspection. */
export interface ConfirmedUnlikelyDetail {
  detail: UnlikelyDetail;
  message: string;
}

/**
 * What the buyer declared before paying, stored on a purchase order beside its quote:
 * the version of the terms they read with the key facts, the declaration's words and when it was
 * made, and the unlikely hand-typed details they confirmed.
 */
export interface OrderDeclaration {
  termsVersion: string;
  declaration: string;
  /** ISO timestamp. */
  declaredAt: string;
  unlikelyDetails: ConfirmedUnlikelyDetail[];
}
