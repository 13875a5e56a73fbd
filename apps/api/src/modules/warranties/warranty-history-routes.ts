import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@kestrel/domain/schemas/dashboard';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import { warrantyHistoryAnswerSchema } from '@kestrel/domain/schemas/vehicle-history';
import { currentSession } from '../../plugins/auth';
import { customerWarranties } from './customer-warranties';
import type { HistoryChecker } from '../vehicle-history';
import { warrantyHistory } from './warranty-history';

/** GET /api/warranty/my-warranty/:id/history: the MOT history of one of my warranties' vehicles. */
export const warrantyHistoryRoutes: FastifyPluginAsyncZod<{ history: HistoryChecker }> = async (app, { history }) => {
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
    async (request) => {
      // Another customer's warranty is "not found", as on the warranty itself.
      const { warranty } = await customerWarranties.get(
        app.database.db,
        currentSession(request).user.id,
        request.params.id,
      );
      return warrantyHistory(history, warranty);
    },
  );
};
