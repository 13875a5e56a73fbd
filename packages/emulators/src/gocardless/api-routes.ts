import { addDays, addMonths } from '@kestrel/domain/dates/calendar-date';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { cancelMandate, nextPossibleChargeDate } from './collections';
import { notFound, sendGocardlessError } from './errors';
import { gcId, recordEvent, timestamp, type GocardlessState, type InstalmentSchedule, type Payment } from './state';

/*
 * GoCardless's REST calls (CONTRACTS §7) below the prefix: billing requests and their hosted
 * flows, customers, mandates, instalment schedules, payments (with retry) and refunds. Bodies are
 * wrapped in the resource's plural name; creates honour Idempotency-Key.
 */
export interface ApiContext {
  state: GocardlessState;
  accessToken: string;
  /** Where the hosted page lives, from the request (the flow's authorisation_url). */
  flowBase: (request: FastifyRequest) => string;
  /** Called with the events a call made, for delivery. */
  emit: (events: ReturnType<typeof recordEvent>[]) => void;
}

const metadata = z.record(z.string(), z.string().max(500)).optional();
const billingRequestBody = z.object({
  billing_requests: z.object({
    mandate_request: z.object({ scheme: z.literal('bacs').default('bacs'), currency: z.literal('GBP') }),
    metadata,
  }),
});
const flowBody = z.object({
  billing_request_flows: z.object({
    redirect_uri: z.string().min(1).max(2000),
    exit_uri: z.string().max(2000).optional(),
    links: z.object({ billing_request: z.string().min(1) }),
    prefilled_customer: z.record(z.string(), z.string().max(200)).optional(),
  }),
});
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const scheduleBase = {
  name: z.string().min(1).max(200),
  currency: z.literal('GBP'),
  total_amount: z.number().int().positive(),
  links: z.object({ mandate: z.string().min(1) }),
  metadata,
};
const withScheduleBody = z.object({
  instalment_schedules: z.object({
    ...scheduleBase,
    instalments: z.object({
      start_date: isoDate.optional(),
      interval_unit: z.enum(['weekly', 'monthly', 'yearly']),
      interval: z.number().int().min(1).max(12),
      amounts: z.array(z.number().int().positive()).min(1).max(60),
    }),
  }),
});
const withDatesBody = z.object({
  instalment_schedules: z.object({
    ...scheduleBase,
    instalments: z
      .array(z.object({ charge_date: isoDate, amount: z.number().int().positive() }))
      .min(1)
      .max(60),
  }),
});
const refundBody = z.object({
  refunds: z.object({
    amount: z.number().int().positive(),
    total_amount_confirmation: z.number().int().positive(),
    links: z.object({ payment: z.string().min(1) }),
    metadata,
  }),
});

const validationFailed = (reply: FastifyReply, error: z.ZodError) =>
  sendGocardlessError(
    reply,
    422,
    'validation_failed',
    'Validation failed',
    error.issues.map((issue) => ({
      field: issue.path.slice(1).join('.'),
      message: issue.message,
      reason: 'invalid',
    })),
  );

