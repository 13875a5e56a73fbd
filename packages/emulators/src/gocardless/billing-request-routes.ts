import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  actionData,
  createdWithin,
  filtered,
  idempotent,
  listPage,
  metadataSchema,
  type ApiContext,
  type ListQuery,
} from './api-support';
import { invalidState, notFound, validationFailed } from './errors';
import { collectBankAccount, collectCustomer, fulfil } from './resources';
import { gcId, recordEvent, timestamp, type BillingRequest, type BillingRequestFlow } from './state';

/*
 * Billing requests (every call gocardless-nodejs's billingRequests offers) and billing request
 * flows (create, initialise). A Bacs mandate request only: payment requests are not emulated.
 */
const billingRequestBody = z.object({
  billing_requests: z.object({
    mandate_request: z.object({
      scheme: z.literal('bacs').default('bacs'),
      currency: z.literal('GBP'),
      verify: z.enum(['minimum', 'when_available', 'recommended', 'always']).default('recommended'),
      metadata: metadataSchema,
    }),
    fallback_enabled: z.boolean().optional(),
    metadata: metadataSchema,
    links: z.object({ customer: z.string().optional(), customer_bank_account: z.string().optional() }).optional(),
  }),
});
const flowBody = z.object({
  billing_request_flows: z.object({
    redirect_uri: z.string().min(1).max(2000),
    exit_uri: z.string().max(2000).optional(),
    links: z.object({ billing_request: z.string().min(1) }),
    prefilled_customer: z.record(z.string(), z.string().max(200)).optional(),
    prefilled_bank_account: z.record(z.string(), z.string().max(200)).optional(),
    auto_fulfil: z.boolean().optional(),
    lock_bank_account: z.boolean().optional(),
    lock_customer_details: z.boolean().optional(),
    lock_currency: z.boolean().optional(),
    show_redirect_buttons: z.boolean().optional(),
    show_success_redirect_button: z.boolean().optional(),
    skip_success_screen: z.boolean().optional(),
    language: z.string().max(5).optional(),
  }),
});
const customerDetails = z.object({
  data: z.object({
    customer: z
      .object({
        given_name: z.string().max(100).optional(),
        family_name: z.string().max(100).optional(),
        company_name: z.string().max(100).optional(),
        email: z.email().optional(),
        phone_number: z.string().max(30).optional(),
      })
      .optional(),
    customer_billing_detail: z
      .object({
        address_line1: z.string().max(100).optional(),
        address_line2: z.string().max(100).optional(),
        address_line3: z.string().max(100).optional(),
        city: z.string().max(100).optional(),
        region: z.string().max(100).optional(),
        postal_code: z.string().max(20).optional(),
        country_code: z.string().length(2).optional(),
      })
      .optional(),
  }),
});
const bankAccountDetails = z.object({
  data: z.object({
    account_holder_name: z.string().min(1).max(18),
    account_number: z.string().regex(/^\d{8}$/),
    branch_code: z.string().regex(/^\d{6}$/),
    country_code: z.literal('GB'),
  }),
});

const ACTIONS: BillingRequest['actions'] = [
  { type: 'collect_customer_details', required: true, completes_actions: [], status: 'pending' },
  { type: 'collect_bank_account', required: true, completes_actions: ['choose_currency'], status: 'pending' },
  { type: 'confirm_payer_details', required: true, completes_actions: [], status: 'pending' },
];

