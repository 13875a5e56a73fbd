import { Agent } from 'node:https';
import { connect, type Socket } from 'node:net';
import {
  CheckoutPaymentIntent,
  Client,
  CustomError,
  Environment,
  OrdersController,
  PatchOp,
  PaymentsController,
} from '@paypal/paypal-server-sdk';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYPAL_DEMO_CLIENT_ID, PAYPAL_DEMO_CLIENT_SECRET, paypalEmulator } from './plugin';

/*
 * PayPal's own server SDK (@paypal/paypal-server-sdk) driven against the emulator over HTTP: OAuth
 * token, orders create/get/patch/authorize/capture, captures get/refund, refunds get, and
 * authorizations get/capture/void/reauthorize. The SDK hard-codes PayPal's hosts and has no
 * base-URL option, so its HTTPS agent is replaced by one that opens a plain TCP connection to the
 * emulator (mounted at the root, as PayPal's paths are): the SDK builds every request, reads every
 * answer against its own response schemas and raises its own errors.
 */
class ToEmulator extends Agent {
  constructor(private readonly port: number) {
    super({ keepAlive: false });
  }
  override createConnection(): Socket {
    return connect(this.port, '127.0.0.1');
  }
}

let emulator: FastifyInstance;
let port: number;
let orders: OrdersController;
let payments: PaymentsController;

const sdkClient = (secret = PAYPAL_DEMO_CLIENT_SECRET) =>
  new Client({
    clientCredentialsAuthCredentials: { oAuthClientId: PAYPAL_DEMO_CLIENT_ID, oAuthClientSecret: secret },
    environment: Environment.Sandbox,
    timeout: 5000,
    httpClientOptions: { httpsAgent: new ToEmulator(port), retryConfig: { maxNumberOfRetries: 0 } },
  });

beforeAll(async () => {
  emulator = Fastify({ logger: false, forceCloseConnections: true });
  await emulator.register(paypalEmulator);
  await emulator.listen({ port: 0, host: '127.0.0.1' });
  port = (emulator.server.address() as { port: number }).port;
  const client = sdkClient();
  orders = new OrdersController(client);
  payments = new PaymentsController(client);
});
afterAll(() => emulator.close());

