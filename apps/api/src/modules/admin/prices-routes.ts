import {
  pricePreviewAnswerSchema,
  pricePreviewRequestSchema,
  pricesAnswerSchema,
  publishPricesAnswerSchema,
  publishPricesRequestSchema,
} from '@kestrel/domain/schemas/admin-prices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../lib/error-answers';
import { currentSession } from '../../plugins/auth';
import type { AdminContext } from './context';
import { previewPrices, priceVersions, publishPrices } from './prices';

const errors = errorAnswers(400, 401, 403, 409);

/**
 * The plan and price tables (DESIGN §3): the current version and its history, a preview of a
 * change on reference vehicles, and publishing it as a new version for new quotes.
 */
export const pricesAdminRoutes: FastifyPluginAsyncZod<{ context: AdminContext }> = async (app, { context }) => {
  app.get(
    '/api/admin/prices',
    {
      schema: {
        tags: ['admin'],
        summary: 'The rate tables new quotes use, and every published version, newest first',
        response: { 200: pricesAnswerSchema, ...errors },
      },
    },
    async () => priceVersions(context),
  );

  app.post(
    '/api/admin/prices/preview',
    {
      schema: {
        tags: ['admin'],
        summary: 'What proposed tables do to the reference vehicles, against the current version',
        body: pricePreviewRequestSchema,
        response: { 200: pricePreviewAnswerSchema, ...errors },
      },
    },
    async (request) => previewPrices(context, request.body.tables),
  );

  app.post(
    '/api/admin/prices',
    {
      schema: {
        tags: ['admin'],
        summary: 'Publish new rate tables as the next version; new quotes only, never a sold warranty',
        body: publishPricesRequestSchema,
        response: { 201: publishPricesAnswerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await publishPrices(context, currentSession(request).user, request.body)),
  );
};
