import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelMonthlyAnswerSchema,
  changeBankDetailsAnswerSchema,
  completeMonthlyAnswerSchema,
  completeMonthlyRequestSchema,
  monthlyMandateAnswerSchema,
  monthlyMandateQuerySchema,
  monthlyPlanViewSchema,
  myMonthlyPlansAnswerSchema,
  startMonthlyAnswerSchema,
} from '@kestrel/domain/schemas/direct-debit';
import { idParamsSchema } from '@kestrel/domain/schemas/dashboard';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import { purchaseOrderRequestSchema } from '@kestrel/domain/schemas/purchase-order';
import { and, desc, eq } from 'drizzle-orm';
import { directDebitPlans, warranties } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { currentSession } from '../../plugins/auth';
import { cancelMonthlyPlan } from './cancel-monthly';
import { completeBankDetailsChange, startBankDetailsChange } from './change-bank-details';
import { completeMonthlyPurchase } from './complete-monthly';
import type { DirectDebitContext } from './direct-debit-context';
import { planView } from './plan-view';
import { reusableMandate } from './renewal-mandate';
import { startMonthlyPurchase } from './start-monthly';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
  503: errorBodySchema,
};

/** Buying monthly by Direct Debit, and a monthly warranty's schedule (DESIGN §8.2). */
export const directDebitRoutes: FastifyPluginAsyncZod<{ context: DirectDebitContext }> = async (app, { context }) => {
  app.get(
    '/api/warranty/direct-debit/mandate',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary:
          'Would paying monthly for this vehicle use my existing Direct Debit (a renewal) or a new one set up at GoCardless?',
        querystring: monthlyMandateQuerySchema,
        response: { 200: monthlyMandateAnswerSchema, ...errors },
      },
    },
    // The same rule the start call follows (renewal-mandate.ts), so the payment step says what it will do.
    async (request) => {
      const reused = await reusableMandate(context, currentSession(request).user.id, request.query.reg_num);
      return reused
        ? { mandate: 'existing' as const, mandate_reference: reused.reference }
        : { mandate: 'new' as const, mandate_reference: null };
    },
  );

  app.post(
    '/api/warranty/direct-debit/start',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary:
          'Price the plan as a full payment is priced and start a Direct Debit at GoCardless (monthly plans only)',
        body: purchaseOrderRequestSchema,
        response: { 200: startMonthlyAnswerSchema, ...errors },
      },
    },
    async (request) => startMonthlyPurchase(context, currentSession(request).user.id, request.body),
  );

  app.post(
    '/api/warranty/direct-debit/complete',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary: 'Back from the bank-details page: one warranty and one schedule, however often it is called',
        body: completeMonthlyRequestSchema,
        response: { 200: completeMonthlyAnswerSchema, ...errors },
      },
    },
    async (request) => completeMonthlyPurchase(context, currentSession(request).user.id, request.body.reference),
  );

  app.get(
    '/api/warranty/direct-debit',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['dashboard'],
        summary: 'My warranties paid monthly: each schedule, the next collection and any arrears',
        response: { 200: myMonthlyPlansAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await context.db
        .select({ plan: directDebitPlans, registration: warranties.registration })
        .from(directDebitPlans)
        .innerJoin(warranties, eq(warranties.id, directDebitPlans.warrantyId))
        .where(eq(directDebitPlans.userId, currentSession(request).user.id))
        .orderBy(desc(directDebitPlans.createdAt));
      return {
        plans: await Promise.all(
          rows.map(async (row) => ({ ...(await planView(context.db, row.plan)), registration: row.registration })),
        ),
      };
    },
  );

  app.get(
    '/api/warranty/:id/direct-debit',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['dashboard'],
        summary: 'The Direct Debit schedule of one of my warranties paid monthly',
        params: idParamsSchema,
        response: { 200: monthlyPlanViewSchema, ...errors },
      },
    },
    async (request) => {
      const userId = currentSession(request).user.id;
      const [row] = await context.db
        .select({ plan: directDebitPlans })
        .from(directDebitPlans)
        .innerJoin(warranties, eq(warranties.id, directDebitPlans.warrantyId))
        .where(and(eq(warranties.id, request.params.id), eq(warranties.userId, userId)));
      if (!row) throw notFound('This warranty is not paid monthly, or is not yours.');
      return planView(context.db, row.plan);
    },
  );

  app.post(
    '/api/warranty/:id/direct-debit/cancel',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['dashboard'],
        summary:
          'Cancel my monthly plan: within 14 days and before a claim every payment refunded; after that collections stop and cover ends on the last day paid for',
        params: idParamsSchema,
        response: { 200: cancelMonthlyAnswerSchema, ...errors },
      },
    },
    async (request) =>
      cancelMonthlyPlan(context, request.params.id, { kind: 'customer', userId: currentSession(request).user.id }),
  );

  app.post(
    '/api/warranty/:id/direct-debit/bank-details',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['dashboard'],
        summary: 'Change the bank account of my monthly plan: a new mandate on GoCardless’s hosted page',
        params: idParamsSchema,
        response: { 200: changeBankDetailsAnswerSchema, ...errors },
      },
    },
    async (request) => startBankDetailsChange(context, currentSession(request).user.id, request.params.id),
  );

  app.post(
    '/api/warranty/:id/direct-debit/bank-details/complete',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['dashboard'],
        summary: 'Back from the bank-details page: the payments still to come move to the new mandate, once',
        params: idParamsSchema,
        response: { 200: monthlyPlanViewSchema, ...errors },
      },
    },
    async (request) => completeBankDetailsChange(context, currentSession(request).user.id, request.params.id),
  );
};
