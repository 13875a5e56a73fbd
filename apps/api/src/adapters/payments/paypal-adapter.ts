import type { z } from 'zod';
import {
  PaymentProviderError,
  type CaptureOutcome,
  type CreateOrderInput,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderRefund,
  type RefundInput,
  type WebhookHeaders,
} from './payment-provider';
import { createPaypalHttp, issueOf, unexpected, type PaypalAnswer } from './paypal-http';
import { penceToValue, valueToPence } from './paypal-money';
import { listPaypalTransactions } from './paypal-reporting';
import { orderSchema, refundSchema, verificationSchema, type OrderAnswer, type RefundAnswer } from './paypal-schemas';

export interface PaypalAdapterOptions {
  /** https://api-m.paypal.com, https://api-m.sandbox.paypal.com, or the emulator's /__emulators/paypal. */
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /** The id of our webhook in the PayPal developer dashboard, for signature verification. */
  webhookId: string;
  /** For each HTTP call, the token call included. */
  timeoutMs: number;
}

const BRAND_NAME = 'Kestrel Warranties';
const REPRESENTATION = { prefer: 'return=representation' };
const DECLINED = new Set(['INSTRUMENT_DECLINED', 'TRANSACTION_REFUSED']);
const NOT_APPROVED = new Set(['ORDER_NOT_APPROVED', 'PAYER_ACTION_REQUIRED']);

function pence(value: string, what: string): number {
  const amount = valueToPence(value);
  if (amount === null) throw new PaymentProviderError(`PayPal sent an unreadable ${what} amount`);
  return amount;
}

function parse<T extends z.ZodType>(schema: T, answer: PaypalAnswer, what: string): z.infer<T> {
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success) throw new PaymentProviderError(`PayPal sent an unreadable ${what}`, answer.status);
  return parsed.data;
}

function toProviderRefund(refund: RefundAnswer, fallback?: { amountPence?: number; currency: string }): ProviderRefund {
  return {
    id: refund.id,
    status: refund.status,
    amountPence: refund.amount ? pence(refund.amount.value, 'refund') : (fallback?.amountPence ?? 0),
    currency: refund.amount?.currency_code ?? fallback?.currency ?? 'GBP',
    invoiceId: refund.invoice_id ?? null,
  };
}

/**
 * Our view of a PayPal order. An answer without the unit's amount (a capture answer may omit it)
 * takes the capture's, then `fallback`'s (the create input).
 */
function toProviderOrder(order: OrderAnswer, fallback?: { amountPence: number; currency: string }): ProviderOrder {
  const unit = order.purchase_units?.[0];
  const first = unit?.payments?.captures?.[0];
  const capture = first
    ? {
        id: first.id,
        status: first.status,
        amountPence: pence(first.amount.value, 'capture'),
        currency: first.amount.currency_code,
        ...(first.status_details?.reason ? { pendingReason: first.status_details.reason } : {}),
      }
    : null;
  const amount = unit?.amount
    ? { amountPence: pence(unit.amount.value, 'order'), currency: unit.amount.currency_code }
    : capture
      ? { amountPence: capture.amountPence, currency: capture.currency }
      : fallback;
  if (!amount) throw new PaymentProviderError('PayPal sent an order without an amount');
  return {
    id: order.id,
    status: order.status,
    customId: unit?.custom_id ?? null,
    ...amount,
    capture,
    refunds: (unit?.payments?.refunds ?? []).map((refund) => toProviderRefund(refund)),
    approveUrl: order.links?.find((link) => link.rel === 'approve' || link.rel === 'payer-action')?.href ?? null,
    payerEmail: order.payer?.email_address ?? order.payment_source?.paypal?.email_address ?? null,
  };
}

