import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminWarrantyAnswerSchema,
  type AdminWarrantyAnswer,
  auditAnswerSchema,
  auditQuerySchema,
  emptyActionSchema,
  failInspectionSchema,
  raiseBalanceSchema,
  scheduleInspectionSchema,
  workQueueAnswerSchema,
  workQueueQuerySchema,
} from '@kestrel/domain/schemas/admin';
import { idParamsSchema } from '@kestrel/domain/schemas/dashboard';
import { userSchema } from '@kestrel/domain/schemas/account';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import { z } from 'zod';
import { currentSession } from '../../plugins/auth';
import { toUserAnswer } from '../accounts';
import type { RatesRepository } from '../quotes';
import { claimsAdminRoutes } from '../claims';
import { directDebitAdminRoutes } from '../direct-debit';
import type { DirectDebitContext } from '../direct-debit';
import type { ClaimsContext } from '../claims';
import { auditEntries } from '../audit';
import { customerAdminRoutes } from './customers-admin';
import { enquiryAdminRoutes } from './enquiries-admin';
import { outboxAdminRoutes } from './outbox-admin';
import { paymentsAuditAdminRoutes } from './payments-audit-admin';
import { pricesAdminRoutes } from './prices-admin';
import { privacyAdminRoutes } from '../privacy';
import { adminWarranty, loadWarranty, type StaffContext, warrantyActions } from './warranty-actions';
import { workQueue } from './work-queue';
import { warrantyHistoryAnswerSchema } from '@kestrel/domain/schemas/vehicle-history';
import type { HistoryChecker } from '../vehicle-history';
import { warrantyHistory } from '../warranties';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const actionErrors = { ...errors, 404: errorBodySchema, 409: errorBodySchema, 503: errorBodySchema };

/**
 * The back office API (DESIGN §3) under /api/admin. Every route of this plugin is staff only: the
 * guard is a hook of the plugin, so a route added here cannot forget it, and each route is listed
 * in `app.adminRoutes` for the test that walks them all (401 without a session, 403 to a customer,
 * as SECURITY.md B7 sets for every /api/admin route: a customer's own documents are at their own
 * addresses under /api/claims).
 */
export const adminRoutes: FastifyPluginAsyncZod<{
  context: StaffContext & {
    rates: RatesRepository;
    history: HistoryChecker;
    claims: ClaimsContext;
    /** Monthly payments' context when GoCardless is configured (staff's Direct Debit actions). */
    directDebit: DirectDebitContext | null;
  };
}> = async (app, { context }) => {
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      app.adminRoutes.push({ method, url: route.url });
    }
  });
  app.addHook('onRequest', async (request) => {
    await app.requireStaff(request);
  });
  await app.register(enquiryAdminRoutes);
  await app.register(customerAdminRoutes);
  await app.register(outboxAdminRoutes);
  await app.register(pricesAdminRoutes, { rates: context.rates });
  await app.register(paymentsAuditAdminRoutes, { provider: context.provider });
  await app.register(claimsAdminRoutes, { context: context.claims });
  await app.register(directDebitAdminRoutes, { context: context.directDebit });
  await app.register(privacyAdminRoutes);

  app.get(
    '/api/admin/me',
    {
      schema: {
        tags: ['admin'],
        summary: 'The signed-in staff member',
        response: { 200: z.object({ user: userSchema }), ...errors },
      },
    },
    async (request) => ({ user: toUserAnswer(currentSession(request).user) }),
  );

  app.get(
    '/api/admin/warranties',
    {
      schema: {
        tags: ['admin'],
        summary: 'The work queue: warranties by status, searchable, newest first',
        querystring: workQueueQuerySchema,
        response: { 200: workQueueAnswerSchema, ...errors },
      },
    },
    async (request) => workQueue(app.database.db, request.query),
  );

  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log of staff actions, newest first',
        querystring: auditQuerySchema,
        response: { 200: auditAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      entries: await auditEntries(app.database.db, { limit: 50, offset: (request.query.page - 1) * 50 }),
      page: request.query.page,
    }),
  );

  app.get(
    '/api/admin/warranties/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One warranty: vehicle, customer, payments and refunds, inspection and its timeline',
        params: idParamsSchema,
        response: { 200: adminWarrantyAnswerSchema, ...actionErrors },
      },
    },
    async (request) => adminWarranty(app.database.db, request.params.id),
  );

  app.get(
    '/api/admin/warranties/:id/history',
    {
      schema: {
        tags: ['admin'],
        summary:
          "The vehicle's DVSA MOT history: the check at the sale, and the full record with advisories and defects",
        params: idParamsSchema,
        response: { 200: warrantyHistoryAnswerSchema, ...actionErrors },
      },
    },
    async (request) => {
      const { warranty } = await loadWarranty(app.database.db, request.params.id);
      return warrantyHistory(context.history, warranty);
    },
  );

  const actor = (request: Parameters<typeof currentSession>[0]) => currentSession(request).user.id;

  /** A staff action on one warranty: its body checked by `body`, the warranty as staff now see it answered. */
  const warrantyAction = <Body extends z.ZodType>(
    action: string,
    summary: string,
    body: Body,
    act: (actorId: string, warrantyId: string, value: z.output<Body>) => Promise<AdminWarrantyAnswer>,
  ) =>
    app.post(
      `/api/admin/warranties/:id/${action}`,
      {
        schema: {
          tags: ['admin'],
          summary,
          params: idParamsSchema,
          body,
          response: { 200: adminWarrantyAnswerSchema, ...actionErrors },
        },
      },
      // The provider has checked the body against `body`; TypeScript cannot follow a generic schema through it.
      async (request) => act(actor(request), request.params.id, request.body as z.output<Body>),
    );

  warrantyAction(
    'inspection',
    'Schedule (or move) the inspection; the customer is e-mailed',
    scheduleInspectionSchema,
    (actorId, id, value) => warrantyActions.scheduleInspection(context, actorId, id, value),
  );
  warrantyAction(
    'pass',
    'Record a passed inspection; the certificate is issued when nothing is due',
    emptyActionSchema,
    (actorId, id) => warrantyActions.passInspection(context, actorId, id),
  );
  warrantyAction(
    'fail',
    'Record a failed inspection: a full refund through PayPal, made once',
    failInspectionSchema,
    (actorId, id, value) => warrantyActions.failInspection(context, actorId, id, value.reason),
  );
  warrantyAction(
    'balance',
    'Raise a balance due after inspection; the customer pays it from the dashboard',
    raiseBalanceSchema,
    (actorId, id, value) => warrantyActions.raiseBalance(context, actorId, id, value),
  );
};
