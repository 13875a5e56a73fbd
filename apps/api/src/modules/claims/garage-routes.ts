import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { garageClaimAnswerSchema, garageTokenParamsSchema } from '@kestrel/domain/schemas/claim-answers';
import { garageEstimateRequestSchema, garageInvoiceRequestSchema } from '@kestrel/domain/schemas/claim-estimate';
import { claimMessageRequestSchema } from '@kestrel/domain/schemas/claims';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import { sendClaimLetter } from './claim-replies';
import type { ClaimsContext } from './context';
import { logRefusedGarageRead } from './garage-refusals';
import { addGarageMessage, sendGarageEstimate, sendGarageInvoice } from './garage-claims';
import { garageClaim, garageClaimRecord } from './read-claims';

const errors = { 400: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
/** The link is the only key: guessing is rate limited per address (DESIGN §8.1 "The garage"). */
const limits = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** The garage's page behind its private link: no account, one claim, closed when the claim closes. */
export const garageClaimRoutes: FastifyPluginAsyncZod<{ context: ClaimsContext }> = async (app, { context }) => {
  app.addHook('onResponse', logRefusedGarageRead);

  app.get(
    '/api/garage/claims/:token',
    {
      config: limits,
      schema: {
        tags: ['claims'],
        summary: "The garage's view of a claim: vehicle, claim number, customer's name, estimate and decision",
        params: garageTokenParamsSchema,
        response: { 200: garageClaimAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return garageClaim(context, request.params.token);
    },
  );

  app.post(
    '/api/garage/claims/:token/estimate',
    {
      config: limits,
      schema: {
        tags: ['claims'],
        summary: "Send the garage's diagnosis and itemised estimate",
        params: garageTokenParamsSchema,
        body: garageEstimateRequestSchema,
        response: { 200: garageClaimAnswerSchema, ...errors },
      },
    },
    async (request) => sendGarageEstimate(context, request.params.token, request.body),
  );

  app.post(
    '/api/garage/claims/:token/messages',
    {
      config: limits,
      schema: {
        tags: ['claims'],
        summary: 'Answer a request for information, or add a note',
        params: garageTokenParamsSchema,
        body: claimMessageRequestSchema,
        response: { 200: garageClaimAnswerSchema, ...errors },
      },
    },
    async (request) => addGarageMessage(context, request.params.token, request.body.message),
  );

  app.post(
    '/api/garage/claims/:token/invoice',
    {
      config: limits,
      schema: {
        tags: ['claims'],
        summary: "Send the garage's invoice for the authorised repair",
        params: garageTokenParamsSchema,
        body: garageInvoiceRequestSchema,
        response: { 200: garageClaimAnswerSchema, ...errors },
      },
    },
    async (request) => sendGarageInvoice(context, request.params.token, request.body),
  );

  app.get(
    '/api/garage/claims/:token/letter',
    {
      config: limits,
      schema: { tags: ['claims'], summary: 'The letter of the claim (PDF)', params: garageTokenParamsSchema },
    },
    async (request, reply) => sendClaimLetter(reply, await garageClaimRecord(context, request.params.token), 'garage'),
  );
};