/** The buyer approves on PayPal's page: the emulator's test control does it. */
const approve = (id: string) =>
  fetch(`http://127.0.0.1:${port}/__control/orders/${id}/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });

let invoice = 0;
const order = (intent: CheckoutPaymentIntent, value = '349.00') =>
  orders.createOrder({
    body: {
      intent,
      purchaseUnits: [
        {
          referenceId: 'ord-1',
          customId: 'ord-1',
          invoiceId: `sdk-${Date.now()}-${(invoice += 1)}`,
          description: 'Kestrel Gold warranty',
          amount: { currencyCode: 'GBP', value },
        },
      ],
    },
    prefer: 'return=representation',
  });

const failure = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CustomError);
  const { statusCode, result } = error as CustomError & { result: { name: string; details?: { issue: string }[] } };
  return { statusCode, name: result.name, issue: result.details?.[0]?.issue };
};

describe('@paypal/paypal-server-sdk against the emulator: intent CAPTURE', () => {
  it('creates, reads, patches, captures, refunds, and reads the capture and the refund', async () => {
    const created = await order(CheckoutPaymentIntent.Capture);
    expect(created.statusCode).toBe(201);
    const id = created.result.id!;
    expect(created.result).toMatchObject({ status: 'CREATED', intent: 'CAPTURE' });
    const host = 'http://api-m.sandbox.paypal.com';
    expect(created.result.links?.map((l) => [l.rel, l.href])).toEqual([
      ['self', `${host}/v2/checkout/orders/${id}`],
      ['approve', `${host}/checkoutnow?token=${id}`],
      ['update', `${host}/v2/checkout/orders/${id}`],
      ['capture', `${host}/v2/checkout/orders/${id}/capture`],
    ]);

    const patched = await orders.patchOrder({
      id,
      body: [
        {
          op: PatchOp.Replace,
          path: "/purchase_units/@reference_id=='default'/description",
          value: 'Kestrel Platinum',
        },
      ],
    });
    expect(patched.statusCode).toBe(204);
    expect((await orders.getOrder({ id })).result.purchaseUnits?.[0]?.description).toBe('Kestrel Platinum');

    expect(await failure(orders.captureOrder({ id, prefer: 'return=representation' }))).toEqual({
      statusCode: 422,
      name: 'UNPROCESSABLE_ENTITY',
      issue: 'ORDER_NOT_APPROVED',
    });
    await approve(id);
    const captured = await orders.captureOrder({
      id,
      paypalRequestId: `capture-${id}`,
      prefer: 'return=representation',
    });
    expect(captured.statusCode).toBe(201);
    const capture = captured.result.purchaseUnits?.[0]?.payments?.captures?.[0];
    expect(capture).toMatchObject({ status: 'COMPLETED', amount: { currencyCode: 'GBP', value: '349.00' } });
    const replay = await orders.captureOrder({ id, paypalRequestId: `capture-${id}`, prefer: 'return=representation' });
    expect(replay.statusCode).toBe(200);
    expect(await failure(orders.captureOrder({ id }))).toMatchObject({
      statusCode: 422,
      issue: 'ORDER_ALREADY_CAPTURED',
    });

    const read = await payments.getCapturedPayment({ captureId: capture!.id! });
    expect(read.result).toMatchObject({ id: capture!.id, status: 'COMPLETED', finalCapture: true });
    const refunded = await payments.refundCapturedPayment({
      captureId: capture!.id!,
      paypalRequestId: `refund-${id}`,
      prefer: 'return=representation',
      body: { amount: { currencyCode: 'GBP', value: '100.00' }, noteToPayer: 'Part refund' },
    });
    expect(refunded.statusCode).toBe(201);
    expect(refunded.result).toMatchObject({ status: 'COMPLETED', amount: { value: '100.00' } });
    const refund = await payments.getRefund({ refundId: refunded.result.id! });
    expect(refund.result).toMatchObject({ id: refunded.result.id, amount: { currencyCode: 'GBP', value: '100.00' } });
    expect((await payments.getCapturedPayment({ captureId: capture!.id! })).result.status).toBe('PARTIALLY_REFUNDED');
    expect(
      await failure(
        payments.refundCapturedPayment({
          captureId: capture!.id!,
          body: { amount: { currencyCode: 'GBP', value: '300.00' } },
        }),
      ),
    ).toMatchObject({ statusCode: 422, issue: 'REFUND_AMOUNT_EXCEEDED' });
  });

  it('answers unknown ids 404 RESOURCE_NOT_FOUND, and bad money 422, in the SDK’s error class', async () => {
    expect(await failure(orders.getOrder({ id: 'NOSUCHORDER000000' }))).toEqual({
      statusCode: 404,
      name: 'RESOURCE_NOT_FOUND',
      issue: 'INVALID_RESOURCE_ID',
    });
    expect(await failure(payments.getCapturedPayment({ captureId: 'NOSUCHCAPTURE0000' }))).toMatchObject({
      statusCode: 404,
    });
    expect(await failure(payments.getRefund({ refundId: 'NOSUCHREFUND00000' }))).toMatchObject({ statusCode: 404 });
    expect(await failure(order(CheckoutPaymentIntent.Capture, '1.001'))).toMatchObject({
      statusCode: 422,
      issue: 'DECIMAL_PRECISION',
    });
  });

  it('refuses the wrong client secret at the token endpoint', async () => {
    const stranger = new OrdersController(sdkClient('wrong-secret'));
    const error = await stranger.getOrder({ id: 'X' }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ statusCode: 401 });
  });
});

describe('@paypal/paypal-server-sdk against the emulator: intent AUTHORIZE', () => {
  it('authorizes, reads, captures and voids authorizations; capture does not match the intent', async () => {
    const created = await order(CheckoutPaymentIntent.Authorize);
    const id = created.result.id!;
    expect(created.result.links?.find((l) => l.rel === 'authorize')?.href).toMatch(/\/authorize$/);
    await approve(id);
    expect(await failure(orders.captureOrder({ id }))).toMatchObject({
      statusCode: 422,
      issue: 'ACTION_DOES_NOT_MATCH_INTENT',
    });
    const authorized = await orders.authorizeOrder({ id, prefer: 'return=representation' });
    expect(authorized.statusCode).toBe(201);
    const authorization = authorized.result.purchaseUnits?.[0]?.payments?.authorizations?.[0];
    expect(authorization).toMatchObject({ status: 'CREATED', amount: { value: '349.00' } });
    expect(await failure(orders.authorizeOrder({ id }))).toMatchObject({ issue: 'ORDER_ALREADY_AUTHORIZED' });

    const read = await payments.getAuthorizedPayment({ authorizationId: authorization!.id! });
    expect(read.result.expirationTime).toMatch(/Z$/);
    expect(await failure(payments.reauthorizePayment({ authorizationId: authorization!.id!, body: {} }))).toMatchObject(
      { statusCode: 422, issue: 'REAUTHORIZATION_TOO_SOON' },
    );
    const capture = await payments.captureAuthorizedPayment({
      authorizationId: authorization!.id!,
      prefer: 'return=representation',
      body: { amount: { currencyCode: 'GBP', value: '349.00' }, finalCapture: true },
    });
    expect(capture.statusCode).toBe(201);
    expect(capture.result).toMatchObject({ status: 'COMPLETED', amount: { value: '349.00' } });
    expect((await payments.getAuthorizedPayment({ authorizationId: authorization!.id! })).result.status).toBe(
      'CAPTURED',
    );
    expect(await failure(payments.voidPayment({ authorizationId: authorization!.id! }))).toMatchObject({
      issue: 'AUTHORIZATION_ALREADY_CAPTURED',
    });

    const other = await order(CheckoutPaymentIntent.Authorize);
    await approve(other.result.id!);
    const otherAuthorization = (await orders.authorizeOrder({ id: other.result.id!, prefer: 'return=representation' }))
      .result.purchaseUnits?.[0]?.payments?.authorizations?.[0];
    const voided = await payments.voidPayment({ authorizationId: otherAuthorization!.id! });
    expect(voided.statusCode).toBe(204);
    expect(
      await failure(payments.captureAuthorizedPayment({ authorizationId: otherAuthorization!.id!, body: {} })),
    ).toMatchObject({ statusCode: 422, issue: 'AUTHORIZATION_VOIDED' });
  });
});
