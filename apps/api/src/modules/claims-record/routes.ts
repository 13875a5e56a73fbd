import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimsRecordAnswerSchema, publishedRecordAnswerSchema } from '@kestrel/domain/schemas/claims-record';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import { staffClaimsRecord, type ClaimsRecordContext } from './claims-record';
import type { PublishedRecordCache } from './published-record-cache';

/** The claims record for staff, inside the back office plugin (its staff guard covers it). */
export const claimsRecordAdminRoutes: FastifyPluginAsyncZod<{ context: ClaimsRecordContext }> = async (
  app,
  { context },
) => {
  app.get(
    '/api/admin/claims/record',
    {
      schema: {
        tags: ['admin', 'claims'],
        summary: 'The claims record per week and per month: made, decided, how fast, time frames kept, complaints',
        response: { 200: claimsRecordAnswerSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async () => staffClaimsRecord(context),
  );
};

/**
 * The public page's figures as HTML, for a browser that reached "How we handle claims" without
 * loading it (a link followed inside the app): the same the server puts into the page.
 */
export const publishedRecordRoutes: FastifyPluginAsyncZod<{ cache: PublishedRecordCache }> = async (app, { cache }) => {
  app.get(
    '/api/claims-record',
    {
      schema: {
        tags: ['claims'],
        summary: 'The figures "How we handle claims" shows, as HTML',
        response: { 200: publishedRecordAnswerSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { html: (await cache.current()).html };
    },
  );
};
