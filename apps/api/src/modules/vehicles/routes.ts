import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { vehicleLookupAnswerSchema, vehicleLookupQuerySchema } from '@kestrel/domain/schemas/vehicle';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import { vehicleCatalogueRoutes } from './catalogue-routes';
import type { VehiclesContext } from './context';

/** The app's one vehicle lookup (lookup-vehicle.ts with its cache), shared with quotes and payments. */
export const vehicleRoutes: FastifyPluginAsyncZod<{ context: VehiclesContext }> = async (
  app,
  { context: { lookup } },
) => {
  await app.register(vehicleCatalogueRoutes);

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
      return { vehicle: await lookup(request.query.reg) };
    },
  );
};
