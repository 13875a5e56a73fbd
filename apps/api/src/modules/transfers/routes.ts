import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@kestrel/domain/schemas/dashboard';
import {
  acceptTransferAnswerSchema,
  acceptTransferRequestSchema,
  startTakeoverAnswerSchema,
  startTransferRequestSchema,
  transferAnswerSchema,
  transferOfferAnswerSchema,
  transferTokenParamsSchema,
  warrantyTransferAnswerSchema,
} from '@kestrel/domain/schemas/transfers';
import { z } from 'zod';
import { errorAnswers } from '../../lib/error-answers';
import { customerRoute } from '../../lib/customer-route';
import { currentSession } from '../../plugins/auth';
import { acceptTransfer, transferOffer } from './accept-transfer';
import type { TransfersContext } from './context';
import { cancelTransfer, startTransfer, warrantyTransfer } from './start-transfer';
import { completeTakeover, startTakeover } from './takeover';

const tags = ['transfers'];
/** The link is the only key to the offer: guessing is rate limited per address, as the garage's link is. */
const linkLimits = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** The holder's transfer calls, and the new owner's link (DESIGN §9.3). */
export const transferRoutes: FastifyPluginAsyncZod<{ context: TransfersContext }> = async (app, { context }) => {
  const userId = (request: Parameters<typeof currentSession>[0]) => currentSession(request).user.id;

  app.get(
    '/api/transfers/warranty/:id',
    customerRoute(app, {
      tags,
      summary: 'Whether my warranty may be transferred now, the fee, and its latest transfer',
      params: idParamsSchema,
      answer: warrantyTransferAnswerSchema,
    }),
    async (request) => warrantyTransfer(context, userId(request), request.params.id),
  );

  app.post(
    '/api/transfers/warranty/:id',
    customerRoute(app, {
      tags,
      summary: "Start a transfer of my warranty to the vehicle's new owner; they are e-mailed a one-use link",
      perMinute: 10,
      params: idParamsSchema,
      body: startTransferRequestSchema,
      answer: transferAnswerSchema,
    }),
    async (request) => startTransfer(context, userId(request), request.params.id, request.body),
  );

  app.post(
    '/api/transfers/warranty/:id/cancel',
    customerRoute(app, {
      tags,
      summary: 'Cancel the pending transfer of my warranty',
      perMinute: 10,
      params: idParamsSchema,
      body: z.strictObject({}).optional(),
      answer: transferAnswerSchema,
    }),
    async (request) => cancelTransfer(context, userId(request), request.params.id),
  );

  app.get(
    '/api/transfers/accept/:token',
    {
      config: linkLimits,
      schema: {
        tags,
        summary: 'What the new owner takes over: the vehicle, the cover and its key facts, and whether the link works',
        params: transferTokenParamsSchema,
        response: { 200: transferOfferAnswerSchema, ...errorAnswers(400, 404) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return transferOffer(context, request.params.token);
    },
  );

  app.post(
    '/api/transfers/accept/:token',
    {
      onRequest: app.requireUser,
      config: linkLimits,
      schema: {
        tags,
        summary: 'The new owner, signed in, confirms the declaration: the warranty becomes theirs',
        params: transferTokenParamsSchema,
        body: acceptTransferRequestSchema,
        response: { 200: acceptTransferAnswerSchema, ...errorAnswers(400, 401, 404, 409) },
      },
    },
    async (request) => acceptTransfer(context, userId(request), request.params.token),
  );

  app.post(
    '/api/transfers/accept/:token/direct-debit',
    {
      onRequest: app.requireUser,
      config: linkLimits,
      schema: {
        tags,
        summary:
          'A monthly warranty: the new owner, signed in, confirms the declaration and is sent to set up their Direct Debit for the remaining instalments',
        params: transferTokenParamsSchema,
        body: acceptTransferRequestSchema,
        response: { 200: startTakeoverAnswerSchema, ...errorAnswers(400, 401, 404, 409, 503) },
      },
    },
    async (request) => startTakeover(context, userId(request), request.params.token),
  );

  app.post(
    '/api/transfers/:id/direct-debit/complete',
    customerRoute(app, {
      tags,
      summary:
        "Back from the bank-details page: the new owner's Direct Debit takes the remaining instalments over and the warranty becomes theirs, once",
      perMinute: 10,
      params: idParamsSchema,
      body: z.strictObject({}).optional(),
      answer: acceptTransferAnswerSchema,
    }),
    async (request) => completeTakeover(context, userId(request), request.params.id),
  );
};
