import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimTimeFramesAnswerSchema } from '@kestrel/domain/schemas/claim-time-frames';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import { claimTimeFrames } from './claim-time-frames';
import type { ClaimsContext } from './context';

/** The claims team's measure of its promises, inside the back office plugin (its staff guard covers it). */
export const claimTimeFrameRoutes: FastifyPluginAsyncZod<{ context: ClaimsContext }> = async (app, { context }) => {
  app.get(
    '/api/admin/claims/time-frames',
    {
      schema: {
        tags: ['admin', 'claims'],
        summary: 'The claim time frames we promise, and the share kept each month',
        response: { 200: claimTimeFramesAnswerSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async () => claimTimeFrames(context),
  );
};
