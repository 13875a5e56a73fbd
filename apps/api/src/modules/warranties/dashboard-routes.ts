import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelAnswerSchema,
  idParamsSchema,
  myWarrantiesAnswerSchema,
  myWarrantiesQuerySchema,
  myWarrantyAnswerSchema,
} from '@kestrel/domain/schemas/dashboard';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import { z } from 'zod';
import { currentSession } from '../../plugins/auth';
import { cancelWarranty } from './cancel-warranty';
import type { WarrantiesContext } from './context';
import { getMyWarranty, listMyWarranties } from './my-warranties';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** Spec §7's warranty calls of the customer dashboard, and the cooling-off cancellation. */
export const warrantyDashboardRoutes: FastifyPluginAsyncZod<{ context: WarrantiesContext }> = async (
  app,
  { context },
) => {
  // Both spellings of spec §7: with and without the trailing slash.
  for (const path of ['/api/warranty/my-warranties', '/api/warranty/my-warranties/']) {
    app.get(
      path,
      {
        onRequest: app.requireUser,
        schema: {
          tags: ['warranties'],
          summary: 'My warranties: counts by cover state, those in force, and the list (newest first)',
          hide: path.endsWith('/'),
          querystring: myWarrantiesQuerySchema,
          response: { 200: myWarrantiesAnswerSchema, ...errors },
        },
      },
      async (request) => listMyWarranties(context, currentSession(request).user.id, request.query.active === 'true'),
    );
  }

  app.get(
    '/api/warranty/my-warranty/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['warranties'],
        summary: 'One of my warranties',
        params: idParamsSchema,
        response: { 200: myWarrantyAnswerSchema, ...errors },
      },
    },
    async (request) => getMyWarranty(context, currentSession(request).user.id, request.params.id),
  );

  app.post(
    '/api/warranty/cancel/:id',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['warranties'],
        summary: 'Cancel within the 14-day cooling-off period: a full refund, made once',
        params: idParamsSchema,
        body: z.strictObject({}).optional(),
        response: { 200: cancelAnswerSchema, ...errors, 409: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request) => cancelWarranty(context, currentSession(request).user.id, request.params.id),
  );
};
