import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vehicleLookupAnswerSchema, vehicleLookupQuerySchema } from '@kestrel/domain/schemas/vehicle';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import { lookupVehicle } from './lookup-vehicle';

export const vehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/vehicle/lookup',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['vehicles'],
        summary: 'Look up a vehicle by UK registration',
        querystring: vehicleLookupQuerySchema,
        response: {
          200: vehicleLookupAnswerSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => {
      const vehicle = await lookupVehicle(
        { db: app.database.db, provider: app.adapters.vehicleData },
        request.query.reg,
      );
      return { vehicle };
    },
  );
};
