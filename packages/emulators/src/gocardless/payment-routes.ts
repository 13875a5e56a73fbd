import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  actionData,
  amountSchema,
  createdWithin,
  filtered,
  findAndUpdateRoutes,
  idempotent,
  listPage,
  metadataOf,
  metadataSchema,
  type ApiContext,
  type ListQuery,
} from './api-support';
import { nextPossibleChargeDate } from './collections';
import { invalidState, notFound, sendGocardlessError, validationFailed } from './errors';
import { CREDITOR_ID, gcId, recordEvent, timestamp, type GocardlessState, type Payment, type Refund } from './state';

/*
 * Payments (create, list, find, update, cancel, retry) and refunds (create, list, find, update),
 * every call gocardless-nodejs offers on them.
 */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const paymentCreate = z.object({
  payments: z.object({
    amount: amountSchema,
    currency: z.literal('GBP'),
    charge_date: isoDate.optional(),
    description: z.string().max(100).optional(),
    reference: z.string().max(10).optional(),
    retry_if_possible: z.boolean().optional(),
    metadata: metadataSchema,
    links: z.object({ mandate: z.string().min(1) }),
  }),
});
const paymentUpdate = z.object({
  payments: z.object({ metadata: metadataSchema, retry_if_possible: z.boolean().optional() }),
});
const refundCreate = z.object({
  refunds: z.object({
    amount: amountSchema,
    total_amount_confirmation: amountSchema,
    reference: z.string().max(10).optional(),
    links: z.object({ payment: z.string().min(1) }),
    metadata: metadataSchema,
  }),
});

/** A new payment waiting for its charge date. */
export function newPayment(
  state: GocardlessState,
  input: {
    mandate: string;
    amount: number;
    chargeDate: string;
    description: string | null;
    reference: string | null;
    retryIfPossible: boolean;
    metadata?: Record<string, string> | undefined;
    instalmentSchedule?: string;
  },
): Payment {
  const payment: Payment = {
    id: gcId('PM'),
    created_at: timestamp(),
    charge_date: input.chargeDate,
    amount: input.amount,
    amount_refunded: 0,
    currency: 'GBP',
    description: input.description,
    reference: input.reference,
    scheme: 'bacs',
    status: 'pending_submission',
    retry_if_possible: input.retryIfPossible,
    metadata: input.metadata ?? {},
    links: {
      mandate: input.mandate,
      creditor: CREDITOR_ID,
      ...(input.instalmentSchedule ? { instalment_schedule: input.instalmentSchedule } : {}),
    },
    retries: 0,
  };
  state.payments.set(payment.id, payment);
  return payment;
}

/** A payment as GoCardless answers it (without the emulator's own bookkeeping). */
export const paymentJson = (payment: Payment) => {
  const { plannedFailure: _planned, retries: _retries, ...json } = payment;
  return {
    ...json,
    app_fee: null,
    faster_ach: false,
    fx: { fx_currency: 'GBP', fx_amount: null, exchange_rate: null, estimated_exchange_rate: null },
  };
};

