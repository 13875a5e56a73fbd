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
import { noDirectDebitProvider } from '../../adapters/direct-debit/direct-debit-provider';
import { currentSession } from '../../plugins/auth';
import { cancelMonthlyPlan } from './cancel-monthly';
import type { DirectDebitContext } from './context';
import { staffMonthlyPlan } from './monthly-plans';
import { monthlyPlansList, refundInstalment, retryNow } from './staff-actions';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const actionErrors = { ...errors, 409: errorBodySchema, 503: errorBodySchema };

/**
 * The back office's view of a monthly plan (DESIGN §8.2): mandate, schedule, collections and the
 * provider's events; the list of plans by where they stand; and staff's actions (retry now, cancel,
 * refund), each audited. Registered inside the admin plugin, so staff only with the second factor;
 * the actions only when GoCardless is configured (the app hands a context with
 * `noDirectDebitProvider` when it is not).
 */
export const directDebitAdminRoutes: FastifyPluginAsyncZod<{ context: DirectDebitContext | null }> = async (
  app,
  { context },
) => {
  if (!context) return;
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
    async (request) => monthlyPlansList(context, request.query),
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
    async (request) => staffMonthlyPlan(context, request.params.id),
  );

  // Monthly payments turned off: the plans there are, shown, and no action offered on them.
  if (context.gocardless === noDirectDebitProvider) return;
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
