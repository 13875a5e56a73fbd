import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import { registrationCheckAnswerSchema, registrationCheckRequestSchema } from '@kestrel/domain/schemas/purchase';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { assertNotCovered } from './registration-check';

/** POST /api/warranty/check (spec §7): may this registration be sold a warranty? */
export const registrationCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/warranty/check',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['warranties'],
        summary: 'Check that a registration is a UK one with no live warranty',
        body: registrationCheckRequestSchema,
        response: { 200: registrationCheckAnswerSchema, 400: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request) => {
      const registration = request.body.reg_num;
      await assertNotCovered(app.database.db, registration, londonToday());
      return { reg_num: registration, message: `Good news: we can offer cover for ${registration}.` };
    },
  );
};
