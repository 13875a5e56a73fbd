import type { FastifyRequest } from 'fastify';
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
import type { PaymentsContext } from './context';
import { handleWebhook } from './webhook';
import { customerRoute } from '../../lib/customer-route';

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** Spec §7's payment calls for a purchase, and PayPal's webhook. */
export const paymentRoutes: FastifyPluginAsyncZod<{ context: PaymentsContext }> = async (app, { context }) => {
  const userOf = (request: FastifyRequest) => currentSession(request).user.id;

  app.post(
    '/api/warranty/create-paypal-order',
    customerRoute(app, {
      tags: ['payments'],
      summary: 'Price the chosen plan for the vehicle and open a PayPal order for that amount',
      perMinute: 20,
      body: purchaseOrderRequestSchema,
      answer: createOrderAnswerSchema,
    }),
    async (request) => createPurchaseOrder(context, userOf(request), request.body),
  );

  app.post(
    '/api/warranty/capture-paypal-payment',
    customerRoute(app, {
      tags: ['payments'],
      summary: 'Capture an approved PayPal order: one warranty and one transaction, however often it is called',
      perMinute: 30,
      body: captureRequestSchema,
      answer: captureAnswerSchema,
    }),
    async (request) => captureAnswer(await capturePayment(context, userOf(request), request.body.order.orderID)),
  );

  app.get(
    '/api/warranty/:id/pay-now',
    customerRoute(app, {
      tags: ['payments'],
      summary:
        'What paying by card on one of my warranties would charge now: missed monthly payments, the balance due, the total',
      params: idParamsSchema,
      answer: payNowAnswerSchema,
    }),
    async (request) => payNow(context, userOf(request), request.params.id),
  );

  app.post(
    '/api/warranty/create-paypal-order/:id',
    customerRoute(app, {
      tags: ['payments'],
      summary: 'Open a PayPal order for the balance due on one of my warranties (the amount is ours)',
      perMinute: 20,
      params: idParamsSchema,
      body: z.strictObject({}).optional(),
      answer: createOrderAnswerSchema,
    }),
    async (request) => createBalanceOrder(context, userOf(request), request.params.id),
  );

  app.post(
    '/api/warranty/capture-paypal-payment/:id',
    customerRoute(app, {
      tags: ['payments'],
      summary: 'Capture an approved balance order of one of my warranties, once',
      perMinute: 30,
      params: idParamsSchema,
      body: balanceCaptureRequestSchema,
      answer: captureAnswerSchema,
    }),
    async (request) => captureBalance(context, userOf(request), request.params.id, request.body.order.orderID),
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
