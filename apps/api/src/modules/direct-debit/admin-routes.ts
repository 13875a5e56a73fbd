import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@kestrel/domain/schemas/dashboard';
import { adminMonthlyPlanAnswerSchema } from '@kestrel/domain/schemas/direct-debit';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import { desc, or, sql } from 'drizzle-orm';
import { directDebitEvents } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { instalmentsOf, planByWarranty, planView } from './plan-view';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/**
 * The back office's view of a monthly plan (DESIGN §8.2): mandate, schedule, collections and the
 * provider's events. Registered inside the admin plugin, so staff only with the second factor.
 */
export const directDebitAdminRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
