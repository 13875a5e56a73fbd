import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import {
  instantQuoteAnswerSchema,
  instantQuoteQuerySchema,
  planAnswerSchema,
  planQuerySchema,
  type PlanAnswer,
} from '@kestrel/domain/schemas/purchase';
import { londonToday } from '@kestrel/domain/uk/london-date';
import type { QuotesContext } from './context';
import { instantQuote } from './instant-quote';
import { planQuote } from './plan-quote';
import { answeredAddresses, quoteCache } from './quote-cache';

/** The price of every plan for a vehicle (spec §7 GET /api/level/plan/) and the landing pages' instant price. */
export const quoteRoutes: FastifyPluginAsyncZod<{ context: QuotesContext }> = async (app, { context }) => {
  const quotes = quoteCache();
  const answered = answeredAddresses();
  const json = 'application/json; charset=utf-8';
  app.get(
    '/api/level/plan/',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['quotes'],
        summary: 'Plans and prices for a vehicle, by cover level',
        querystring: planQuerySchema,
        response: { 200: planAnswerSchema, 400: errorBodySchema },
      },
      // After the rate limit (onRequest), before the query's validation: an address answered
      // before under the same rates and day gets the same bytes, neither validated nor priced again.
      // The rates are asked for only then, as the handler would: a query never answered meets its
      // validation first, whatever the database is doing.
      preValidation: async (request, reply) => {
        if (!answered.has(request.url)) return;
        const known = answered.get(request.url, (await context.rates.current()).version, londonToday());
        if (known !== undefined) return reply.type(json).send(known as unknown as PlanAnswer);
      },
    },
    async (request, reply) => {
      // Fastify sends a string as it is, not through the response schema; the type provider knows
      // only the object it stands for.
      const { json: answer, ratesVersion, asOf } = await planQuote(context, quotes, request.query);
      // Only a vehicle typed by hand: a registration's answer depends on its lookup too.
      if (!request.query.reg) answered.remember(request.url, answer, ratesVersion, asOf);
      return reply.type(json).send(answer as unknown as PlanAnswer);
    },
  );

  app.get(
    '/api/quote/instant',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['quotes'],
        summary: 'From-prices per cover level for a registration and mileage (no sign-in)',
        querystring: instantQuoteQuerySchema,
        response: {
          200: instantQuoteAnswerSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => instantQuote(context, request.query),
  );
};
