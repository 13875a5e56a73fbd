import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canonicalMake, modelsOf, vehicleMakes } from '@kestrel/domain/catalogue/makes-models';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import { makesAnswerSchema, modelsAnswerSchema, modelsQuerySchema } from '@kestrel/domain/schemas/purchase';
import { vehicleErrors } from './errors';

/** The catalogue ships with the code, so browsers and caches may keep an answer for a day. */
const CATALOGUE_CACHE_CONTROL = 'public, max-age=86400';

/**
 * GET /api/vehicle/makes and /api/vehicle/models: the make and model selects of
 * /purchase/find-registration (spec §2), from the catalogue in the domain package. Public.
 */
export const vehicleCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/vehicle/makes',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Makes of car and van we list, A–Z',
        response: { 200: makesAnswerSchema },
      },
    },
    async (_request, reply) => reply.header('cache-control', CATALOGUE_CACHE_CONTROL).send({ makes: vehicleMakes() }),
  );

  app.get(
    '/api/vehicle/models',
    {
      schema: {
        tags: ['vehicles'],
        summary: 'Models of one make, A–Z (the make matched regardless of case)',
        querystring: modelsQuerySchema,
        response: { 200: modelsAnswerSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const make = canonicalMake(request.query.make);
      const models = make ? modelsOf(make) : null;
      if (!make || !models) throw vehicleErrors.unknownMake(request.query.make);
      return reply.header('cache-control', CATALOGUE_CACHE_CONTROL).send({ make, models });
    },
  );
};
