import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditAnswerSchema, auditQuerySchema } from '@kestrel/domain/schemas/admin';
import { userSchema } from '@kestrel/domain/schemas/account';
import { z } from 'zod';
import { errorAnswers } from '../../lib/error-answers';
import { currentSession } from '../../plugins/auth';
import { toUserAnswer } from '../accounts';
import { claimsAdminRoutes, claimTimeFrameRoutes } from '../claims';
import { claimsRecordAdminRoutes } from '../claims-record';
import { complaintsAdminRoutes } from '../complaints';
import { directDebitAdminRoutes } from '../direct-debit';
import { privacyAdminRoutes } from '../privacy';
import { transfersAdminRoutes } from '../transfers';
import { auditLog } from './audit-log';
import type { AdminContext } from './context';
import { customerAdminRoutes } from './customers-routes';
import { enquiryAdminRoutes } from './enquiries-routes';
import { outboxAdminRoutes } from './outbox-routes';
import { paymentsAuditAdminRoutes } from './payments-audit-routes';
import { pricesAdminRoutes } from './prices-routes';
import { warrantyAdminRoutes } from './warranties-routes';

const errors = errorAnswers(400, 401, 403);

/**
 * The back office API (DESIGN §3) under /api/admin. Every route of this plugin is staff only: the
 * guard is a hook of the plugin, so a route added here cannot forget it, and each route is listed
 * in `app.adminRoutes` for the test that walks them all (401 without a session, 403 to a customer,
 * as SECURITY.md B7 sets for every /api/admin route: a customer's own documents are at their own
 * addresses under /api/claims).
 */
export const adminRoutes: FastifyPluginAsyncZod<{ context: AdminContext }> = async (app, { context }) => {
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      app.adminRoutes.push({ method, url: route.url });
    }
  });
  app.addHook('onRequest', async (request) => {
    await app.requireStaff(request);
  });
  await app.register(enquiryAdminRoutes, { context });
  await app.register(customerAdminRoutes, { context });
  await app.register(outboxAdminRoutes, { context });
  await app.register(pricesAdminRoutes, { context });
  await app.register(paymentsAuditAdminRoutes, { context });
  await app.register(claimsAdminRoutes, { context: context.claims });
  await app.register(complaintsAdminRoutes, { context: context.complaints });
  await app.register(claimTimeFrameRoutes, { context: context.claims });
  await app.register(claimsRecordAdminRoutes, { context: { db: context.claims.db } });
  await app.register(directDebitAdminRoutes, { context: context.directDebit });
  await app.register(privacyAdminRoutes, { context });
  await app.register(transfersAdminRoutes, { context: context.transfers });
  await app.register(warrantyAdminRoutes, { context });

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
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log of staff actions, newest first',
        querystring: auditQuerySchema,
        response: { 200: auditAnswerSchema, ...errors },
      },
    },
    async (request) => auditLog(context, request.query.page),
  );
};
