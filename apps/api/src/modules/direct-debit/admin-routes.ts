import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@kestrel/domain/schemas/dashboard';
import {
  adminInstalmentAnswerSchema,
  adminMonthlyPlanAnswerSchema,
  adminMonthlyPlansAnswerSchema,
  adminMonthlyPlansQuerySchema,
  cancelMonthlyAnswerSchema,
  instalmentActionSchema,
} from '@kestrel/domain/schemas/direct-debit';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import { desc, or, sql } from 'drizzle-orm';
import { directDebitEvents } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { currentSession } from '../../plugins/auth';
import { cancelMonthlyPlan } from './cancel-monthly';
import type { DirectDebitContext } from './direct-debit-context';
import { instalmentsOf, planByWarranty, planView } from './plan-view';
import { monthlyPlansList, refundInstalment, retryNow } from './staff-actions';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const actionErrors = { ...errors, 409: errorBodySchema, 503: errorBodySchema };

/**
 * The back office's view of a monthly plan (DESIGN §8.2): mandate, schedule, collections and the
 * provider's events; the list of plans by where they stand; and staff's actions (retry now, cancel,
 * refund), each audited. Registered inside the admin plugin, so staff only with the second factor;
 * the actions only when GoCardless is configured.
 */
export const directDebitAdminRoutes: FastifyPluginAsyncZod<{ context: DirectDebitContext | null }> = async (
  app,
  { context },
) => {
  app.get(
    '/api/admin/direct-debit/plans',
    {
      schema: {
        tags: ['admin'],
        summary: 'Monthly plans, newest first: all, or those in arrears, suspended or cancelled',
        querystring: adminMonthlyPlansQuerySchema,
        response: { 200: adminMonthlyPlansAnswerSchema, ...errors },
      },
    },
    async (request) => monthlyPlansList({ db: app.database.db }, request.query),
  );

  app.get(
    '/api/admin/warranties/:id/direct-debit',
    {
      schema: {
        tags: ['admin'],
        summary: "A monthly warranty's mandate, schedule, collections and GoCardless's events",
        params: idParamsSchema,
        response: { 200: adminMonthlyPlanAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const { db } = app.database;
      const plan = await planByWarranty(db, request.params.id);
      if (!plan) throw notFound('This warranty is not paid monthly.');
      const payments = (await instalmentsOf(db, plan.id)).flatMap((i) =>
        i.providerPaymentId ? [i.providerPaymentId] : [],
      );
      const about = [
        ...(plan.mandateId ? [sql`${directDebitEvents.links}->>'mandate' = ${plan.mandateId}`] : []),
        ...(payments.length
          ? [
              sql`${directDebitEvents.links}->>'payment' in (${sql.join(
                payments.map((id) => sql`${id}`),
                sql`, `,
              )})`,
            ]
          : []),
      ];
      const events = about.length
        ? await db
            .select()
            .from(directDebitEvents)
            .where(or(...about))
            .orderBy(desc(directDebitEvents.receivedAt))
            .limit(200)
        : [];
      return {
        plan: await planView(db, plan),
        mandate_id: plan.mandateId,
        schedule_id: plan.scheduleId,
        billing_request_id: plan.billingRequestId,
        events: events.map((e) => ({
          id: e.id,
          resource_type: e.resourceType,
          action: e.action,
          cause: typeof e.details.cause === 'string' ? e.details.cause : null,
          received_at: e.receivedAt.toISOString(),
          processed_at: e.processedAt?.toISOString() ?? null,
        })),
      };
    },
  );

  if (!context) return;
  const staffId = (request: Parameters<typeof currentSession>[0]) => currentSession(request).user.id;

  // Staff's actions on one instalment, by its number: retry now, refund.
  const instalmentActions = [
    ['retry', 'Ask GoCardless to collect a failed instalment again now (audited)', retryNow],
    [
      'refund',
      'Refund one instalment collected by Direct Debit, in full through GoCardless (audited)',
      refundInstalment,
    ],
  ] as const;
  for (const [action, summary, act] of instalmentActions) {
    app.post(
      `/api/admin/warranties/:id/direct-debit/${action}`,
      {
        schema: {
          tags: ['admin'],
          summary,
          params: idParamsSchema,
          body: instalmentActionSchema,
          response: { 200: adminInstalmentAnswerSchema, ...actionErrors },
        },
      },
      async (request) => act(context, staffId(request), request.params.id, request.body.number),
    );
  }

  app.post(
    '/api/admin/warranties/:id/direct-debit/cancel',
    {
      schema: {
        tags: ['admin'],
        summary: "Cancel a monthly plan as the customer's cancellation does, refunded within 14 days (audited)",
        params: idParamsSchema,
        response: { 200: cancelMonthlyAnswerSchema, ...actionErrors },
      },
    },
    async (request) => cancelMonthlyPlan(context, request.params.id, { kind: 'staff', staffId: staffId(request) }),
  );
};
