import { addDays, addMonths } from '@kestrel/domain/dates/calendar-date';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  amountSchema,
  createdWithin,
  filtered,
  findAndUpdateRoutes,
  idempotent,
  listPage,
  metadataSchema,
  type ApiContext,
  type ListQuery,
} from './api-support';
import { nextPossibleChargeDate } from './collections';
import { invalidState, notFound, sendGocardlessError, validationFailed } from './errors';
import { newPayment } from './payment-routes';
import { gcId, recordEvent, timestamp, type InstalmentSchedule } from './state';

/*
 * Instalment schedules: create_with_dates, create_with_schedule, list, find, update and cancel.
 * The payments are made at once, one an instalment, as GoCardless makes them.
 */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const scheduleBase = {
  name: z.string().min(1).max(200),
  currency: z.literal('GBP'),
  total_amount: amountSchema,
  payment_reference: z.string().max(18).optional(),
  retry_if_possible: z.boolean().optional(),
  links: z.object({ mandate: z.string().min(1) }),
  metadata: metadataSchema,
};
const withScheduleBody = z.object({
  instalment_schedules: z.object({
    ...scheduleBase,
    instalments: z.object({
      start_date: isoDate.optional(),
      interval_unit: z.enum(['weekly', 'monthly', 'yearly']),
      interval: z.number().int().min(1).max(12),
      amounts: z.array(amountSchema).min(1).max(60),
    }),
  }),
});
const withDatesBody = z.object({
  instalment_schedules: z.object({
    ...scheduleBase,
    instalments: z
      .array(z.object({ charge_date: isoDate, amount: amountSchema, description: z.string().optional() }))
      .min(1)
      .max(60),
  }),
});
type ScheduleBase = Omit<z.infer<typeof withDatesBody>['instalment_schedules'], 'instalments'>;

export function registerScheduleRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const { state } = ctx;

  const createSchedule = (
    request: FastifyRequest,
    reply: FastifyReply,
    base: ScheduleBase,
    dated: { charge_date: string; amount: number }[],
  ) => {
    const mandate = state.mandates.get(base.links.mandate);
    if (!mandate) return notFound(reply);
    if (!['pending_submission', 'submitted', 'active'].includes(mandate.status)) {
      return invalidState(reply, 'mandate_is_inactive', 'The mandate is cancelled or failed');
    }
    const sum = dated.reduce((total, i) => total + i.amount, 0);
    if (sum !== base.total_amount) {
      return sendGocardlessError(reply, 422, 'validation_failed', 'Validation failed', [
        {
          field: 'total_amount',
          message: 'must equal the sum of the instalment amounts',
          request_pointer: '/instalment_schedules/total_amount',
        },
      ]);
    }
    const earliest = nextPossibleChargeDate(state);
    if (dated[0]!.charge_date < earliest) {
      return sendGocardlessError(reply, 422, 'validation_failed', 'Validation failed', [
        {
          field: 'instalments.charge_date',
          message: `must be on or after ${earliest}`,
          request_pointer: '/instalment_schedules/instalments/0/charge_date',
        },
      ]);
    }
    const key = idempotent(state, request, reply, 'instalment_schedules');
    if (key.conflict) return reply;
    const schedule: InstalmentSchedule = {
      id: gcId('IS'),
      created_at: timestamp(),
      name: base.name,
      currency: 'GBP',
      total_amount: base.total_amount,
      status: 'active',
      payment_errors: {},
      metadata: base.metadata ?? {},
      links: { mandate: mandate.id, customer: mandate.links.customer, payments: [] },
    };
    for (const instalment of dated) {
      const payment = newPayment(state, {
        mandate: mandate.id,
        amount: instalment.amount,
        chargeDate: instalment.charge_date,
        description: base.name,
        reference: base.payment_reference ?? null,
        retryIfPossible: base.retry_if_possible ?? false,
        instalmentSchedule: schedule.id,
      });
      schedule.links.payments.push(payment.id);
    }
    state.schedules.set(schedule.id, schedule);
    key.remember(schedule.id);
    ctx.emit([recordEvent(state, 'instalment_schedules', 'created', { instalment_schedule: schedule.id })]);
    return reply.code(201).send({ instalment_schedules: schedule });
  };

  app.post('/instalment_schedules/create_with_schedule', async (request, reply) => {
    const parsed = withScheduleBody.safeParse(request.body);
    if (!parsed.success) return validationFailed(reply, 'instalment_schedules', parsed.error);
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
    if (!parsed.success) return validationFailed(reply, 'instalment_schedules', parsed.error);
    const { instalments, ...base } = parsed.data.instalment_schedules;
    return createSchedule(request, reply, base, instalments);
  });

  app.get<{ Querystring: ListQuery }>('/instalment_schedules', async (request, reply) => {
    const items = filtered(state.schedules.values(), request.query, {
      customer: (s) => s.links.customer,
      mandate: (s) => s.links.mandate,
      status: (s) => s.status,
    });
    return listPage(reply, 'instalment_schedules', createdWithin(items, request.query), request.query);
  });

  findAndUpdateRoutes(app, 'instalment_schedules', state.schedules);

  app.post<{ Params: { id: string } }>('/instalment_schedules/:id/actions/cancel', async (request, reply) => {
    const schedule = state.schedules.get(request.params.id);
    if (!schedule) return notFound(reply);
    if (schedule.status === 'cancelled' || schedule.status === 'completed') {
      return invalidState(reply, 'cancellation_failed', `The instalment schedule is ${schedule.status}`);
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
}
