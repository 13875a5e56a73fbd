import {
  enquiryItemSchema,
  enquiryListSchema,
  enquiryQuerySchema,
  enquiryReplySchema,
} from '@kestrel/domain/schemas/admin';
import { idParamsSchema } from '@kestrel/domain/schemas/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '../../lib/error-answers';
import { currentSession } from '../../plugins/auth';
import type { AdminContext } from './context';
import { closeEnquiry, listEnquiries, replyToEnquiry } from './enquiries';

const errors = errorAnswers(400, 401, 403, 404);

/** The enquiries inbox (docs/back-office.md): new, answered, closed; replies go by e-mail through the outbox. */
export const enquiryAdminRoutes: FastifyPluginAsyncZod<{ context: AdminContext }> = async (app, { context }) => {
  app.get(
    '/api/admin/enquiries',
    {
      schema: {
        tags: ['admin'],
        summary: 'Enquiries, newest first, by status',
        querystring: enquiryQuerySchema,
        response: { 200: enquiryListSchema, ...errors },
      },
    },
    async (request) => listEnquiries(context, request.query),
  );

  const answer = { 200: z.object({ enquiry: enquiryItemSchema }), ...errors };
  app.post(
    '/api/admin/enquiries/:id/reply',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reply by e-mail (through the outbox); the enquiry becomes answered',
        params: idParamsSchema,
        body: enquiryReplySchema,
        response: answer,
      },
    },
    async (request) =>
      replyToEnquiry(context, currentSession(request).user.id, request.params.id, request.body.message),
  );
  app.post(
    '/api/admin/enquiries/:id/close',
    {
      schema: {
        tags: ['admin'],
        summary: 'Close an enquiry',
        params: idParamsSchema,
        body: z.strictObject({}).optional(),
        response: answer,
      },
    },
    async (request) => closeEnquiry(context, currentSession(request).user.id, request.params.id),
  );
};
