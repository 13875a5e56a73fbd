import type { FastifyInstance } from 'fastify';
import { isJsonObject, requestReplay, type PaypalContext } from './context';
import { resourceNotFound, sendPaypalError } from './errors';
import { parseMoney } from './money';
import { authorizationJson, captureJson, orderJson } from './representation';
import { captureOrder } from './capture';
import { now, paypalId, type EmulatedAuthorization } from './state';

/*
 * Intent AUTHORIZE: POST /v2/checkout/orders/{id}/authorize, and the authorization it makes at
 * /v2/payments/authorizations/{id} (get, capture, void, reauthorize). PayPal holds an
 * authorization 29 days (a three-day honour period first, in which it cannot be reauthorized).
 */
const HOLD_DAYS = 29;

export function registerAuthorizeRoutes(app: FastifyInstance, ctx: PaypalContext): void {
  const { state } = ctx;

  app.post<{ Params: { id: string } }>('/v2/checkout/orders/:id/authorize', async (request, reply) => {
    const order = state.orders.get(request.params.id);
    if (!order) return resourceNotFound(reply, 'order_id', request.params.id);
    const replay = requestReplay(state, request, `authorize:${order.id}`);
    if (replay.earlier) return reply.code(200).send(replay.earlier.body);
    if (order.intent !== 'AUTHORIZE') return sendPaypalError(reply, 422, { issue: 'ACTION_DOES_NOT_MATCH_INTENT' });
    if (order.authorization) return sendPaypalError(reply, 422, { issue: 'ORDER_ALREADY_AUTHORIZED' });
    if (order.status !== 'APPROVED') return sendPaypalError(reply, 422, { issue: 'ORDER_NOT_APPROVED' });
    const time = now();
    const authorization: EmulatedAuthorization = {
      id: paypalId(),
      orderId: order.id,
      status: 'CREATED',
      minor: order.minor,
      currency: order.currency,
      createTime: time,
      updateTime: time,
      expirationTime: new Date(Date.now() + HOLD_DAYS * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    };
    state.authorizations.set(authorization.id, authorization);
    order.authorization = authorization;
    order.status = 'COMPLETED';
    order.updateTime = time;
    const body = orderJson(order, ctx.bases(request));
    replay.keep(body);
    return reply.code(201).send(body);
  });

  const findAuthorization = (id: string) => {
    const authorization = state.authorizations.get(id);
    const order = authorization ? state.orders.get(authorization.orderId) : undefined;
    return authorization && order ? { authorization, order } : undefined;
  };

  app.get<{ Params: { id: string } }>('/v2/payments/authorizations/:id', async (request, reply) => {
    const found = findAuthorization(request.params.id);
    if (!found) return resourceNotFound(reply, 'authorization_id', request.params.id);
    return authorizationJson(found.authorization, found.order, ctx.bases(request));
  });

  app.post<{ Params: { id: string } }>('/v2/payments/authorizations/:id/capture', async (request, reply) => {
    const found = findAuthorization(request.params.id);
    if (!found) return resourceNotFound(reply, 'authorization_id', request.params.id);
    const { authorization, order } = found;
    const replay = requestReplay(state, request, `capture-authorization:${authorization.id}`);
    if (replay.earlier) return reply.code(200).send(replay.earlier.body);
    if (authorization.status === 'VOIDED') return sendPaypalError(reply, 422, { issue: 'AUTHORIZATION_VOIDED' });
    if (authorization.status === 'CAPTURED') {
      return sendPaypalError(reply, 422, { issue: 'AUTHORIZATION_ALREADY_CAPTURED' });
    }
    const body: unknown = request.body ?? {};
    if (!isJsonObject(body)) return sendPaypalError(reply, 400, { issue: 'MALFORMED_REQUEST_JSON' });
    let minor = authorization.minor;
    if (body.amount !== undefined) {
      const amount = parseMoney(body.amount, '/amount');
      if (!amount.ok) {
        return sendPaypalError(reply, amount.issue === 'INVALID_PARAMETER_SYNTAX' ? 400 : 422, {
          issue: amount.issue,
          field: amount.field,
        });
      }
      if (amount.currency !== authorization.currency) {
        return sendPaypalError(reply, 422, { issue: 'CURRENCY_MISMATCH', field: '/amount/currency_code' });
      }
      if (amount.minor > authorization.minor) {
        return sendPaypalError(reply, 422, { issue: 'MAX_CAPTURE_AMOUNT_EXCEEDED', field: '/amount/value' });
      }
      minor = amount.minor;
    }
    const capture = captureOrder(state, order, { authorizationId: authorization.id, minor });
    authorization.status = minor === authorization.minor ? 'CAPTURED' : 'PARTIALLY_CAPTURED';
    authorization.updateTime = capture.createTime;
    const answer = captureJson(capture, order, ctx.bases(request));
    replay.keep(answer);
    return reply.code(201).send(answer);
  });

  app.post<{ Params: { id: string } }>('/v2/payments/authorizations/:id/void', async (request, reply) => {
    const found = findAuthorization(request.params.id);
    if (!found) return resourceNotFound(reply, 'authorization_id', request.params.id);
    const { authorization, order } = found;
    if (authorization.status === 'VOIDED') return sendPaypalError(reply, 422, { issue: 'PREVIOUSLY_VOIDED' });
    if (authorization.status !== 'CREATED') {
      return sendPaypalError(reply, 422, { issue: 'AUTHORIZATION_ALREADY_CAPTURED' });
    }
    authorization.status = 'VOIDED';
    authorization.updateTime = now();
    if (/return=representation/i.test(String(request.headers.prefer ?? ''))) {
      return authorizationJson(authorization, order, ctx.bases(request));
    }
    return reply.code(204).send();
  });

  // Within the three-day honour period an authorization cannot be reauthorized; the emulator's
  // authorizations are always within it (its clock does not move days on).
  app.post<{ Params: { id: string } }>('/v2/payments/authorizations/:id/reauthorize', async (request, reply) => {
    const found = findAuthorization(request.params.id);
    if (!found) return resourceNotFound(reply, 'authorization_id', request.params.id);
    if (found.authorization.status === 'VOIDED') return sendPaypalError(reply, 422, { issue: 'AUTHORIZATION_VOIDED' });
    return sendPaypalError(reply, 422, { issue: 'REAUTHORIZATION_TOO_SOON' });
  });
}
