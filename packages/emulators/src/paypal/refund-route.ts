import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { isJsonObject, requestReplay, type PaypalContext } from './context';
import { resourceNotFound, sendPaypalError } from './errors';
import { parseMoney } from './money';
import { captureJson, refundJson } from './representation';
import { now, paypalId, type EmulatedRefund } from './state';

/** POST /v2/payments/captures/{capture_id}/refund: an empty body refunds what is left; `amount` a part. */
export function registerRefundRoute(app: FastifyInstance, ctx: PaypalContext): void {
  const { state } = ctx;
  app.post<{ Params: { captureId: string } }>('/v2/payments/captures/:captureId/refund', async (request, reply) => {
    const capture = state.captures.get(request.params.captureId);
    const order = state.orderOfCapture(request.params.captureId);
    if (!capture || !order) return resourceNotFound(reply, 'capture_id', request.params.captureId);
    order.calls.refund += 1;
    const replay = requestReplay(state, request, `refund:${capture.id}`);
    if (replay.earlier) return reply.code(200).send(replay.earlier.body);

    if (order.refundFailures) {
      order.refundFailures -= 1;
      return sendPaypalError(reply, 500);
    }
    const body: unknown = request.body ?? {};
    if (!isJsonObject(body)) return sendPaypalError(reply, 400, { issue: 'MALFORMED_REQUEST_JSON' });
    const refunded = capture.refunds.reduce((sum, each) => sum + each.minor, 0);
    const left = capture.minor - refunded;
    if (capture.status === 'PENDING') return sendPaypalError(reply, 422, { issue: 'PENDING_CAPTURE' });
    if (left <= 0 || capture.status === 'REFUNDED')
      return sendPaypalError(reply, 422, { issue: 'CAPTURE_FULLY_REFUNDED' });

    let minor = left;
    if (body.amount !== undefined) {
      const amount = parseMoney(body.amount, '/amount');
      if (!amount.ok) {
        return sendPaypalError(reply, amount.issue === 'INVALID_PARAMETER_SYNTAX' ? 400 : 422, {
          issue: amount.issue,
          field: amount.field,
        });
      }
      if (amount.currency !== capture.currency)
        return sendPaypalError(reply, 422, { issue: 'CURRENCY_MISMATCH', field: '/amount/currency_code' });
      if (amount.minor > left)
        return sendPaypalError(reply, 422, { issue: 'REFUND_AMOUNT_EXCEEDED', field: '/amount/value' });
      minor = amount.minor;
    }

    const refund: EmulatedRefund = {
      id: paypalId(),
      minor,
      currency: capture.currency,
      ...(typeof body.note_to_payer === 'string' ? { note: body.note_to_payer.slice(0, 255) } : {}),
      ...(typeof body.invoice_id === 'string' ? { invoiceId: body.invoice_id.slice(0, 127) } : {}),
      createTime: now(),
    };
    capture.refunds.push(refund);
    capture.status = minor === left ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    capture.updateTime = refund.createTime;
    const answer = refundJson(refund, capture, order, ctx.bases(request));
    replay.keep(answer);
    if (order.refundDelayMs) await sleep(order.refundDelayMs);
    if (order.refundAnswersLost) {
      // Refunded, and the caller never hears it: as when its process dies or the network cuts.
      order.refundAnswersLost -= 1;
      reply.hijack();
      request.raw.socket.destroy();
      return;
    }
    return reply.code(201).send(answer);
  });
}

/** GET /v2/payments/captures/{id} and GET /v2/payments/refunds/{id}. */
export function registerPaymentReadRoutes(app: FastifyInstance, ctx: PaypalContext): void {
  const { state } = ctx;
  app.get<{ Params: { id: string } }>('/v2/payments/captures/:id', async (request, reply) => {
    const capture = state.captures.get(request.params.id);
    const order = state.orderOfCapture(request.params.id);
    if (!capture || !order) return resourceNotFound(reply, 'capture_id', request.params.id);
    return captureJson(capture, order, ctx.bases(request));
  });

  app.get<{ Params: { id: string } }>('/v2/payments/refunds/:id', async (request, reply) => {
    const found = state.refund(request.params.id);
    const order = found ? state.orders.get(found.capture.orderId) : undefined;
    if (!found || !order) return resourceNotFound(reply, 'refund_id', request.params.id);
    return refundJson(found.refund, found.capture, order, ctx.bases(request));
  });
}
