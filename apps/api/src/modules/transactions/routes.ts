import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  myTransactionAnswerSchema,
  myTransactionsAnswerSchema,
} from '@kestrel/domain/schemas/dashboard';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import { currentSession } from '../../plugins/auth';
import type { TransactionsContext } from './context';
import { getMyTransaction, listMyTransactions } from './my-transactions';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** Spec §7's transaction calls: the customer's payments and refunds. */
export const transactionRoutes: FastifyPluginAsyncZod<{ context: TransactionsContext }> = async (app, { context }) => {
  app.get(
    '/api/transaction/my-transactions',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['transactions'],
        summary: 'My payments and refunds, newest first',
        response: { 200: myTransactionsAnswerSchema, ...errors },
      },
    },
    async (request) => listMyTransactions(context, currentSession(request).user.id),
  );

  app.get(
    '/api/transaction/my-transaction/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['transactions'],
        summary: 'One of my payments or refunds',
        params: idParamsSchema,
        response: { 200: myTransactionAnswerSchema, ...errors },
      },
    },
    async (request) => getMyTransaction(context, currentSession(request).user.id, request.params.id),
  );
};
