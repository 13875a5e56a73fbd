import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@kestrel/domain/schemas/dashboard';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import { warrantyHistoryAnswerSchema } from '@kestrel/domain/schemas/vehicle-history';
import { currentSession } from '../../plugins/auth';
import type { WarrantiesContext } from './context';
import { myWarrantyHistory } from './warranty-history';

/** GET /api/warranty/my-warranty/:id/history: the MOT history of one of my warranties' vehicles. */
export const warrantyHistoryRoutes: FastifyPluginAsyncZod<{ context: WarrantiesContext }> = async (
  app,
  { context },
) => {
  app.get(
    '/api/warranty/my-warranty/:id/history',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['warranties'],
        summary: "The DVSA's MOT history of one of my warranties' vehicles",
        params: idParamsSchema,
        response: {
          200: warrantyHistoryAnswerSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    // Another customer's warranty is "not found", as on the warranty itself.
    async (request) => myWarrantyHistory(context, currentSession(request).user.id, request.params.id),
  );
};
