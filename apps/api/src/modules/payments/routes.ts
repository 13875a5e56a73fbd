import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import { captureAnswerSchema, captureRequestSchema, createOrderAnswerSchema } from '@kestrel/domain/schemas/purchase';
import { purchaseOrderRequestSchema } from '@kestrel/domain/schemas/purchase-order';
import { balanceCaptureRequestSchema, idParamsSchema, payNowAnswerSchema } from '@kestrel/domain/schemas/dashboard';
import { currentSession } from '../../plugins/auth';
import { captureBalance, createBalanceOrder, payNow } from './balance-order';
import { capturePayment } from './capture-payment';
import { createPurchaseOrder } from './create-order';
import { captureAnswer } from './payment-answers';
import type { PaymentsContext } from './payments-context';
import { handleWebhook } from './webhook';
import { errorAnswers } from '../../lib/error-answers';

const errors = errorAnswers(400, 401, 404, 409, 422, 503);

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Spec §7's payment calls for a purchase, and PayPal's webhook. */
export const paymentRoutes: FastifyPluginAsyncZod<{ context: PaymentsContext }> = async (app, { context }) => {
  app.post(
    '/api/warranty/create-paypal-order',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary: 'Price the chosen plan for the vehicle and open a PayPal order for that amount',
        body: purchaseOrderRequestSchema,
        response: { 200: createOrderAnswerSchema, ...errors },
      },
    },
    async (request) => createPurchaseOrder(context, currentSession(request).user.id, request.body),
  );

  app.post(
    '/api/warranty/capture-paypal-payment',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary: 'Capture an approved PayPal order: one warranty and one transaction, however often it is called',
        body: captureRequestSchema,
        response: { 200: captureAnswerSchema, ...errors },
      },
    },
    async (request) =>
      captureAnswer(await capturePayment(context, currentSession(request).user.id, request.body.order.orderID)),
  );

  app.get(
    '/api/warranty/:id/pay-now',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['payments'],
        summary:
          'What paying by card on one of my warranties would charge now: missed monthly payments, the balance due, the total',
        params: idParamsSchema,
        response: { 200: payNowAnswerSchema, ...errors },
      },
    },
    async (request) => payNow(context, currentSession(request).user.id, request.params.id),
  );

  app.post(
    '/api/warranty/create-paypal-order/:id',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary: 'Open a PayPal order for the balance due on one of my warranties (the amount is ours)',
        params: idParamsSchema,
        body: z.strictObject({}).optional(),
        response: { 200: createOrderAnswerSchema, ...errors },
      },
    },
    async (request) => createBalanceOrder(context, currentSession(request).user.id, request.params.id),
  );

  app.post(
    '/api/warranty/capture-paypal-payment/:id',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary: 'Capture an approved balance order of one of my warranties, once',
        params: idParamsSchema,
        body: balanceCaptureRequestSchema,
        response: { 200: captureAnswerSchema, ...errors },
      },
    },
    async (request) =>
      captureBalance(context, currentSession(request).user.id, request.params.id, request.body.order.orderID),
  );

  app.post(
    '/api/webhooks/paypal',
    {
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary: 'PayPal webhook events (verified with PayPal, de-duplicated by event id)',
        body: z.looseObject({}),
        response: { 200: z.object({ outcome: z.string() }), 400: errorBodySchema },
      },
    },
    async (request) =>
      handleWebhook(
        context,
        {
          authAlgo: header(request.headers['paypal-auth-algo']),
          certUrl: header(request.headers['paypal-cert-url']),
          transmissionId: header(request.headers['paypal-transmission-id']),
          transmissionSig: header(request.headers['paypal-transmission-sig']),
          transmissionTime: header(request.headers['paypal-transmission-time']),
        },
        request.body,
      ),
  );
};
