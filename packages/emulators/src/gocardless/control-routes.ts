import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { advanceClock, cancelMandate, nextChargeDate } from './collections';
import { failureCauses, type GocardlessEvent, type GocardlessState } from './state';
import { deliver, webhookDelivery, type WebhookTarget } from './webhooks';

/*
 * Not GoCardless's: test controls. They need no token. Events a control makes are delivered to
 * the webhook endpoint when one is set, and always listed by GET /__control/events.
 */
const failSchema = z.object({ cause: z.enum(failureCauses) });
const clockSchema = z.union([
  z.object({ to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
  z.object({ to: z.literal('next-charge-date') }),
]);
const endpointSchema = z.object({ url: z.string().url().nullable(), secret: z.string().min(1).optional() });
const sendSchema = z.object({
  ids: z.array(z.string().min(1)).min(1).max(50),
  times: z.number().int().min(1).max(20).optional(),
});

const controlError = (reply: FastifyReply, status: number, message: string) =>
  reply.code(status).send({ error: status === 404 ? 'not_found' : 'invalid_request', message });

export function registerControlRoutes(
  app: FastifyInstance,
  state: GocardlessState,
  target: WebhookTarget,
  emit: (events: GocardlessEvent[]) => Promise<unknown>,
): void {
  /** Where webhooks go, and the secret they are signed with. */
  app.post('/__control/webhook-endpoint', async (request, reply) => {
    const parsed = endpointSchema.safeParse(request.body);
    if (!parsed.success) return controlError(reply, 400, parsed.error.message);
    target.url = parsed.data.url;
    if (parsed.data.secret) target.secret = parsed.data.secret;
    return { url: target.url };
  });

  app.get('/__control/clock', async () => ({ today: state.today, next_charge_date: nextChargeDate(state) }));

  /** Moves the clock to a date or to the next charge date, collecting (or failing) what falls due. */
  app.post('/__control/clock', async (request, reply) => {
    const parsed = clockSchema.safeParse(request.body);
    if (!parsed.success) return controlError(reply, 400, parsed.error.message);
    const to = parsed.data.to === 'next-charge-date' ? nextChargeDate(state) : parsed.data.to;
    if (!to) return controlError(reply, 409, 'No payment is waiting for its charge date');
    const events = advanceClock(state, to);
    const delivered = await emit(events);
    return { today: state.today, events: events.map((e) => e.id), delivered };
  });

  /** The payment fails with this cause when it is next submitted. */
  app.post<{ Params: { id: string } }>('/__control/payments/:id/fail', async (request, reply) => {
    const payment = state.payments.get(request.params.id);
    if (!payment) return controlError(reply, 404, `No payment ${request.params.id}`);
    const parsed = failSchema.safeParse(request.body);
    if (!parsed.success) return controlError(reply, 400, parsed.error.message);
    if (parsed.data.cause === 'mandate_cancelled') {
      const delivered = await emit(cancelMandate(state, payment.links.mandate, 'bank'));
      return { payment: payment.id, delivered };
    }
    payment.plannedFailure = parsed.data.cause;
    return { payment: payment.id, cause: payment.plannedFailure };
  });

  /** The customer's bank cancels the mandate. */
  app.post<{ Params: { id: string } }>('/__control/mandates/:id/cancel', async (request, reply) => {
    if (!state.mandates.has(request.params.id)) return controlError(reply, 404, `No mandate ${request.params.id}`);
    const events = cancelMandate(state, request.params.id, 'bank');
    return { events: events.map((e) => e.id), delivered: await emit(events) };
  });

  app.get<{ Querystring: { resource?: string } }>('/__control/events', async (request) => ({
    events: state.events.filter(
      (e) => !request.query.resource || Object.values(e.links).includes(request.query.resource),
    ),
  }));

  /** Sends these events again, in the order given (so out of order when asked), `times` times each delivery. */
  app.post('/__control/webhooks/send', async (request, reply) => {
    const parsed = sendSchema.safeParse(request.body);
    if (!parsed.success) return controlError(reply, 400, parsed.error.message);
    const events = parsed.data.ids.map((id) => state.events.find((e) => e.id === id));
    if (events.some((e) => !e)) return controlError(reply, 404, 'No such event');
    const results = [];
    for (let i = 0; i < (parsed.data.times ?? 1); i++) results.push(await deliver(target, events as GocardlessEvent[]));
    return { results };
  });

  /** A signed delivery of these events, for a test to post itself. */
  app.post('/__control/webhooks/sign', async (request, reply) => {
    const parsed = sendSchema.safeParse(request.body);
    if (!parsed.success) return controlError(reply, 400, parsed.error.message);
    const events = parsed.data.ids.map((id) => state.events.find((e) => e.id === id));
    if (events.some((e) => !e)) return controlError(reply, 404, 'No such event');
    return webhookDelivery(target.secret, events as GocardlessEvent[]);
  });
}
