import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@kestrel/domain/schemas/dashboard';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import {
  privacyExportSchema,
  privacyRequestSchema,
  privacyRequestsAnswerSchema,
  recordPrivacyRequestSchema,
  refusePrivacyRequestSchema,
} from '@kestrel/domain/schemas/privacy';
import { z } from 'zod';
import { currentSession } from '../../plugins/auth';
import type { PrivacyRequestsContext } from './context';
import {
  eraseForRequest,
  exportForRequest,
  listPrivacyRequests,
  recordPrivacyRequest,
  refusePrivacyRequest,
} from './privacy-requests';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const actionErrors = { ...errors, 409: errorBodySchema };

/**
 * The back office's calls on data requests under /api/admin/privacy-requests (privacy-requests.ts),
 * registered inside the back office plugin, so its staff guard covers every one.
 */
export const privacyAdminRoutes: FastifyPluginAsyncZod<{ context: PrivacyRequestsContext }> = async (
  app,
  { context },
) => {
  const staffId = (request: Parameters<typeof currentSession>[0]) => currentSession(request).user.id;

  app.get(
    '/api/admin/privacy-requests',
    {
      schema: {
        tags: ['admin'],
        summary: 'Data requests: open ones first by due date, then the answered ones',
        response: { 200: privacyRequestsAnswerSchema, ...errors },
      },
    },
    async () => listPrivacyRequests(context),
  );

  app.post(
    '/api/admin/privacy-requests',
    {
      schema: {
        tags: ['admin'],
        summary: 'Record a data request received by e-mail, phone or letter; due one calendar month later',
        body: recordPrivacyRequestSchema,
        response: { 201: z.object({ request: privacyRequestSchema }), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ request: await recordPrivacyRequest(context, staffId(request), request.body) }),
  );

  app.post(
    '/api/admin/privacy-requests/:id/export',
    {
      schema: {
        tags: ['admin'],
        summary: "Answer an access request: the customer's data as one JSON file; the request is closed",
        params: idParamsSchema,
        response: { 200: privacyExportSchema, ...actionErrors },
      },
    },
    async (request, reply) => {
      const data = await exportForRequest(context, staffId(request), request.params.id, app.clock());
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', 'attachment; filename="kestrel-customer-data.json"')
        .send(data);
    },
  );

  app.post(
    '/api/admin/privacy-requests/:id/erase',
    {
      schema: {
        tags: ['admin'],
        summary: "Answer an erasure request: the customer's account is erased as by their own button",
        params: idParamsSchema,
        response: { 200: z.object({ request: privacyRequestSchema }), ...actionErrors },
      },
    },
    async (request) => ({ request: await eraseForRequest(context, staffId(request), request.params.id, app.clock()) }),
  );

  app.post(
    '/api/admin/privacy-requests/:id/refuse',
    {
      schema: {
        tags: ['admin'],
        summary: 'Refuse a data request, with the reason (told to the requester by staff)',
        params: idParamsSchema,
        body: refusePrivacyRequestSchema,
        response: { 200: z.object({ request: privacyRequestSchema }), ...actionErrors },
      },
    },
    async (request) => ({
      request: await refusePrivacyRequest(
        context,
        staffId(request),
        request.params.id,
        request.body.reason,
        app.clock(),
      ),
    }),
  );
};