/** The production PayPal adapter (Orders v2, CONTRACTS §3), also used against the emulator. */
export function createPaypalAdapter(options: PaypalAdapterOptions): PaymentProvider {
  const http = createPaypalHttp(options);
  const orderPath = (id: string) => `/v2/checkout/orders/${encodeURIComponent(id)}`;

  async function createOrder(input: CreateOrderInput): Promise<ProviderOrder> {
    const value = penceToValue(input.amountPence);
    const answer = await http.call('POST', '/v2/checkout/orders', {
      headers: { ...REPRESENTATION, 'paypal-request-id': `create-${input.ourOrderId}` },
      body: {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: input.ourOrderId,
            custom_id: input.ourOrderId,
            invoice_id: input.ourOrderId,
            description: input.description.slice(0, 127),
            amount: { currency_code: input.currency, value },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              return_url: input.returnUrl,
              cancel_url: input.cancelUrl,
              brand_name: BRAND_NAME,
              locale: 'en-GB',
              shipping_preference: 'NO_SHIPPING',
              user_action: 'PAY_NOW',
            },
          },
        },
      },
    });
    if (answer.status !== 200 && answer.status !== 201) throw unexpected('Creating the order failed', answer);
    const order = toProviderOrder(parse(orderSchema, answer, 'order'), {
      amountPence: input.amountPence,
      currency: input.currency,
    });
    return order.customId === null ? { ...order, customId: input.ourOrderId } : order;
  }

  async function getOrder(orderId: string): Promise<ProviderOrder | null> {
    const answer = await http.call('GET', orderPath(orderId));
    if (answer.status === 404) return null;
    if (answer.status !== 200) throw unexpected('Reading the order failed', answer);
    return toProviderOrder(parse(orderSchema, answer, 'order'));
  }

  async function captureOrder(orderId: string, requestId: string): Promise<CaptureOutcome> {
    const answer = await http.call('POST', `${orderPath(orderId)}/capture`, {
      headers: { ...REPRESENTATION, 'paypal-request-id': requestId },
      body: {},
    });
    if (answer.status === 200 || answer.status === 201) {
      return { kind: 'captured', order: toProviderOrder(parse(orderSchema, answer, 'capture answer')) };
    }
    const issue = issueOf(answer);
    if (answer.status === 422 && issue) {
      if (DECLINED.has(issue)) {
        const message = answer.error?.details?.[0]?.description ?? answer.error?.message ?? issue;
        return { kind: 'declined', issue, message };
      }
      if (NOT_APPROVED.has(issue)) return { kind: 'not-approved', issue };
      if (issue === 'ORDER_ALREADY_CAPTURED') return { kind: 'already-captured' };
    }
    throw unexpected('Capturing the order failed', answer);
  }

  /**
   * A refund already made in full (422 CAPTURE_FULLY_REFUNDED) comes back as
   * `{id: '', status: 'COMPLETED', amountPence: 0, alreadyRefunded: true}`: this call refunded
   * nothing and there is no new refund id, so check `alreadyRefunded` before recording anything.
   */
  async function refundCapture(input: RefundInput): Promise<ProviderRefund> {
    const body: Record<string, unknown> = {};
    if (input.amountPence !== undefined) {
      body.amount = { currency_code: input.currency, value: penceToValue(input.amountPence) };
    }
    if (input.note) body.note_to_payer = input.note.slice(0, 255);
    // Our refund id again, where a later look at the order finds it (PayPal-Request-Id is kept 6 hours).
    body.invoice_id = input.requestId;
    const answer = await http.call('POST', `/v2/payments/captures/${encodeURIComponent(input.captureId)}/refund`, {
      headers: { ...REPRESENTATION, 'paypal-request-id': input.requestId },
      body,
    });
    if (answer.status === 422 && issueOf(answer) === 'CAPTURE_FULLY_REFUNDED') {
      return { id: '', status: 'COMPLETED', amountPence: 0, currency: input.currency, alreadyRefunded: true };
    }
    if (answer.status !== 200 && answer.status !== 201) throw unexpected('Refunding the capture failed', answer);
    return toProviderRefund(parse(refundSchema, answer, 'refund'), input);
  }

  async function verifyWebhook(headers: WebhookHeaders, event: unknown): Promise<boolean> {
    const answer = await http.call('POST', '/v1/notifications/verify-webhook-signature', {
      body: {
        auth_algo: headers.authAlgo,
        cert_url: headers.certUrl,
        transmission_id: headers.transmissionId,
        transmission_sig: headers.transmissionSig,
        transmission_time: headers.transmissionTime,
        webhook_id: options.webhookId,
        webhook_event: event,
      },
    });
    // PayPal refuses a malformed verification request: that is not a verified event.
    if (answer.status === 400 || answer.status === 422) return false;
    if (answer.status !== 200) throw unexpected('Verifying the webhook failed', answer);
    return parse(verificationSchema, answer, 'verification answer').verification_status === 'SUCCESS';
  }

  return {
    name: 'paypal',
    createOrder,
    getOrder,
    captureOrder,
    refundCapture,
    verifyWebhook,
    listTransactions: (from, to) => listPaypalTransactions(http, from, to),
  };
}
