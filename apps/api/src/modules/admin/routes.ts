import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditAnswerSchema,
  auditQuerySchema,
  workQueueAnswerSchema,
  workQueueQuerySchema,
} from '@kestrel/domain/schemas/admin';
import { userSchema } from '@kestrel/domain/schemas/account';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import { z } from 'zod';
import { currentSession } from '../../plugins/auth';
import { toUserAnswer } from '../accounts/users-repository';
import { auditEntries } from './audit-log';
import { workQueue } from './work-queue';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/**
 * The back office API (DESIGN §3) under /api/admin. Every route of this plugin is staff only: the
 * guard is a hook of the plugin, so a route added here cannot forget it, and each route is listed
 * in `app.adminRoutes` for the test that walks them all (401 without a session, 403 to a customer).
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.adminRoutes.push({ method, url: route.url });
    }
  });
  app.addHook('onRequest', app.requireStaff);

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
};
