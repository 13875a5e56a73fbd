import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myClaimAnswerSchema, myClaimsAnswerSchema } from '@kestrel/domain/schemas/claim-answers';
import {
  claimMessageRequestSchema,
  makeClaimRequestSchema,
  withdrawClaimRequestSchema,
} from '@kestrel/domain/schemas/claims';
import { idParamsSchema } from '@kestrel/domain/schemas/dashboard';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import { z } from 'zod';
import { currentSession } from '../../plugins/auth';
import { sendClaimLetter } from './claim-replies';
import type { ClaimsContext } from './context';
import { addCustomerMessage, withdrawClaim } from './customer-claims';
import { makeClaim } from './make-claim';
import { customerClaimRecord, myClaim, myClaims } from './read-claims';
import { resendGarageLinkByCustomer } from './resend-garage-link';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const limits = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/** The customer's claim calls (DESIGN §8.1), each on the customer's own claims only. */
export const customerClaimRoutes: FastifyPluginAsyncZod<{ context: ClaimsContext }> = async (app, { context }) => {
  const userId = (request: Parameters<typeof currentSession>[0]) => currentSession(request).user.id;
  /** A change to one of my claims, answered with the claim. */
  const onMyClaim = <Body extends z.ZodType>(summary: string, body: Body, config = limits) => ({
    onRequest: app.requireUser,
    config,
    schema: {
      tags: ['claims'],
      summary,
      params: idParamsSchema,
      body,
      response: { 200: myClaimAnswerSchema, ...errors },
    },
  });

  app.get(
    '/api/claims/my-claims',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['claims'],
        summary: 'My claims, newest first',
        response: { 200: myClaimsAnswerSchema, ...errors },
      },
    },
    async (request) => myClaims(context, userId(request)),
  );

  app.post(
    '/api/claims/warranty/:id',
    {
      onRequest: app.requireUser,
      config: limits,
      schema: {
        tags: ['claims'],
        summary: 'Make a claim on one of my warranties in force; the garage is e-mailed a private link',
        params: idParamsSchema,
        body: makeClaimRequestSchema,
        response: { 201: myClaimAnswerSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await makeClaim(context, userId(request), request.params.id, request.body)),
  );

  app.get(
    '/api/claims/my-claims/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['claims'],
        summary: 'One of my claims: status, timeline, decision',
        params: idParamsSchema,
        response: { 200: myClaimAnswerSchema, ...errors },
      },
    },
    async (request) => myClaim(context, userId(request), request.params.id),
  );

  app.post(
    '/api/claims/my-claims/:id/withdraw',
    onMyClaim('Withdraw my claim before it is authorised', withdrawClaimRequestSchema),
    async (request) => withdrawClaim(context, userId(request), request.params.id, request.body.note),
  );

  app.post(
    '/api/claims/my-claims/:id/messages',
    onMyClaim('Answer a request for information, or add a note to my claim', claimMessageRequestSchema),
    async (request) => addCustomerMessage(context, userId(request), request.params.id, request.body.message),
  );

  app.post(
    '/api/claims/my-claims/:id/garage-link',
    onMyClaim('Send the garage a fresh private link (the earlier one stops working)', z.strictObject({}).optional(), {
      rateLimit: { max: 5, timeWindow: '1 hour' },
    }),
    async (request) => resendGarageLinkByCustomer(context, userId(request), request.params.id),
  );

  app.get(
    '/api/claims/my-claims/:id/letter',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['claims'],
        summary: 'The authorisation or decline letter of my claim (PDF)',
        params: idParamsSchema,
      },
    },
    async (request, reply) =>
      sendClaimLetter(reply, await customerClaimRecord(context, userId(request), request.params.id), 'customer'),
  );
};
