import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import { registrationCheckAnswerSchema, registrationCheckRequestSchema } from '@kestrel/domain/schemas/purchase';
import type { WarrantiesContext } from './context';
import { checkRegistration } from './registration-check';

/**
 * POST /api/warranty/check (spec §7): may this registration be sold a warranty? Not when a live
 * warranty covers it, nor when the DVSA's MOT record rules it out (DESIGN §8.3): 409 either way.
 */
export const registrationCheckRoutes: FastifyPluginAsyncZod<{ context: WarrantiesContext }> = async (
  app,
  { context },
) => {
  app.post(
    '/api/warranty/check',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['warranties'],
        summary: 'Check that a registration is a UK one with no live warranty and an MOT record we can cover',
        body: registrationCheckRequestSchema,
        response: { 200: registrationCheckAnswerSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => checkRegistration(context, request.body.reg_num, request.body.mileage ?? null),
  );
};
