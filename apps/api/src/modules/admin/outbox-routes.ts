import { outboxItemSchema, outboxListSchema, outboxQuerySchema } from '@kestrel/domain/schemas/admin';
import { idParamsSchema } from '@kestrel/domain/schemas/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '../../lib/error-answers';
import { currentSession } from '../../plugins/auth';
import type { AdminContext } from './context';
import { listOutbox, releaseEmail, resendEmail } from './outbox-emails';

const errors = errorAnswers(400, 401, 403, 404, 409);

/**
 * Every e-mail, sent or waiting (docs/back-office.md), a resend for one that failed, and the
 * release of one held after a restore of the database (docs/operations.md).
 */
export const outboxAdminRoutes: FastifyPluginAsyncZod<{ context: AdminContext }> = async (app, { context }) => {
  app.get(
    '/api/admin/outbox',
    {
      schema: {
        tags: ['admin'],
        summary: 'The outgoing e-mails, newest first, by status or recipient',
        querystring: outboxQuerySchema,
        response: { 200: outboxListSchema, ...errors },
      },
    },
    async (request) => listOutbox(context, request, request.query),
  );

  const emailAction = {
    params: idParamsSchema,
    body: z.strictObject({}).optional(),
    response: { 200: z.object({ email: outboxItemSchema }), ...errors },
  };
  app.post(
    '/api/admin/outbox/:id/resend',
    {
      schema: {
        tags: ['admin'],
        summary: 'Send a failed e-mail again (one with a link: a new e-mail with a fresh link)',
        ...emailAction,
      },
    },
    async (request) => resendEmail(context, currentSession(request).user.id, request.params.id),
  );
  app.post(
    '/api/admin/outbox/:id/release',
    {
      schema: {
        tags: ['admin'],
        summary: 'Send an e-mail held after a restore of the database (staff know it did not go)',
        ...emailAction,
      },
    },
    async (request) => releaseEmail(context, currentSession(request).user.id, request.params.id),
  );
};
