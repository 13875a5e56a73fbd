import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coverLevels } from '@kestrel/domain/catalogue/levels';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import {
  instantQuoteAnswerSchema,
  instantQuoteQuerySchema,
  planAnswerSchema,
  planQuerySchema,
  type PlanAnswer,
} from '@kestrel/domain/schemas/purchase';
import { startingMonths } from '@kestrel/domain/pricing/starting-from';
import { londonToday } from '@kestrel/domain/uk/london-date';
import type { Vehicle } from '@kestrel/domain/schemas/vehicle';
import { buildQuote } from './build-quote';
import { answeredAddresses, quoteCache } from './quote-cache';
import { resolveVehicle } from './priced-vehicle';
import type { RatesRepository } from './rates-repository';
import { assertHistoryAllows, type HistoryChecker } from '../vehicle-history';

export interface QuotesContext {
  rates: RatesRepository;
  lookup: (registration: string) => Promise<Vehicle>;
  history: HistoryChecker;
}

/** The price of every plan for a vehicle (spec §7 GET /api/level/plan/) and the landing pages' instant price. */
export const quoteRoutes: FastifyPluginAsyncZod<{ context: QuotesContext }> = async (
  app,
  { context: { rates, lookup, history } },
) => {
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
        const known = answered.get(request.url, (await rates.current()).version, londonToday());
        if (known !== undefined) return reply.type(json).send(known as unknown as PlanAnswer);
      },
    },
    async (request, reply) => {
      const query = request.query;
      const vehicle = await resolveVehicle(
        {
          registration: query.reg,
          engineSize: query.engineSize,
          bhp: query.bhp,
          driveType: query.driveType,
          fuelType: query.fuelType,
          vehicleType: query.vehicleType,
          registeredDate: query.dateFirstReg,
          mileage: query.mileage,
        },
        query.reg ? lookup : null,
      );
      // Built by buildQuote, typed as PlanAnswer, from the catalogue and our own prices: nothing in
      // it to strip, so it goes as the JSON the cache keeps (Fastify sends a string as it is, not
      // through the response schema; the type provider knows only the object it stands for).
      const current = await rates.current();
      const asOf = londonToday();
      const answer = quotes.json(vehicle, current, asOf);
      // Only a vehicle typed by hand: a registration's answer depends on its lookup too.
      if (!query.reg) answered.remember(request.url, answer, current.version, asOf);
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
    async (request) => {
      const found = await lookup(request.query.reg);
      // The landing pages refuse as the purchase flow does (DESIGN §8.3).
      const { answer } = await history.check({
        registration: found.registration,
        mileage: request.query.mileage,
        firstRegistered: found.registeredDate,
      });
      assertHistoryAllows(answer, { registration: 'reg', mileage: 'mileage' });
      const quote = buildQuote({ ...found, mileage: request.query.mileage }, await rates.current(), londonToday());
      return {
        vehicle: {
          registration: found.registration,
          make: found.make,
          model: found.model,
          registeredDate: found.registeredDate,
        },
        levels: coverLevels.map((level) => {
          const offered = quote.levelsAndPlans.find((l) => l.level === level.id);
          const refused = quote.ineligible.find((l) => l.level === level.id);
          return offered
            ? {
                level: level.id,
                name: level.name,
                eligible: true,
                startingFrom: offered.startingFrom,
                startingMonths: startingMonths(offered),
              }
            : {
                level: level.id,
                name: level.name,
                eligible: false,
                startingFrom: null,
                startingMonths: null,
                reason: refused?.reason,
              };
        }),
      };
    },
  );
};
