import { money } from './money';
import type { EmulatedAuthorization, EmulatedCapture, EmulatedOrder, EmulatedRefund } from './state';

/** Where links point: the emulator's own absolute URL, and the base of the buyer's approval page. */
export interface LinkBases {
  api: string;
  approve: string;
}

const PAYEE = { email_address: 'merchant@kestrel-warranties.example', merchant_id: 'KESTRELMERCH1' };

/** PayPal UK's standard fee: 2.9% plus 30p. */
const feeOf = (minor: number) => Math.round(minor * 0.029) + 30;

/** An order's links: self always; approve, update and capture (or authorize) while it is open. */
export function orderLinks(order: EmulatedOrder, bases: LinkBases) {
  const self = `${bases.api}/v2/checkout/orders/${order.id}`;
  const links = [{ href: self, rel: 'self', method: 'GET' }];
  if (order.status === 'COMPLETED' || order.status === 'VOIDED') return links;
  const action = order.intent === 'AUTHORIZE' ? 'authorize' : 'capture';
  return [
    ...links,
    { href: `${bases.approve}/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' },
    { href: self, rel: 'update', method: 'PATCH' },
    { href: `${self}/${action}`, rel: action, method: 'POST' },
  ];
}

export function authorizationJson(authorization: EmulatedAuthorization, order: EmulatedOrder, bases: LinkBases) {
  const self = `${bases.api}/v2/payments/authorizations/${authorization.id}`;
  const open = authorization.status === 'CREATED';
  return {
    id: authorization.id,
    status: authorization.status,
    amount: money(authorization.minor, authorization.currency),
    ...(order.invoiceId ? { invoice_id: order.invoiceId } : {}),
    ...(order.customId ? { custom_id: order.customId } : {}),
    seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
    expiration_time: authorization.expirationTime,
    links: [
      { href: self, rel: 'self', method: 'GET' },
      ...(open
        ? [
            { href: `${self}/capture`, rel: 'capture', method: 'POST' },
            { href: `${self}/void`, rel: 'void', method: 'POST' },
            { href: `${self}/reauthorize`, rel: 'reauthorize', method: 'POST' },
          ]
        : []),
      { href: `${bases.api}/v2/checkout/orders/${order.id}`, rel: 'up', method: 'GET' },
    ],
    create_time: authorization.createTime,
    update_time: authorization.updateTime,
  };
}

export function refundJson(refund: EmulatedRefund, capture: EmulatedCapture, order: EmulatedOrder, bases: LinkBases) {
  const fee = Math.round((feeOf(capture.minor) * refund.minor) / capture.minor);
  const refunded = capture.refunds.reduce((sum, each) => sum + each.minor, 0);
  return {
    id: refund.id,
    status: 'COMPLETED',
    amount: money(refund.minor, refund.currency),
    ...(refund.note ? { note_to_payer: refund.note } : {}),
    seller_payable_breakdown: {
      gross_amount: money(refund.minor, refund.currency),
      paypal_fee: money(fee, refund.currency),
      net_amount: money(refund.minor - fee, refund.currency),
      total_refunded_amount: money(refunded, refund.currency),
    },
    // A refund sent without an invoice_id shows the capture's (the order's), as PayPal's do.
    ...(refund.invoiceId || order.invoiceId ? { invoice_id: refund.invoiceId ?? order.invoiceId } : {}),
    ...(order.customId ? { custom_id: order.customId } : {}),
    links: [
      { href: `${bases.api}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
      { href: `${bases.api}/v2/payments/captures/${capture.id}`, rel: 'up', method: 'GET' },
    ],
    create_time: refund.createTime,
    update_time: refund.createTime,
  };
}

export function captureJson(capture: EmulatedCapture, order: EmulatedOrder, bases: LinkBases) {
  const fee = feeOf(capture.minor);
  const self = `${bases.api}/v2/payments/captures/${capture.id}`;
  return {
    id: capture.id,
    status: capture.status,
    ...(capture.pendingReason ? { status_details: { reason: capture.pendingReason } } : {}),
    amount: money(capture.minor, capture.currency),
    final_capture: true,
    seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
    seller_receivable_breakdown: {
      gross_amount: money(capture.minor, capture.currency),
      paypal_fee: money(fee, capture.currency),
      net_amount: money(capture.minor - fee, capture.currency),
    },
    ...(order.invoiceId ? { invoice_id: order.invoiceId } : {}),
    ...(order.customId ? { custom_id: order.customId } : {}),
    links: [
      { href: self, rel: 'self', method: 'GET' },
      { href: `${self}/refund`, rel: 'refund', method: 'POST' },
      capture.authorizationId
        ? { href: `${bases.api}/v2/payments/authorizations/${capture.authorizationId}`, rel: 'up', method: 'GET' }
        : { href: `${bases.api}/v2/checkout/orders/${order.id}`, rel: 'up', method: 'GET' },
    ],
    create_time: capture.createTime,
    update_time: capture.updateTime,
  };
}

/** The whole order, as GET /v2/checkout/orders/{id} and Prefer: return=representation give it. */
export function orderJson(order: EmulatedOrder, bases: LinkBases) {
  const capture = order.capture;
  const authorization = order.authorization;
  const payments =
    capture || authorization
      ? {
          payments: {
            ...(authorization ? { authorizations: [authorizationJson(authorization, order, bases)] } : {}),
            ...(capture ? { captures: [captureJson(capture, order, bases)] } : {}),
            ...(capture && capture.refunds.length > 0
              ? { refunds: capture.refunds.map((r) => refundJson(r, capture, order, bases)) }
              : {}),
          },
        }
      : {};
  return {
    id: order.id,
    intent: order.intent,
    status: order.status,
    ...(order.payer
      ? {
          payment_source: {
            paypal: {
              email_address: order.payer.email_address,
              account_id: order.payer.payer_id,
              account_status: 'VERIFIED',
              name: order.payer.name,
              address: order.payer.address,
            },
          },
        }
      : {}),
    purchase_units: [
      {
        reference_id: order.referenceId,
        amount: money(order.minor, order.currency),
        payee: PAYEE,
        ...(order.description ? { description: order.description } : {}),
        ...(order.customId ? { custom_id: order.customId } : {}),
        ...(order.invoiceId ? { invoice_id: order.invoiceId } : {}),
        ...payments,
      },
    ],
    ...(order.payer ? { payer: order.payer } : {}),
    create_time: order.createTime,
    update_time: order.updateTime,
    links: orderLinks(order, bases),
  };
}

/** The short answer (Prefer: return=minimal, PayPal's default). */
export const minimalOrderJson = (order: EmulatedOrder, bases: LinkBases) => ({
  id: order.id,
  status: order.status,
  links: orderLinks(order, bases),
});