export function registerPaymentRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const { state } = ctx;
  const collectable = new Set(['pending_customer_approval', 'pending_submission', 'submitted', 'active']);

  app.post('/payments', async (request, reply) => {
    const key = idempotent(state, request, reply, 'payments');
    if (key.conflict) return reply;
    const parsed = paymentCreate.safeParse(request.body);
    if (!parsed.success) return validationFailed(reply, 'payments', parsed.error);
    const body = parsed.data.payments;
    const mandate = state.mandates.get(body.links.mandate);
    if (!mandate) return notFound(reply);
    if (!collectable.has(mandate.status)) {
      return invalidState(reply, 'mandate_is_inactive', 'The mandate is cancelled or failed');
    }
    const earliest = nextPossibleChargeDate(state);
    if (body.charge_date && body.charge_date < earliest) {
      return sendGocardlessError(reply, 422, 'validation_failed', 'Validation failed', [
        { field: 'charge_date', message: `must be on or after ${earliest}`, request_pointer: '/payments/charge_date' },
      ]);
    }
    const payment = newPayment(state, {
      mandate: mandate.id,
      amount: body.amount,
      chargeDate: body.charge_date ?? earliest,
      description: body.description ?? null,
      reference: body.reference ?? null,
      retryIfPossible: body.retry_if_possible ?? false,
      metadata: body.metadata,
    });
    key.remember(payment.id);
    ctx.emit([recordEvent(state, 'payments', 'created', { payment: payment.id, mandate: mandate.id })]);
    return reply.code(201).send({ payments: paymentJson(payment) });
  });

  app.get<{ Querystring: ListQuery }>('/payments', async (request, reply) => {
    const items = filtered(state.payments.values(), request.query, {
      mandate: (p) => p.links.mandate,
      instalment_schedule: (p) => p.links.instalment_schedule,
      creditor: (p) => p.links.creditor,
      customer: (p) => state.mandates.get(p.links.mandate)?.links.customer,
      status: (p) => p.status,
      currency: (p) => p.currency,
      scheme: (p) => p.scheme,
    });
    return listPage(reply, 'payments', createdWithin(items, request.query), request.query, paymentJson);
  });

  app.get<{ Params: { id: string } }>('/payments/:id', async (request, reply) => {
    const found = state.payments.get(request.params.id);
    return found ? { payments: paymentJson(found) } : notFound(reply);
  });

  app.put<{ Params: { id: string } }>('/payments/:id', async (request, reply) => {
    const found = state.payments.get(request.params.id);
    if (!found) return notFound(reply);
    const parsed = paymentUpdate.safeParse(request.body);
    if (!parsed.success) return validationFailed(reply, 'payments', parsed.error);
    const { metadata, retry_if_possible: retry } = parsed.data.payments;
    if (metadata) found.metadata = metadata;
    if (retry !== undefined) found.retry_if_possible = retry;
    return { payments: paymentJson(found) };
  });

  // Only a payment not yet submitted to the bank may be cancelled.
  app.post<{ Params: { id: string } }>('/payments/:id/actions/cancel', async (request, reply) => {
    const payment = state.payments.get(request.params.id);
    if (!payment) return notFound(reply);
    const metadata = metadataOf(actionData(request.body).metadata);
    if (!metadata.ok) return validationFailed(reply, 'data', metadata.error);
    if (payment.status !== 'pending_submission' && payment.status !== 'pending_customer_approval') {
      return invalidState(reply, 'cancellation_failed', `The payment is ${payment.status} and cannot be cancelled`);
    }
    if (metadata.metadata) payment.metadata = metadata.metadata;
    payment.status = 'cancelled';
    ctx.emit([
      recordEvent(
        state,
        'payments',
        'cancelled',
        { payment: payment.id, mandate: payment.links.mandate },
        {
          origin: 'api',
          cause: 'payment_cancelled',
        },
      ),
    ]);
    return { payments: paymentJson(payment) };
  });

  app.post<{ Params: { id: string } }>('/payments/:id/actions/retry', async (request, reply) => {
    const payment = state.payments.get(request.params.id);
    if (!payment) return notFound(reply);
    const data = actionData(request.body);
    const metadata = metadataOf(data.metadata);
    if (!metadata.ok) return validationFailed(reply, 'data', metadata.error);
    const mandate = state.mandates.get(payment.links.mandate);
    if (payment.status !== 'failed' || !mandate || mandate.status === 'cancelled') {
      return invalidState(reply, 'retry_failed', 'Only a failed payment on an active mandate can be retried');
    }
    const chargeDate = typeof data.charge_date === 'string' ? data.charge_date : nextPossibleChargeDate(state);
    if (metadata.metadata) payment.metadata = metadata.metadata;
    payment.status = 'pending_submission';
    payment.charge_date = chargeDate;
    payment.retries += 1;
    ctx.emit([recordEvent(state, 'payments', 'resubmission_requested', { payment: payment.id, mandate: mandate.id })]);
    return { payments: paymentJson(payment) };
  });

  // --- refunds -----------------------------------------------------------------------------
  app.post('/refunds', async (request, reply) => {
    // As GoCardless: a key already used answers its refund's conflict, whatever the payment's state now.
    const key = idempotent(state, request, reply, 'refunds');
    if (key.conflict) return reply;
    const parsed = refundCreate.safeParse(request.body);
    if (!parsed.success) return validationFailed(reply, 'refunds', parsed.error);
    const body = parsed.data.refunds;
    const payment = state.payments.get(body.links.payment);
    if (!payment) return notFound(reply);
    if (payment.status !== 'confirmed' && payment.status !== 'paid_out') {
      return invalidState(reply, 'refund_payment_invalid_state', 'The payment must be confirmed or paid out');
    }
    if (
      body.total_amount_confirmation !== payment.amount_refunded + body.amount ||
      body.amount > payment.amount - payment.amount_refunded
    ) {
      return invalidState(
        reply,
        'total_amount_confirmation_invalid',
        'total_amount_confirmation is not the total refunded',
      );
    }
    const refund: Refund = {
      id: gcId('RF'),
      created_at: timestamp(),
      amount: body.amount,
      currency: 'GBP',
      reference: body.reference ?? null,
      status: 'submitted',
      fx: { fx_currency: 'GBP', fx_amount: null, exchange_rate: null, estimated_exchange_rate: null },
      metadata: body.metadata ?? {},
      links: { payment: payment.id, mandate: payment.links.mandate },
    };
    payment.amount_refunded += body.amount;
    state.refunds.set(refund.id, refund);
    key.remember(refund.id);
    ctx.emit([recordEvent(state, 'refunds', 'created', { refund: refund.id, payment: payment.id })]);
    return reply.code(201).send({ refunds: refund });
  });

  app.get<{ Querystring: ListQuery }>('/refunds', async (request, reply) => {
    const items = filtered(state.refunds.values(), request.query, {
      payment: (r) => r.links.payment,
      mandate: (r) => r.links.mandate,
      refund_type: (r) => (r.links.payment ? 'payment' : 'funds'),
    });
    return listPage(reply, 'refunds', createdWithin(items, request.query), request.query);
  });

  findAndUpdateRoutes(app, 'refunds', state.refunds);
}
