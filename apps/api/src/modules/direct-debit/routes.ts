import type { FastifyRequest } from 'fastify';
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
  payOffAnswerSchema,
  startMonthlyAnswerSchema,
} from '@kestrel/domain/schemas/direct-debit';
import { createOrderAnswerSchema } from '@kestrel/domain/schemas/purchase';
import { z } from 'zod';
import { idParamsSchema } from '@kestrel/domain/schemas/dashboard';
import { purchaseOrderRequestSchema } from '@kestrel/domain/schemas/purchase-order';
import { customerRoute } from '../../lib/customer-route';
import { loggingRefusedRead } from '../../lib/security-events';
import { currentSession } from '../../plugins/auth';
import { cancelMonthlyPlan } from './cancel-monthly';
import { completeBankDetailsChange, startBankDetailsChange } from './change-bank-details';
import { completeMonthlyPurchase } from './complete-monthly';
import type { DirectDebitContext } from './context';
import { myMonthlyPlan, myMonthlyPlans } from './monthly-plans';
import { createPayOffOrder, payOffQuote } from './pay-off';
import { reusableMandate } from './renewal-mandate';
import { startMonthlyPurchase } from './start-monthly';

/** Buying monthly by Direct Debit, and a monthly warranty's schedule (DESIGN §8.2). */
export const directDebitRoutes: FastifyPluginAsyncZod<{ context: DirectDebitContext }> = async (app, { context }) => {
  const userOf = (request: FastifyRequest) => currentSession(request).user.id;

  app.get(
    '/api/warranty/direct-debit/mandate',
    customerRoute(app, {
      tags: ['payments'],
      summary:
        'Would paying monthly for this vehicle use my existing Direct Debit (a renewal) or a new one set up at GoCardless?',
      perMinute: 30,
      querystring: monthlyMandateQuerySchema,
      answer: monthlyMandateAnswerSchema,
    }),
    // The same rule the start call follows (renewal-mandate.ts), so the payment step says what it will do.
    async (request) => {
      const reused = await reusableMandate(context, userOf(request), request.query.reg_num);
      return reused
        ? { mandate: 'existing' as const, mandate_reference: reused.reference }
        : { mandate: 'new' as const, mandate_reference: null };
    },
  );

  app.post(
    '/api/warranty/direct-debit/start',
    customerRoute(app, {
      tags: ['payments'],
      summary: 'Price the plan as a full payment is priced and start a Direct Debit at GoCardless (monthly plans only)',
      perMinute: 20,
      body: purchaseOrderRequestSchema,
      answer: startMonthlyAnswerSchema,
    }),
    async (request) => startMonthlyPurchase(context, userOf(request), request.body),
  );

  app.post(
    '/api/warranty/direct-debit/complete',
    customerRoute(app, {
      tags: ['payments'],
      summary: 'Back from the bank-details page: one warranty and one schedule, however often it is called',
      perMinute: 30,
      body: completeMonthlyRequestSchema,
      answer: completeMonthlyAnswerSchema,
    }),
    // Another customer's reference answers 404, as an unknown one does; either is worth a log line.
    async (request) =>
      loggingRefusedRead(request, { resource: 'direct-debit-reference', resourceId: request.body.reference }, () =>
        completeMonthlyPurchase(context, userOf(request), request.body.reference),
      ),
  );

  app.get(
    '/api/warranty/direct-debit',
    customerRoute(app, {
      tags: ['dashboard'],
      summary: 'My warranties paid monthly: each schedule, the next collection and any arrears',
      answer: myMonthlyPlansAnswerSchema,
    }),
    async (request) => myMonthlyPlans(context, userOf(request)),
  );

  app.get(
    '/api/warranty/:id/direct-debit',
    customerRoute(app, {
      tags: ['dashboard'],
      summary: 'The Direct Debit schedule of one of my warranties paid monthly',
      params: idParamsSchema,
      answer: monthlyPlanViewSchema,
    }),
    async (request) => myMonthlyPlan(context, userOf(request), request.params.id),
  );

  app.post(
    '/api/warranty/:id/direct-debit/cancel',
    customerRoute(app, {
      tags: ['dashboard'],
      summary:
        'Cancel my monthly plan: within 14 days and before a claim every payment refunded; after that collections stop and cover ends on the last day paid for',
      perMinute: 10,
      params: idParamsSchema,
      answer: cancelMonthlyAnswerSchema,
    }),
    async (request) => cancelMonthlyPlan(context, request.params.id, { kind: 'customer', userId: userOf(request) }),
  );

  app.post(
    '/api/warranty/:id/direct-debit/bank-details',
    customerRoute(app, {
      tags: ['dashboard'],
      summary: 'Change the bank account of my monthly plan: a new mandate on GoCardless’s hosted page',
      perMinute: 10,
      params: idParamsSchema,
      answer: changeBankDetailsAnswerSchema,
    }),
    async (request) => startBankDetailsChange(context, userOf(request), request.params.id),
  );

  app.post(
    '/api/warranty/:id/direct-debit/bank-details/complete',
    customerRoute(app, {
      tags: ['dashboard'],
      summary: 'Back from the bank-details page: the payments still to come move to the new mandate, once',
      perMinute: 30,
      params: idParamsSchema,
      answer: monthlyPlanViewSchema,
    }),
    async (request) => completeBankDetailsChange(context, userOf(request), request.params.id),
  );

  app.get(
    '/api/warranty/:id/pay-off',
    customerRoute(app, {
      tags: ['dashboard'],
      summary:
        'What paying the rest of my monthly plan by card would charge now, and for which instalments (or why it cannot be paid now)',
      params: idParamsSchema,
      answer: payOffAnswerSchema,
    }),
    async (request) => payOffQuote(context, userOf(request), request.params.id),
  );

  app.post(
    '/api/warranty/:id/pay-off/order',
    customerRoute(app, {
      tags: ['payments'],
      summary:
        'Open a PayPal order for everything still to collect on my monthly plan (the amount is ours); captured by capture-paypal-payment/{id}',
      perMinute: 20,
      params: idParamsSchema,
      body: z.strictObject({}).optional(),
      answer: createOrderAnswerSchema,
    }),
    async (request) => createPayOffOrder(context, userOf(request), request.params.id),
  );
};
