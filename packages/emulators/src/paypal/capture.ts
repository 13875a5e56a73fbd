import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestReplay, type PaypalContext } from './context';
import { resourceNotFound, sendPaypalError } from './errors';
import { orderJson } from './representation';
import { demoBuyer, now, paypalId, type EmulatedCapture, type EmulatedOrder, type PaypalState } from './state';

/** The buyer approves: the order may now be captured. */
export function approveOrder(order: EmulatedOrder): void {
  if (order.status !== 'CREATED') return;
  order.status = 'APPROVED';
  order.payer = demoBuyer;
  order.updateTime = now();
}

/**
 * Captures an approved order (or, under intent AUTHORIZE, its authorization: `authorizationId`,
 * `minor`), honouring the amount and PENDING behaviours the tests set.
 */
export function captureOrder(
  state: PaypalState,
  order: EmulatedOrder,
  fromAuthorization?: { authorizationId: string; minor: number },
): EmulatedCapture {
  const time = now();
  const pending = order.behaviour.capture === 'pending';
  const capture: EmulatedCapture = {
    id: paypalId(),
    orderId: order.id,
    ...(fromAuthorization ? { authorizationId: fromAuthorization.authorizationId } : {}),
    status: pending ? 'PENDING' : 'COMPLETED',
    ...(pending ? { pendingReason: 'PENDING_REVIEW' } : {}),
    minor: fromAuthorization?.minor ?? order.behaviour.captureMinor ?? order.minor,
    currency: order.currency,
    createTime: time,
    updateTime: time,
    refunds: [],
  };
  order.capture = capture;
  order.status = 'COMPLETED';
  order.updateTime = time;
  state.captures.set(capture.id, capture);
  return capture;
}

/** `PayPal-Mock-Response: {"mock_application_codes":"INSTRUMENT_DECLINED"}`, as the sandbox takes it. */
function mockedCode(request: FastifyRequest): string | undefined {
  const header = request.headers['paypal-mock-response'];
  if (typeof header !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(header);
    const code = (parsed as { mock_application_codes?: unknown }).mock_application_codes;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/** One behaviour call used up; a limited behaviour falls back to 'complete' when spent. */
function spend(order: EmulatedOrder): void {
  const { behaviour } = order;
  if (behaviour.capture === 'lose-answer') behaviour.remaining = 1;
  if (behaviour.remaining === undefined) return;
  behaviour.remaining -= 1;
  if (behaviour.remaining <= 0) order.behaviour = { capture: 'complete', captureMinor: behaviour.captureMinor };
}

/** Answers nothing: the connection is cut, so the caller cannot tell whether the capture happened. */
function loseAnswer(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply.hijack();
  request.raw.socket.destroy();
  return reply;
}

/** POST /v2/checkout/orders/{id}/capture, with PayPal-Request-Id replays and the scripted behaviours. */
export function registerCaptureRoute(app: FastifyInstance, ctx: PaypalContext): void {
  const { state } = ctx;
  app.post<{ Params: { id: string } }>('/v2/checkout/orders/:id/capture', async (request, reply) => {
    const order = state.orders.get(request.params.id);
    if (!order) return resourceNotFound(reply, 'order_id', request.params.id);
    order.calls.capture += 1;
    const replay = requestReplay(state, request, `capture:${order.id}`);
    if (replay.earlier) return reply.code(200).send(replay.earlier.body);

    const behaviour = order.behaviour;
    if (behaviour.capture === 'provider-error') {
      spend(order);
      return sendPaypalError(reply, 500);
    }
    if (order.intent !== 'CAPTURE') return sendPaypalError(reply, 422, { issue: 'ACTION_DOES_NOT_MATCH_INTENT' });
    if (order.status === 'COMPLETED') return sendPaypalError(reply, 422, { issue: 'ORDER_ALREADY_CAPTURED' });
    if (order.status !== 'APPROVED') return sendPaypalError(reply, 422, { issue: 'ORDER_NOT_APPROVED' });
    const mocked = mockedCode(request);
    if (mocked) return sendPaypalError(reply, 422, { issue: mocked });
    if (behaviour.capture === 'decline') {
      spend(order);
      return sendPaypalError(reply, 422, { issue: 'INSTRUMENT_DECLINED' });
    }

    captureOrder(state, order);
    const body = orderJson(order, ctx.bases(request));
    replay.keep(body);
    const lose = behaviour.capture === 'lose-answer';
    spend(order);
    if (behaviour.delayMs) await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
    if (lose) return loseAnswer(request, reply);
    return reply.code(201).send(body);
  });
}
