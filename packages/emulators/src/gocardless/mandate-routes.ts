import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  actionData,
  createdWithin,
  filtered,
  findAndUpdateRoutes,
  idempotent,
  listPage,
  metadataOf,
  metadataSchema,
  type ApiContext,
  type ListQuery,
} from './api-support';
import { cancelMandate, nextPossibleChargeDate } from './collections';
import { invalidState, notFound, validationFailed } from './errors';
import { newMandate } from './resources';
import { recordEvent } from './state';

/* Mandates: create, list, find, update, cancel and reinstate, as gocardless-nodejs offers them. */
const mandateCreate = z.object({
  mandates: z.object({
    scheme: z.literal('bacs').default('bacs'),
    reference: z.string().min(6).max(18).optional(),
    authorisation_source: z.enum(['web', 'telephone', 'paper']).optional(),
    metadata: metadataSchema,
    links: z.object({ customer_bank_account: z.string().min(1), creditor: z.string().optional() }),
  }),
});

export function registerMandateRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const { state } = ctx;

  app.post('/mandates', async (request, reply) => {
    const key = idempotent(state, request, reply, 'mandates');
    if (key.conflict) return reply;
    const parsed = mandateCreate.safeParse(request.body);
    if (!parsed.success) return validationFailed(reply, 'mandates', parsed.error);
    const body = parsed.data.mandates;
    const account = state.bankAccounts.get(body.links.customer_bank_account);
    if (!account) return notFound(reply);
    if (!account.enabled) return invalidState(reply, 'bank_account_disabled', 'The bank account is disabled');
    const { mandate, event } = newMandate(state, account, {
      reference: body.reference,
      metadata: body.metadata,
      source: body.authorisation_source ?? null,
    });
    key.remember(mandate.id);
    ctx.emit([event]);
    return reply.code(201).send({ mandates: mandate });
  });

  app.get<{ Querystring: ListQuery }>('/mandates', async (request, reply) => {
    const items = filtered(state.mandates.values(), request.query, {
      customer: (m) => m.links.customer,
      customer_bank_account: (m) => m.links.customer_bank_account,
      reference: (m) => m.reference,
      scheme: (m) => m.scheme,
      status: (m) => m.status,
    });
    return listPage(reply, 'mandates', createdWithin(items, request.query), request.query);
  });

  findAndUpdateRoutes(app, 'mandates', state.mandates);

  app.post<{ Params: { id: string } }>('/mandates/:id/actions/cancel', async (request, reply) => {
    const found = state.mandates.get(request.params.id);
    if (!found) return notFound(reply);
    const metadata = metadataOf(actionData(request.body).metadata);
    if (!metadata.ok) return validationFailed(reply, 'data', metadata.error);
    if (found.status === 'cancelled' || found.status === 'expired' || found.status === 'failed') {
      return invalidState(reply, 'mandate_already_cancelled', `The mandate is already ${found.status}`);
    }
    if (metadata.metadata) found.metadata = metadata.metadata;
    ctx.emit(cancelMandate(state, found.id, 'api'));
    return { mandates: found };
  });

  // Only a cancelled or expired mandate may be reinstated; it goes back to pending submission.
  app.post<{ Params: { id: string } }>('/mandates/:id/actions/reinstate', async (request, reply) => {
    const found = state.mandates.get(request.params.id);
    if (!found) return notFound(reply);
    const metadata = metadataOf(actionData(request.body).metadata);
    if (!metadata.ok) return validationFailed(reply, 'data', metadata.error);
    if (found.status !== 'cancelled' && found.status !== 'expired') {
      return invalidState(reply, 'mandate_not_inactive', 'Only a cancelled or expired mandate can be reinstated');
    }
    const account = state.bankAccounts.get(found.links.customer_bank_account);
    if (account && !account.enabled) {
      return invalidState(reply, 'bank_account_disabled', 'The mandate’s bank account is disabled');
    }
    if (metadata.metadata) found.metadata = metadata.metadata;
    found.status = 'pending_submission';
    found.next_possible_charge_date = nextPossibleChargeDate(state);
    ctx.emit([recordEvent(state, 'mandates', 'reinstated', { mandate: found.id }, { origin: 'api' }, found.metadata)]);
    return { mandates: found };
  });
}
