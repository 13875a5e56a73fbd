import { randomBytes } from 'node:crypto';

/** How the next capture calls of one order behave (set by the test controls). */
export type CaptureBehaviour = 'complete' | 'decline' | 'provider-error' | 'lose-answer' | 'pending';

export interface Behaviour {
  capture: CaptureBehaviour;
  /** The capture records this amount (minor units) instead of the order's. */
  captureMinor?: number;
  /** How many capture calls the behaviour lasts before it falls back to 'complete'; unset: until changed. */
  remaining?: number;
  /** Captures, then waits this long before answering (so a caller's timeout fires after success). */
  delayMs?: number;
}

export interface EmulatedRefund {
  id: string;
  minor: number;
  currency: string;
  note?: string;
  /** The invoice_id sent with the refund: the caller's own refund id. */
  invoiceId?: string;
  createTime: string;
}

export interface EmulatedCapture {
  id: string;
  orderId: string;
  /** The authorization it captured, under intent AUTHORIZE. */
  authorizationId?: string;
  status: 'COMPLETED' | 'PENDING' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'REFUNDED' | 'FAILED';
  pendingReason?: string;
  minor: number;
  currency: string;
  createTime: string;
  updateTime: string;
  refunds: EmulatedRefund[];
}

export interface EmulatedAuthorization {
  id: string;
  orderId: string;
  status: 'CREATED' | 'CAPTURED' | 'VOIDED' | 'PARTIALLY_CAPTURED';
  minor: number;
  currency: string;
  createTime: string;
  updateTime: string;
  expirationTime: string;
}

export interface Payer {
  name: { given_name: string; surname: string };
  email_address: string;
  payer_id: string;
  address: { country_code: string };
}

export interface EmulatedOrder {
  id: string;
  intent: 'CAPTURE' | 'AUTHORIZE';
  status: 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  minor: number;
  currency: string;
  referenceId: string;
  customId?: string;
  invoiceId?: string;
  description?: string;
  brandName?: string;
  returnUrl?: string;
  cancelUrl?: string;
  payer?: Payer;
  capture?: EmulatedCapture;
  /** Under intent AUTHORIZE: the authorization the order's authorize call made. */
  authorization?: EmulatedAuthorization;
  createTime: string;
  updateTime: string;
  behaviour: Behaviour;
  /** How many of the next refund calls on this order's capture answer a provider error (test control). */
  refundFailures?: number;
  /** How many of the next refunds are made and then their answer lost: the connection drops (test control). */
  refundAnswersLost?: number;
  /** Refunds at once and answers this much later, so a caller can die between the two (test control). */
  refundDelayMs?: number;
  calls: { create: number; get: number; capture: number; refund: number };
}

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** The demo buyer who approves every payment on the emulator's page. */
export const demoBuyer: Payer = {
  name: { given_name: 'Jo', surname: 'Bloggs' },
  email_address: 'jo.bloggs.buyer@example.com',
  payer_id: 'KESTRELBUYER1',
  address: { country_code: 'GB' },
};

const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A PayPal-looking id: 17 upper-case letters and digits, like 5O190127TN364715T. */
export function paypalId(): string {
  const bytes = randomBytes(17);
  return Array.from(bytes, (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}

export const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

/** Everything one emulator instance remembers, in memory. */
export function createPaypalState() {
  const orders = new Map<string, EmulatedOrder>();
  const captures = new Map<string, EmulatedCapture>();
  const authorizations = new Map<string, EmulatedAuthorization>();
  const tokens = new Map<string, number>();
  const answers = new Map<string, StoredAnswer>();
  const invoices = new Map<string, string>();
  const webhookSecret = randomBytes(32);

  return {
    orders,
    captures,
    authorizations,
    tokens,
    invoices,
    webhookSecret,
    /** PayPal-Request-Id replays: only successful answers are kept, so a declined call may be retried. */
    answerFor: (key: string) => answers.get(key),
    remember: (key: string, answer: StoredAnswer) => void answers.set(key, answer),
    orderOfCapture: (captureId: string) => {
      const capture = captures.get(captureId);
      return capture ? orders.get(capture.orderId) : undefined;
    },
    /** A refund by its id, with the capture it refunds. */
    refund: (refundId: string) => {
      for (const capture of captures.values()) {
        const refund = capture.refunds.find((each) => each.id === refundId);
        if (refund) return { refund, capture };
      }
      return undefined;
    },
  };
}

export type PaypalState = ReturnType<typeof createPaypalState>;