export function registerApiRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const { state } = ctx;

  app.addHook('preHandler', async (request, reply) => {
    const path = request.url.slice(app.prefix.length);
    if (path.startsWith('/__control') || path.startsWith('/flow') || path.startsWith('/static')) return;
    if (request.headers.authorization !== `Bearer ${ctx.accessToken}`) {
      return sendGocardlessError(reply, 401, 'invalid_api_usage', 'Unauthorised', [
        { reason: 'access_token_not_found', message: 'Please use a valid access token' },
      ]);
    }
    if (!request.headers['gocardless-version']) {
      return sendGocardlessError(reply, 400, 'invalid_api_usage', 'GoCardless-Version header missing', [
        { reason: 'missing_version_header', message: 'Specify a GoCardless-Version header' },
      ]);
    }
  });

  /** The resource an Idempotency-Key already made, answered as GoCardless does (409). */
  const idempotent = (request: FastifyRequest, reply: FastifyReply, resource: string) => {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || key === '') return { conflict: false as const, remember: (_id: string) => {} };
    const existing = state.idempotency.get(`${resource}:${key}`);
    if (existing) {
      void sendGocardlessError(
        reply,
        409,
        'invalid_state',
        'A resource has already been created with this idempotency key',
        [
          {
            reason: 'idempotent_creation_conflict',
            message: 'A resource has already been created with this idempotency key',
            links: { conflicting_resource_id: existing },
          },
        ],
      );
      return { conflict: true as const, remember: (_id: string) => {} };
    }
    return { conflict: false as const, remember: (id: string) => void state.idempotency.set(`${resource}:${key}`, id) };
  };

  // --- billing requests and flows ---------------------------------------------------------
  app.post('/billing_requests', async (request, reply) => {
    const parsed = billingRequestBody.safeParse(request.body);
    if (!parsed.success) return validationFailed(reply, parsed.error);
    const key = idempotent(request, reply, 'billing_requests');
    if (key.conflict) return reply;
    const id = gcId('BRQ');
    const billingRequest = {
      id,
      created_at: timestamp(),
      status: 'pending' as const,
      mandate_request: parsed.data.billing_requests.mandate_request,
      metadata: parsed.data.billing_requests.metadata ?? {},
      links: {},
    };
    state.billingRequests.set(id, billingRequest);
    key.remember(id);
    ctx.emit([recordEvent(state, 'billing_requests', 'created', { billing_request: id })]);
    return reply.code(201).send({ billing_requests: billingRequest });
  });

  app.get<{ Params: { id: string } }>('/billing_requests/:id', async (request, reply) => {
    const found = state.billingRequests.get(request.params.id);
    return found ? { billing_requests: found } : notFound(reply, 'Billing request');
  });

  app.post('/billing_request_flows', async (request, reply) => {
    const parsed = flowBody.safeParse(request.body);
    if (!parsed.success) return validationFailed(reply, parsed.error);
    const body = parsed.data.billing_request_flows;
    if (!state.billingRequests.has(body.links.billing_request)) return notFound(reply, 'Billing request');
    const id = gcId('BRF');
    const flow = {
      id,
      created_at: timestamp(),
      authorisation_url: `${ctx.flowBase(request)}/flow/${id}`,
      redirect_uri: body.redirect_uri,
      exit_uri: body.exit_uri ?? null,
      prefilled_customer: body.prefilled_customer ?? {},
      links: { billing_request: body.links.billing_request },
    };
    state.flows.set(id, flow);
    return reply.code(201).send({ billing_request_flows: flow });
  });

  // --- customers and mandates --------------------------------------------------------------
  app.get<{ Params: { id: string } }>('/customers/:id', async (request, reply) => {
    const found = state.customers.get(request.params.id);
    return found ? { customers: found } : notFound(reply, 'Customer');
  });
  app.get<{ Params: { id: string } }>('/mandates/:id', async (request, reply) => {
    const found = state.mandates.get(request.params.id);
    return found ? { mandates: found } : notFound(reply, 'Mandate');
  });
  app.post<{ Params: { id: string } }>('/mandates/:id/actions/cancel', async (request, reply) => {
    const found = state.mandates.get(request.params.id);
    if (!found) return notFound(reply, 'Mandate');
    if (found.status === 'cancelled') {
      return sendGocardlessError(reply, 422, 'invalid_state', 'Mandate is already cancelled', [
        { reason: 'mandate_already_cancelled', message: 'Mandate is already cancelled' },
      ]);
    }
    ctx.emit(cancelMandate(state, found.id, 'api'));
    return { mandates: found };
  });

  // --- instalment schedules ---------------------------------------------------------------
  const createSchedule = (
    request: FastifyRequest,
    reply: FastifyReply,
    base: Omit<z.infer<typeof withDatesBody>['instalment_schedules'], 'instalments'>,
    dated: { charge_date: string; amount: number }[],
  ) => {
    const mandate = state.mandates.get(base.links.mandate);
    if (!mandate) return notFound(reply, 'Mandate');
    if (!['pending_submission', 'submitted', 'active'].includes(mandate.status)) {
      return sendGocardlessError(reply, 422, 'invalid_state', 'Mandate is not in a state to take payments', [
        { reason: 'mandate_is_inactive', message: 'The mandate is cancelled or failed' },
      ]);
    }
    const sum = dated.reduce((total, i) => total + i.amount, 0);
    if (sum !== base.total_amount) {
      return sendGocardlessError(reply, 422, 'validation_failed', 'Validation failed', [
        { field: 'total_amount', message: 'must equal the sum of the instalment amounts', reason: 'invalid' },
      ]);
    }
    const earliest = nextPossibleChargeDate(state);
    if (dated[0]!.charge_date < earliest) {
      return sendGocardlessError(reply, 422, 'validation_failed', 'Validation failed', [
        { field: 'instalments.charge_date', message: `must be on or after ${earliest}`, reason: 'invalid' },
      ]);
    }
    const key = idempotent(request, reply, 'instalment_schedules');
    if (key.conflict) return reply;
    const schedule: InstalmentSchedule = {
      id: gcId('IS'),
      created_at: timestamp(),
      name: base.name,
      currency: 'GBP',
      total_amount: base.total_amount,
      status: 'active',
      metadata: base.metadata ?? {},
      links: { mandate: mandate.id, customer: mandate.links.customer, payments: [] },
    };
    for (const instalment of dated) {
      const payment: Payment = {
        id: gcId('PM'),
        created_at: timestamp(),
        charge_date: instalment.charge_date,
        amount: instalment.amount,
        amount_refunded: 0,
        currency: 'GBP',
        description: base.name,
        reference: null,
        status: 'pending_submission',
        retry_if_possible: false,
        metadata: {},
        links: { mandate: mandate.id, instalment_schedule: schedule.id },
        retries: 0,
      };
      state.payments.set(payment.id, payment);
      schedule.links.payments.push(payment.id);
    }
    state.schedules.set(schedule.id, schedule);
    key.remember(schedule.id);
    ctx.emit([recordEvent(state, 'instalment_schedules', 'created', { instalment_schedule: schedule.id })]);
    return reply.code(201).send({ instalment_schedules: schedule });
  };

  app.post('/instalment_schedules/create_with_schedule', async (request, reply) => {
    const parsed = withScheduleBody.safeParse(request.body);
    if (!parsed.success) return validationFailed(reply, parsed.error);
    const { instalments, ...base } = parsed.data.instalment_schedules;
    const start = instalments.start_date ?? nextPossibleChargeDate(state);
    const step = (index: number) =>
      instalments.interval_unit === 'monthly'
        ? addMonths(start, index * instalments.interval)
        : instalments.interval_unit === 'weekly'
          ? addDays(start, 7 * index * instalments.interval)
          : addMonths(start, 12 * index * instalments.interval);
    const dated = instalments.amounts.map((amount, index) => ({ charge_date: step(index), amount }));
    return createSchedule(request, reply, base, dated);
  });

  app.post('/instalment_schedules/create_with_dates', async (request, reply) => {
    const parsed = withDatesBody.safeParse(request.body);
    if (!parsed.success) return validationFailed(reply, parsed.error);
    return createSchedule(
      request,
      reply,
      parsed.data.instalment_schedules,
      parsed.data.instalment_schedules.instalments,
    );
  });

  app.get<{ Params: { id: string } }>('/instalment_schedules/:id', async (request, reply) => {
    const found = state.schedules.get(request.params.id);
    return found ? { instalment_schedules: found } : notFound(reply, 'Instalment schedule');
  });

  app.post<{ Params: { id: string } }>('/instalment_schedules/:id/actions/cancel', async (request, reply) => {
    const schedule = state.schedules.get(request.params.id);
    if (!schedule) return notFound(reply, 'Instalment schedule');
    if (schedule.status === 'cancelled' || schedule.status === 'completed') {
      return sendGocardlessError(reply, 422, 'invalid_state', `Instalment schedule is ${schedule.status}`, [
        { reason: 'cancellation_failed', message: `The instalment schedule is ${schedule.status}` },
      ]);
    }
    schedule.status = 'cancelled';
    const events = [recordEvent(state, 'instalment_schedules', 'cancelled', { instalment_schedule: schedule.id })];
    for (const id of schedule.links.payments) {
      const payment = state.payments.get(id);
      if (payment && (payment.status === 'pending_submission' || payment.status === 'failed')) {
        payment.status = 'cancelled';
        events.push(recordEvent(state, 'payments', 'cancelled', { payment: id, mandate: payment.links.mandate }));
      }
    }
    ctx.emit(events);
    return { instalment_schedules: schedule };
  });

  // --- payments ----------------------------------------------------------------------------
  const paymentJson = (payment: Payment) => {
    const { plannedFailure: _planned, retries: _retries, ...json } = payment;
    return json;
  };

  app.get<{ Querystring: Record<string, string | undefined> }>('/payments', async (request) => {
    const q = request.query;
    const limit = Math.min(500, Math.max(1, Number(q.limit ?? 50) || 50));
    const payments = [...state.payments.values()]
      .filter((p) => !q.instalment_schedule || p.links.instalment_schedule === q.instalment_schedule)
      .filter((p) => !q.mandate || p.links.mandate === q.mandate)
      .filter((p) => !q.status || p.status === q.status)
      .filter((p) => !q['created_at[gte]'] || p.created_at >= q['created_at[gte]'])
      .slice(0, limit);
    return { payments: payments.map(paymentJson), meta: { cursors: { before: null, after: null }, limit } };
  });

  app.get<{ Params: { id: string } }>('/payments/:id', async (request, reply) => {
    const found = state.payments.get(request.params.id);
    return found ? { payments: paymentJson(found) } : notFound(reply, 'Payment');
  });

  app.post<{ Params: { id: string } }>('/payments/:id/actions/retry', async (request, reply) => {
    const payment = state.payments.get(request.params.id);
    if (!payment) return notFound(reply, 'Payment');
    const mandate = state.mandates.get(payment.links.mandate);
    if (payment.status !== 'failed' || !mandate || mandate.status === 'cancelled') {
      return sendGocardlessError(reply, 422, 'invalid_state', 'This payment cannot be retried', [
        { reason: 'retry_failed', message: 'Only a failed payment on an active mandate can be retried' },
      ]);
    }
    const body = (request.body ?? {}) as { data?: { charge_date?: string } };
    payment.status = 'pending_submission';
    payment.charge_date = body.data?.charge_date ?? nextPossibleChargeDate(state);
    payment.retries += 1;
    ctx.emit([recordEvent(state, 'payments', 'resubmission_requested', { payment: payment.id, mandate: mandate.id })]);
    return { payments: paymentJson(payment) };
  });

  // --- refunds -----------------------------------------------------------------------------
  app.post('/refunds', async (request, reply) => {
    const parsed = refundBody.safeParse(request.body);
    if (!parsed.success) return validationFailed(reply, parsed.error);
    const body = parsed.data.refunds;
    // As GoCardless: a key already used answers its refund's conflict, whatever the payment's state now.
    const key = idempotent(request, reply, 'refunds');
    if (key.conflict) return reply;
    const payment = state.payments.get(body.links.payment);
    if (!payment) return notFound(reply, 'Payment');
    if (payment.status !== 'confirmed' && payment.status !== 'paid_out') {
      return sendGocardlessError(reply, 422, 'invalid_state', 'Payment is not in a state to be refunded', [
        { reason: 'refund_payment_invalid_state', message: 'The payment must be confirmed or paid out' },
      ]);
    }
    if (
      body.total_amount_confirmation !== payment.amount_refunded + body.amount ||
      body.amount > payment.amount - payment.amount_refunded
    ) {
      return sendGocardlessError(reply, 422, 'invalid_state', 'Total refunded amount does not match', [
        { reason: 'total_amount_confirmation_invalid', message: 'total_amount_confirmation is not the total refunded' },
      ]);
    }
    const refund = {
      id: gcId('RF'),
      created_at: timestamp(),
      amount: body.amount,
      currency: 'GBP' as const,
      status: 'submitted' as const,
      metadata: body.metadata ?? {},
      links: { payment: payment.id, mandate: payment.links.mandate },
    };
    payment.amount_refunded += body.amount;
    state.refunds.set(refund.id, refund);
    key.remember(refund.id);
    ctx.emit([recordEvent(state, 'refunds', 'created', { refund: refund.id, payment: payment.id })]);
    return reply.code(201).send({ refunds: refund });
  });

  app.get<{ Params: { id: string } }>('/refunds/:id', async (request, reply) => {
    const found = state.refunds.get(request.params.id);
    return found ? { refunds: found } : notFound(reply, 'Refund');
  });
}
