/**
 * What the payment modules need from a payment provider (PayPal Orders v2, CONTRACTS §3).
 * Amounts are integer pence; the adapter converts to and from PayPal's "349.00" strings.
 * The production adapter (paypal-adapter.ts) speaks PayPal's wire format, and is tested against
 * the emulator (packages/emulators/src/paypal) over real HTTP.
 */
import type { CaptureStatus, PaymentProviderId, RefundStatus } from '@kestrel/domain/payments/orders';

export type ProviderOrderStatus = 'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED';
export type ProviderCaptureStatus = CaptureStatus;

export interface ProviderCapture {
  id: string;
  status: ProviderCaptureStatus;
  amountPence: number;
  currency: string;
  /** `status_details.reason` of a PENDING capture, when given. */
  pendingReason?: string;
}

export interface ProviderOrder {
  id: string;
  status: ProviderOrderStatus;
  /** purchase_units[0].custom_id: our own order id. */
  customId: string | null;
  amountPence: number;
  currency: string;
  /** The first capture, once there is one (purchase_units[0].payments.captures[0]). */
  capture: ProviderCapture | null;
  /** The refunds of that capture (purchase_units[0].payments.refunds), oldest first. */
  refunds: ProviderRefund[];
  /** The `approve` link, where the buyer approves the payment. */
  approveUrl: string | null;
  payerEmail: string | null;
}

export interface CreateOrderInput {
  /** Our order id: sent as reference_id, custom_id and invoice_id, and used for PayPal-Request-Id. */
  ourOrderId: string;
  amountPence: number;
  currency: 'GBP';
  description: string;
  /** Where the provider sends the buyer after approving, and after cancelling. */
  returnUrl: string;
  cancelUrl: string;
}

export type CaptureOutcome =
  | { kind: 'captured'; order: ProviderOrder }
  /** 422 INSTRUMENT_DECLINED or TRANSACTION_REFUSED: the buyer may try another way to pay. */
  | { kind: 'declined'; issue: string; message: string }
  /** 422 ORDER_NOT_APPROVED or PAYER_ACTION_REQUIRED: the buyer has not approved it yet. */
  | { kind: 'not-approved'; issue: string }
  /** 422 ORDER_ALREADY_CAPTURED: read the order (getOrder) and reconcile from it. */
  | { kind: 'already-captured' };

export interface RefundInput {
  captureId: string;
  /** Our refund id, sent as PayPal-Request-Id so a retried refund is made once, and as invoice_id to find it later. */
  requestId: string;
  /** Omitted: refund the whole capture. */
  amountPence?: number;
  currency: 'GBP';
  note?: string;
}

export interface ProviderRefund {
  id: string;
  status: RefundStatus;
  amountPence: number;
  currency: string;
  /** Our refund id as PayPal holds it (invoice_id); null for a refund made without one. */
  invoiceId?: string | null;
  /** True when the capture had already been refunded in full (422 CAPTURE_FULLY_REFUNDED). */
  alreadyRefunded?: boolean;
}

export interface WebhookHeaders {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionSig: string;
  transmissionTime: string;
}

/** A capture as PayPal's Transaction Search lists it (T0006; the payments audit, `payments-audit.ts`). */
export interface ListedCapture {
  id: string;
  /** S completed, P pending, D denied, V reversed (refunded to the sender). */
  status: string;
  amountPence: number;
  currency: string;
  at: Date;
  /** Our order id, as we sent it in custom_id; null when PayPal has none. */
  customId: string | null;
  invoiceId: string | null;
  payerEmail: string | null;
  payerName: string | null;
}

/** A refund as Transaction Search lists it (T1107, a refund of a payment). */
export interface ListedRefund {
  id: string;
  /** The capture it refunds (`paypal_reference_id`); null if PayPal names none. */
  captureId: string | null;
  /** S completed, P pending, D denied. */
  status: string;
  /** Pence refunded, positive (PayPal lists the amount negative). */
  amountPence: number;
  currency: string;
  at: Date;
  customId: string | null;
  invoiceId: string | null;
  payerEmail: string | null;
  payerName: string | null;
}

export interface ListedTransactions {
  captures: ListedCapture[];
  refunds: ListedRefund[];
}

export interface PaymentProvider {
  /** Which provider this is: stored on every order, payment and refund it handles. */
  readonly name: PaymentProviderId;
  createOrder(input: CreateOrderInput): Promise<ProviderOrder>;
  /** Null when the provider does not know the order (404 RESOURCE_NOT_FOUND). */
  getOrder(orderId: string): Promise<ProviderOrder | null>;
  /** `requestId` goes in PayPal-Request-Id: a repeat with the same id replays the first answer. */
  captureOrder(orderId: string, requestId: string): Promise<CaptureOutcome>;
  refundCapture(input: RefundInput): Promise<ProviderRefund>;
  /** POST /v1/notifications/verify-webhook-signature; true only for verification_status SUCCESS. */
  verifyWebhook(headers: WebhookHeaders, event: unknown): Promise<boolean>;
  /**
   * GET /v1/reporting/transactions: the captures (T0006) and refunds (T1107) made between `from`
   * and `to`, every page, windows of more than 31 days split. PayPal lists a transaction up to
   * three hours after it is made.
   */
  listTransactions(from: Date, to: Date): Promise<ListedTransactions>;
}

/** The provider could not be reached, timed out, or answered 5xx or something unreadable. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
    readonly debugId: string | null = null,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
