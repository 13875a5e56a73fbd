import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import { vehicleHistoryAnswerSchema, vehicleHistoryQuerySchema } from '@kestrel/domain/schemas/vehicle-history';
import type { HistoryChecker } from './check-history';

/**
 * GET /api/vehicle/history (DESIGN §8.3): the vehicle's MOT history, its chart's points and the
 * verdict for the mileage given. Public, like the vehicle lookup: the vehicle step shows it. A
 * refusal is part of the answer here (the registration check and the order answer it with a 409).
 */
export const vehicleHistoryRoutes: FastifyPluginAsyncZod<{ history: HistoryChecker }> = async (app, { history }) => {
  app.get(
    '/api/vehicle/history',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['vehicles'],
        summary: "The DVSA's MOT history of a vehicle and our verdict on covering it",
        querystring: vehicleHistoryQuerySchema,
        response: { 200: vehicleHistoryAnswerSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const { reg, mileage } = request.query;
      return (await history.check({ registration: reg, mileage: mileage ?? null })).answer;
    },
  );
};
