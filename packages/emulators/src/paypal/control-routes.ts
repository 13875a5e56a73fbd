import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { approveOrder, captureOrder } from './capture';
import type { PaypalContext } from './context';
import { parseMoney } from './money';
import { orderJson } from './representation';
import type { EmulatedOrder } from './state';
import { buildWebhookEvent, signWebhook, webhookEventTypes } from './webhooks';

/*
 * Not PayPal's: test controls, per order so parallel tests do not meet. They never need a token
 * and never count as upstream calls.
 */
const behaviourSchema = z.object({
  capture: z.enum(['complete', 'decline', 'provider-error', 'lose-answer', 'pending']),
  captureAmount: z.string().optional(),
  /** How many capture calls it lasts (then 'complete'); lose-answer always lasts one. */
  times: z.number().int().min(1).max(100).optional(),
  /** Capture, then wait this long before answering. */
  delayMs: z.number().int().min(0).max(60_000).optional(),
});
const signSchema = z.object({ event: z.unknown(), webhookId: z.string().min(1) });
const eventSchema = z.object({ type: z.enum(webhookEventTypes as [string, ...string[]]), orderId: z.string().min(1) });

const controlError = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).send({ error: status === 404 ? 'not_found' : 'invalid_request', message });

export function registerControlRoutes(app: FastifyInstance, ctx: PaypalContext): void {
  const { state } = ctx;
  type ById = { Params: { id: string } };
  const orderOr404 = (id: string, reply: FastifyReply): EmulatedOrder | null => {
    const order = state.orders.get(id);
    if (!order) void controlError(reply, 404, `No order ${id}`);
    return order ?? null;
  };

  /** Every order this emulator holds, with its capture and call counts: what scripts check our records against. */
  app.get('/__control/orders', async () => ({
    orders: [...state.orders.values()].map((order) => ({
      id: order.id,
      status: order.status,
      customId: order.customId ?? null,
      amount: { currency_code: order.currency, minor: order.minor },
      capture: order.capture
        ? { id: order.capture.id, status: order.capture.status, minor: order.capture.minor }
        : null,
      calls: { ...order.calls },
    })),
  }));

  app.get<ById>('/__control/orders/:id', async (request, reply) => {
    const order = orderOr404(request.params.id, reply);
    if (!order) return reply;
    return { order: orderJson(order, ctx.bases(request)), calls: { ...order.calls } };
  });

  app.post<ById>('/__control/orders/:id/approve', async (request, reply) => {
    const order = orderOr404(request.params.id, reply);
    if (!order) return reply;
    if (order.status === 'COMPLETED') return controlError(reply, 409, 'The order has already been captured.');
    approveOrder(order);
    return orderJson(order, ctx.bases(request));
  });

  app.post<ById>('/__control/orders/:id/behaviour', async (request, reply) => {
    const order = orderOr404(request.params.id, reply);
    if (!order) return reply;
    const parsed = behaviourSchema.safeParse(request.body);
    if (!parsed.success) return controlError(reply, 400, z.prettifyError(parsed.error));
    const { capture, captureAmount, times, delayMs } = parsed.data;
    let captureMinor: number | undefined;
    if (captureAmount !== undefined) {
      const amount = parseMoney({ currency_code: order.currency, value: captureAmount }, '/captureAmount');
      if (!amount.ok) return controlError(reply, 400, `captureAmount: ${amount.issue}`);
      captureMinor = amount.minor;
    }
    order.behaviour = { capture, captureMinor, remaining: times, delayMs };
    return { capture, captureAmount: captureAmount ?? null, times: times ?? null, delayMs: delayMs ?? null };
  });

  /** A control setting one number of an order's refund behaviour, sent as `{ [key]: n }`. */
  const refundSetting = (
    path: string,
    key: 'times' | 'ms',
    max: number,
    field: 'refundFailures' | 'refundAnswersLost' | 'refundDelayMs',
  ) =>
    app.post<ById>(`/__control/orders/:id/${path}`, async (request, reply) => {
      const order = orderOr404(request.params.id, reply);
      if (!order) return reply;
      const parsed = z.object({ [key]: z.number().int().min(0).max(max) }).safeParse(request.body);
      if (!parsed.success) return controlError(reply, 400, z.prettifyError(parsed.error));
      const value = parsed.data[key]!;
      order[field] = value;
      return { [field]: value };
    });
  /** The next `times` refund calls on the order's capture fail as PayPal's own outage would (500). */
  refundSetting('refund-failures', 'times', 100, 'refundFailures');
  /** The next `times` refunds on the order's capture are made, and the connection drops before the answer. */
  refundSetting('refund-answers-lost', 'times', 100, 'refundAnswersLost');
  /** Refunds on the order's capture are made at once and answered `ms` later (0: at once again). */
  refundSetting('refund-delay', 'ms', 60_000, 'refundDelayMs');

  app.post<ById>('/__control/orders/:id/capture', async (request, reply) => {
    const order = orderOr404(request.params.id, reply);
    if (!order) return reply;
    if (order.status === 'COMPLETED') return controlError(reply, 409, 'The order has already been captured.');
    approveOrder(order);
    captureOrder(state, order);
    return orderJson(order, ctx.bases(request));
  });

  /** Every token issued so far stops working, as when PayPal expires them early. */
  app.post('/__control/tokens/expire', async () => {
    const expired = state.tokens.size;
    state.tokens.clear();
    return { expired };
  });

  app.post('/__control/webhooks/sign', async (request, reply) => {
    const parsed = signSchema.safeParse(request.body);
    if (!parsed.success || parsed.data.event === undefined) {
      return controlError(reply, 400, 'Send {event, webhookId}.');
    }
    return { headers: signWebhook(state, parsed.data.event, parsed.data.webhookId) };
  });

  app.post('/__control/webhooks/event', async (request, reply) => {
    const parsed = eventSchema.safeParse(request.body);
    if (!parsed.success) return controlError(reply, 400, z.prettifyError(parsed.error));
    const order = orderOr404(parsed.data.orderId, reply);
    if (!order) return reply;
    if (parsed.data.type.startsWith('PAYMENT.CAPTURE.') && !order.capture) {
      return controlError(reply, 409, 'The order has no capture yet.');
    }
    // Wrapped, like /webhooks/sign's {headers}: the test sends `event` as the body.
    return { event: buildWebhookEvent(parsed.data.type, order, ctx.bases(request)) };
  });
}
