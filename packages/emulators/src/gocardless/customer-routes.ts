import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  createdWithin,
  filtered,
  findAndUpdateRoutes,
  idempotent,
  listPage,
  metadataSchema,
  type ApiContext,
  type ListQuery,
} from './api-support';
import { cancelMandate } from './collections';
import { invalidState, notFound, validationFailed } from './errors';
import { newBankAccount, newCustomer } from './resources';

/*
 * Customers (create, list, find, update, remove) and customer bank accounts (create, list, find,
 * update, disable): every call gocardless-nodejs offers on them.
 */
const customerFields = {
  given_name: z.string().max(100).optional(),
  family_name: z.string().max(100).optional(),
  company_name: z.string().max(100).optional(),
  email: z.email().optional(),
  phone_number: z.string().max(30).optional(),
  address_line1: z.string().max(100).optional(),
  address_line2: z.string().max(100).optional(),
  address_line3: z.string().max(100).optional(),
  city: z.string().max(100).optional(),
  region: z.string().max(100).optional(),
  postal_code: z.string().max(20).optional(),
  country_code: z.string().length(2).optional(),
  language: z.string().length(2).optional(),
  metadata: metadataSchema,
};
const customerCreate = z.object({
  customers: z.object(customerFields).refine((c) => c.company_name || (c.given_name && c.family_name), {
    message: 'must have given_name and family_name, or company_name',
    path: ['given_name'],
  }),
});
const customerUpdate = z.object({ customers: z.object(customerFields) });
const bankAccountCreate = z.object({
  customer_bank_accounts: z.object({
    account_holder_name: z.string().min(1).max(18),
    account_number: z.string().regex(/^\d{8}$/),
    branch_code: z.string().regex(/^\d{6}$/),
    country_code: z.literal('GB'),
    currency: z.literal('GBP').optional(),
    metadata: metadataSchema,
    links: z.object({ customer: z.string().min(1) }),
  }),
});

export function registerCustomerRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const { state } = ctx;

  app.post('/customers', async (request, reply) => {
    const key = idempotent(state, request, reply, 'customers');
    if (key.conflict) return reply;
    const parsed = customerCreate.safeParse(request.body);
    if (!parsed.success) return validationFailed(reply, 'customers', parsed.error);
    const customer = newCustomer(state, parsed.data.customers);
    key.remember(customer.id);
    return reply.code(201).send({ customers: customer });
  });

  app.get<{ Querystring: ListQuery }>('/customers', async (request, reply) => {
    const items = createdWithin([...state.customers.values()], request.query);
    return listPage(reply, 'customers', items, request.query);
  });

  app.get<{ Params: { id: string } }>('/customers/:id', async (request, reply) => {
    const found = state.customers.get(request.params.id);
    return found ? { customers: found } : notFound(reply);
  });

  app.put<{ Params: { id: string } }>('/customers/:id', async (request, reply) => {
    const found = state.customers.get(request.params.id);
    if (!found) return notFound(reply);
    const parsed = customerUpdate.safeParse(request.body);
    if (!parsed.success) return validationFailed(reply, 'customers', parsed.error);
    return { customers: Object.assign(found, parsed.data.customers) };
  });

  // Removing a customer cancels its mandates and erases its personal data; it is then gone.
  app.delete<{ Params: { id: string } }>('/customers/:id', async (request, reply) => {
    const found = state.customers.get(request.params.id);
    if (!found) return notFound(reply);
    for (const mandate of state.mandates.values()) {
      if (mandate.links.customer === found.id) ctx.emit(cancelMandate(state, mandate.id, 'api'));
    }
    state.customers.delete(found.id);
    return { customers: { id: found.id, created_at: found.created_at, metadata: {} } };
  });

  // --- customer bank accounts ---------------------------------------------------------------
  app.post('/customer_bank_accounts', async (request, reply) => {
    const key = idempotent(state, request, reply, 'customer_bank_accounts');
    if (key.conflict) return reply;
    const parsed = bankAccountCreate.safeParse(request.body);
    if (!parsed.success) return validationFailed(reply, 'customer_bank_accounts', parsed.error);
    const body = parsed.data.customer_bank_accounts;
    if (!state.customers.has(body.links.customer)) return notFound(reply);
    const account = newBankAccount(state, body.links.customer, {
      holder: body.account_holder_name,
      accountNumber: body.account_number,
      metadata: body.metadata,
    });
    key.remember(account.id);
    return reply.code(201).send({ customer_bank_accounts: account });
  });

  app.get<{ Querystring: ListQuery }>('/customer_bank_accounts', async (request, reply) => {
    const items = filtered(state.bankAccounts.values(), request.query, {
      customer: (a) => a.links.customer,
      enabled: (a) => String(a.enabled),
    });
    return listPage(reply, 'customer_bank_accounts', createdWithin(items, request.query), request.query);
  });

  findAndUpdateRoutes(app, 'customer_bank_accounts', state.bankAccounts);

  // Disabling a bank account cancels every mandate on it; it cannot be enabled again.
  app.post<{ Params: { id: string } }>('/customer_bank_accounts/:id/actions/disable', async (request, reply) => {
    const found = state.bankAccounts.get(request.params.id);
    if (!found) return notFound(reply);
    if (!found.enabled) return invalidState(reply, 'bank_account_disabled', 'The bank account is already disabled');
    found.enabled = false;
    for (const mandate of state.mandates.values()) {
      if (mandate.links.customer_bank_account === found.id) ctx.emit(cancelMandate(state, mandate.id, 'api'));
    }
    return { customer_bank_accounts: found };
  });
}
