import type { FastifyInstance } from 'fastify';
import { createdWithin, listPage, type ApiContext, type ListQuery } from './api-support';
import { notFound } from './errors';
import type { GocardlessEvent } from './state';

/* Events: list (by resource type, action or linked resource) and find, as gocardless-nodejs offers them. */
const LINK_FILTERS = [
  'billing_request',
  'customer',
  'instalment_schedule',
  'mandate',
  'payment',
  'refund',
  'subscription',
  'payout',
  'creditor',
] as const;

export function registerEventRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const { state } = ctx;
  const matches = (event: GocardlessEvent, query: ListQuery) =>
    (query.resource_type === undefined || event.resource_type === query.resource_type) &&
    (query.action === undefined || event.action === query.action) &&
    LINK_FILTERS.every((link) => query[link] === undefined || event.links[link] === query[link]);

  app.get<{ Querystring: ListQuery }>('/events', async (request, reply) => {
    const items = createdWithin(
      state.events.filter((event) => matches(event, request.query)),
      request.query,
    );
    return listPage(reply, 'events', items, request.query);
  });

  app.get<{ Params: { id: string } }>('/events/:id', async (request, reply) => {
    const found = state.events.find((event) => event.id === request.params.id);
    return found ? { events: found } : notFound(reply);
  });
}
