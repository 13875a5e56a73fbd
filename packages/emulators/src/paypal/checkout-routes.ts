import type { FastifyInstance, FastifyReply } from 'fastify';
import { approveOrder } from './capture';
import { checkoutPage, noticePage } from './pages';
import { demoBuyer, type PaypalState } from './state';
import { checkoutStylesheet } from './stylesheet';

/** Adds query parameters to a URL, absolute or relative, with or without a query or fragment. */
export function withQuery(url: string, params: Record<string, string>): string {
  const hashAt = url.indexOf('#');
  const base = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const query = new URLSearchParams(params).toString();
  const joiner = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${joiner}${query}${hash}`;
}

type FormBody = Record<string, string | undefined> | undefined;

/** The buyer's approval page, GET /checkoutnow?token=ID, and its two form actions. */
export function registerCheckoutRoutes(app: FastifyInstance, state: PaypalState): void {
  const stylesheet = `${app.prefix}/static/checkout.css`;
  const payAction = `${app.prefix}/checkoutnow/pay`;
  const cancelAction = `${app.prefix}/checkoutnow/cancel`;

  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  const unknown = (reply: FastifyReply) =>
    sendPage(
      reply,
      404,
      noticePage(
        stylesheet,
        'We cannot find this payment',
        'The link may be wrong or out of date. Go back to the shop and start the payment again.',
      ),
    );
  const complete = (reply: FastifyReply, returnUrl?: string) =>
    sendPage(
      reply,
      409,
      noticePage(
        stylesheet,
        'This payment is already complete',
        'You have already paid for this order. There is nothing more to do here.',
        returnUrl ? { href: returnUrl, label: 'Return to the shop' } : undefined,
      ),
    );

  app.get('/static/checkout.css', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(checkoutStylesheet),
  );

  app.get<{ Querystring: { token?: string } }>('/checkoutnow', async (request, reply) => {
    const order = state.orders.get(request.query.token ?? '');
    if (!order) return unknown(reply);
    if (order.status === 'COMPLETED') return complete(reply, order.returnUrl);
    return sendPage(reply, 200, checkoutPage({ order, payAction, cancelAction, stylesheet }));
  });

  app.post<{ Body: FormBody }>('/checkoutnow/pay', async (request, reply) => {
    const order = state.orders.get(request.body?.token ?? '');
    if (!order) return unknown(reply);
    if (order.status === 'COMPLETED') return complete(reply, order.returnUrl);
    approveOrder(order);
    reply.header('cache-control', 'no-store');
    if (!order.returnUrl) {
      return sendPage(
        reply,
        200,
        noticePage(stylesheet, 'Payment approved', 'You can close this page and return to the shop.'),
      );
    }
    return reply.redirect(withQuery(order.returnUrl, { token: order.id, PayerID: demoBuyer.payer_id }), 303);
  });

  app.post<{ Body: FormBody }>('/checkoutnow/cancel', async (request, reply) => {
    const order = state.orders.get(request.body?.token ?? '');
    if (!order) return unknown(reply);
    reply.header('cache-control', 'no-store');
    if (!order.cancelUrl) {
      return sendPage(
        reply,
        200,
        noticePage(stylesheet, 'Payment cancelled', 'You can close this page and return to the shop.'),
      );
    }
    return reply.redirect(withQuery(order.cancelUrl, { token: order.id }), 303);
  });
}
