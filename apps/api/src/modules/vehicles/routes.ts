import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vehicleLookupAnswerSchema, vehicleLookupQuerySchema } from '@kestrel/domain/schemas/vehicle';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import type { Vehicle } from '@kestrel/domain/schemas/vehicle';
import { TtlCache } from '../../lib/ttl-cache';
import { vehicleCatalogueRoutes } from './catalogue-routes';
import { lookupVehicle } from './lookup-vehicle';

/** Recently found vehicles, so a busy registration is not read from the database each time. */
const MAX_CACHED_VEHICLES = 5000;
const CACHE_TTL_MS = 10 * 60 * 1000;

export const vehicleRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(vehicleCatalogueRoutes);
  const cache = new TtlCache<Vehicle>(MAX_CACHED_VEHICLES, CACHE_TTL_MS);

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
        { db: app.database.db, provider: app.adapters.vehicleData, cache },
        request.query.reg,
      );
      return { vehicle };
    },
  );
};