export function registerBillingRequestRoutes(app: FastifyInstance, ctx: ApiContext): void {
  const { state } = ctx;
  const find = (id: string) => state.billingRequests.get(id);
  const answer = (request: BillingRequest) => ({ billing_requests: request });

  app.post('/billing_requests', async (request, reply) => {
    const key = idempotent(state, request, reply, 'billing_requests');
    if (key.conflict) return reply;
    const parsed = billingRequestBody.safeParse(request.body);
    if (!parsed.success) return validationFailed(reply, 'billing_requests', parsed.error);
    const body = parsed.data.billing_requests;
    const customer = body.links?.customer ? state.customers.get(body.links.customer) : undefined;
    if (body.links?.customer && !customer) return notFound(reply);
    const billingRequest: BillingRequest = {
      id: gcId('BRQ'),
      created_at: timestamp(),
      status: 'pending',
      mandate_request: {
        scheme: body.mandate_request.scheme,
        currency: body.mandate_request.currency,
        verify: body.mandate_request.verify,
        metadata: body.mandate_request.metadata ?? null,
      },
      payment_request: null,
      metadata: body.metadata ?? {},
      fallback_enabled: body.fallback_enabled ?? false,
      actions: ACTIONS.map((action) => ({ ...action, status: 'pending' as const })),
      resources: { customer: customer ?? null, customer_bank_account: null },
      links: { mandate_request: gcId('MRQ'), ...(customer ? { customer: customer.id } : {}) },
    };
    state.billingRequests.set(billingRequest.id, billingRequest);
    key.remember(billingRequest.id);
    ctx.emit([recordEvent(state, 'billing_requests', 'created', { billing_request: billingRequest.id })]);
    return reply.code(201).send(answer(billingRequest));
  });

  app.get<{ Querystring: ListQuery }>('/billing_requests', async (request, reply) => {
    const items = filtered(state.billingRequests.values(), request.query, {
      customer: (r) => r.links.customer,
      status: (r) => r.status,
    });
    return listPage(reply, 'billing_requests', createdWithin(items, request.query), request.query);
  });

  app.get<{ Params: { id: string } }>('/billing_requests/:id', async (request, reply) => {
    const found = find(request.params.id);
    return found ? answer(found) : notFound(reply);
  });

  /** An action on a billing request still open (not fulfilled or cancelled); `run` may answer an error itself. */
  const action = (
    name: string,
    run: (found: BillingRequest, body: unknown, reply: FastifyReply) => FastifyReply | undefined,
  ) =>
    app.post<{ Params: { id: string } }>(`/billing_requests/:id/actions/${name}`, async (request, reply) => {
      const found = find(request.params.id);
      if (!found) return notFound(reply);
      if (found.status === 'fulfilled' || found.status === 'cancelled') {
        return invalidState(reply, 'billing_request_not_open', `The billing request is ${found.status}`);
      }
      return run(found, request.body, reply) ?? answer(found);
    });
  const complete = (request: BillingRequest, type: string) => {
    const found = request.actions.find((a) => a.type === type);
    if (found) found.status = 'completed';
  };

  action('collect_customer_details', (found, body, reply) => {
    const parsed = customerDetails.safeParse(body ?? { data: {} });
    if (!parsed.success) return validationFailed(reply, 'data', parsed.error);
    collectCustomer(state, found, { ...parsed.data.data.customer, ...parsed.data.data.customer_billing_detail });
    complete(found, 'collect_customer_details');
    return undefined;
  });

  action('collect_bank_account', (found, body, reply) => {
    const parsed = bankAccountDetails.safeParse(body);
    if (!parsed.success) return validationFailed(reply, 'data', parsed.error);
    const { account_holder_name: holder, account_number: accountNumber } = parsed.data.data;
    collectBankAccount(state, found, { holder, accountNumber });
    complete(found, 'collect_bank_account');
    return undefined;
  });

  action('confirm_payer_details', (found) => {
    complete(found, 'confirm_payer_details');
    return undefined;
  });

  action('fulfil', (found, _body, reply) => {
    const events = fulfil(state, found);
    if (!events) {
      return invalidState(reply, 'billing_request_not_ready', 'The customer and bank account must be collected first');
    }
    ctx.emit(events);
    return undefined;
  });

  action('cancel', (found, body, reply) => {
    const metadata = metadataSchema.safeParse(actionData(body).metadata);
    if (!metadata.success) return validationFailed(reply, 'data', metadata.error);
    found.status = 'cancelled';
    Object.assign(found.metadata, metadata.data ?? {});
    ctx.emit([recordEvent(state, 'billing_requests', 'cancelled', { billing_request: found.id })]);
    return undefined;
  });

  // The customer would be e-mailed a link to the flow; the emulator sends nothing.
  action('notify', () => undefined);

  action('fallback', (found, _body, reply) =>
    found.fallback_enabled
      ? undefined
      : invalidState(reply, 'fallback_not_enabled', 'Fallback is not enabled on this billing request'),
  );

  // GBP is the only currency a Bacs mandate takes.
  action('choose_currency', (_found, body, reply) =>
    actionData(body).currency === 'GBP'
      ? undefined
      : invalidState(reply, 'currency_not_supported', 'Only GBP is available for this billing request'),
  );

  // Institutions belong to open-banking payments, which a Bacs mandate request does not use.
  action('select_institution', (_found, _body, reply) =>
    invalidState(reply, 'institution_not_required', 'This billing request does not need an institution'),
  );

  // --- billing request flows -----------------------------------------------------------------
  app.post('/billing_request_flows', async (request, reply) => {
    const parsed = flowBody.safeParse(request.body);
    if (!parsed.success) return validationFailed(reply, 'billing_request_flows', parsed.error);
    const body = parsed.data.billing_request_flows;
    if (!state.billingRequests.has(body.links.billing_request)) return notFound(reply);
    const id = gcId('BRF');
    const created = new Date();
    const flow: BillingRequestFlow = {
      id,
      created_at: timestamp(),
      expires_at: new Date(created.getTime() + 7 * 86_400_000).toISOString(),
      authorisation_url: `${ctx.flowBase(request)}/flow/${id}`,
      redirect_uri: body.redirect_uri,
      exit_uri: body.exit_uri ?? null,
      auto_fulfil: body.auto_fulfil ?? true,
      lock_bank_account: body.lock_bank_account ?? false,
      lock_customer_details: body.lock_customer_details ?? false,
      lock_currency: body.lock_currency ?? false,
      show_redirect_buttons: body.show_redirect_buttons ?? false,
      show_success_redirect_button: body.show_success_redirect_button ?? false,
      skip_success_screen: body.skip_success_screen ?? false,
      session_token: null,
      language: body.language ?? null,
      customer_details_captured: false,
      prefilled_customer: body.prefilled_customer ?? {},
      prefilled_bank_account: body.prefilled_bank_account ?? null,
      links: { billing_request: body.links.billing_request },
    };
    state.flows.set(id, flow);
    return reply.code(201).send({ billing_request_flows: flow });
  });

  // Initialising a flow gives it a fresh session (and lets the customer start again).
  app.post<{ Params: { id: string } }>('/billing_request_flows/:id/actions/initialise', async (request, reply) => {
    const flow = state.flows.get(request.params.id);
    if (!flow) return notFound(reply);
    flow.session_token = `sesh_${randomBytes(12).toString('hex')}`;
    return { billing_request_flows: flow };
  });
}
