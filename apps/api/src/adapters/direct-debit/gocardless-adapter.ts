import { createHmac, timingSafeEqual } from 'node:crypto';
import { instalmentStatusOf } from '@kestrel/domain/direct-debit/instalment-status';
import { z } from 'zod';
import { directDebitEventOf } from './direct-debit-events';
import {
  DirectDebitProviderError,
  InvalidWebhookSignatureError,
  type DirectDebitEvent,
  type DirectDebitProvider,
  type MandateRequestStatus,
  type MandateStatus,
  type ProviderCollection,
  type ProviderMandateRequest,
} from './direct-debit-provider';
import { gocardlessHttp, parseJson, type GocardlessOptions } from './gocardless-http';
import {
  billingRequestSchema,
  flowSchema,
  mandateSchema,
  paymentSchema,
  refundSchema,
  scheduleSchema,
  webhookBodySchema,
  type GcBillingRequest,
  type GcPayment,
  type GcWebhookEvent,
} from './gocardless-schemas';

export { DirectDebitProviderError, InvalidWebhookSignatureError };
export { GOCARDLESS_VERSION, type GocardlessOptions } from './gocardless-http';

/**
 * GoCardless (CONTRACTS §7) as our DirectDebitProvider: the official client hard-codes its base
 * URLs, so this small typed adapter takes a configurable base and speaks the same wire format
 * (gocardless-http.ts). Its GoCardless calls (`createBillingRequest`, `getPayment`…) answer the wire
 * format; the provider's methods map them into our words. Tested against the emulator over real
 * HTTP (gocardless-adapter.test.ts).
 */
export interface PrefilledCustomer {
  given_name?: string;
  family_name?: string;
  email?: string;
  address_line1?: string;
  city?: string;
  postal_code?: string;
}

/** GoCardless's mandate statuses that can still be collected on. */
const collectable = new Set(['pending_customer_approval', 'pending_submission', 'submitted', 'active']);
const mandateStatusOf = (status: string): MandateStatus =>
  collectable.has(status) ? 'collectable' : status === 'cancelled' ? 'cancelled' : 'unusable';

const requestStatusOf = (status: GcBillingRequest['status']): MandateRequestStatus =>
  status === 'fulfilled' || status === 'cancelled' ? status : 'waiting';

const mandateRequestOf = (request: GcBillingRequest): ProviderMandateRequest => ({
  id: request.id,
  status: requestStatusOf(request.status),
  mandateId: request.links.mandate_request_mandate ?? null,
});

const collectionOf = (payment: GcPayment): ProviderCollection => ({
  id: payment.id,
  status: instalmentStatusOf(payment.status) as ProviderCollection['status'],
  amountPence: payment.amount,
  chargeDate: payment.charge_date,
  mandateId: payment.links.mandate,
});

/** GoCardless's API in its own words: the calls the provider's methods are made of. */
function gocardlessApi(options: GocardlessOptions) {
  const call = gocardlessHttp(options);
  return {
    createBillingRequest: (ourId: string, metadata: Record<string, string>) =>
      call(
        billingRequestSchema,
        'billing_requests',
        'POST',
        '/billing_requests',
        { billing_requests: { mandate_request: { scheme: 'bacs', currency: 'GBP' }, metadata } },
        { key: `billing-request-${ourId}`, fetchPath: (id) => `/billing_requests/${id}` },
      ),
    getBillingRequest: (id: string) =>
      call(billingRequestSchema, 'billing_requests', 'GET', `/billing_requests/${encodeURIComponent(id)}`),
    createBillingRequestFlow: (input: {
      billingRequest: string;
      redirectUri: string;
      exitUri: string;
      customer: PrefilledCustomer;
    }) =>
      call(flowSchema, 'billing_request_flows', 'POST', '/billing_request_flows', {
        billing_request_flows: {
          redirect_uri: input.redirectUri,
          exit_uri: input.exitUri,
          links: { billing_request: input.billingRequest },
          prefilled_customer: input.customer,
        },
      }),
    getMandate: (id: string) => call(mandateSchema, 'mandates', 'GET', `/mandates/${encodeURIComponent(id)}`),
    cancelMandate: (id: string) =>
      call(mandateSchema, 'mandates', 'POST', `/mandates/${encodeURIComponent(id)}/actions/cancel`, {}),
    createInstalmentSchedule: (input: {
      ourId: string;
      name: string;
      mandate: string;
      totalAmount: number;
      instalments: { chargeDate: string; amount: number }[];
      metadata: Record<string, string>;
    }) =>
      call(
        scheduleSchema,
        'instalment_schedules',
        'POST',
        '/instalment_schedules/create_with_dates',
        {
          instalment_schedules: {
            name: input.name,
            currency: 'GBP',
            total_amount: input.totalAmount,
            instalments: input.instalments.map((i) => ({ charge_date: i.chargeDate, amount: i.amount })),
            links: { mandate: input.mandate },
            metadata: input.metadata,
          },
        },
        { key: `instalment-schedule-${input.ourId}`, fetchPath: (id) => `/instalment_schedules/${id}` },
      ),
    getInstalmentSchedule: (id: string) =>
      call(scheduleSchema, 'instalment_schedules', 'GET', `/instalment_schedules/${encodeURIComponent(id)}`),
    cancelInstalmentSchedule: (id: string) =>
      call(
        scheduleSchema,
        'instalment_schedules',
        'POST',
        `/instalment_schedules/${encodeURIComponent(id)}/actions/cancel`,
        {},
      ),
    getPayment: (id: string) => call(paymentSchema, 'payments', 'GET', `/payments/${encodeURIComponent(id)}`),
    listPayments: (filter: { instalmentSchedule?: string; createdAfter?: string }) => {
      const query = new URLSearchParams({ limit: '500' });
      if (filter.instalmentSchedule) query.set('instalment_schedule', filter.instalmentSchedule);
      if (filter.createdAfter) query.set('created_at[gte]', filter.createdAfter);
      return call(z.array(paymentSchema), 'payments', 'GET', `/payments?${query.toString()}`);
    },
    retryPayment: (id: string) =>
      call(paymentSchema, 'payments', 'POST', `/payments/${encodeURIComponent(id)}/actions/retry`, { data: {} }),
    createRefund: (input: { ourId: string; payment: string; amount: number; totalAmountConfirmation: number }) =>
      call(
        refundSchema,
        'refunds',
        'POST',
        '/refunds',
        {
          refunds: {
            amount: input.amount,
            total_amount_confirmation: input.totalAmountConfirmation,
            links: { payment: input.payment },
          },
        },
        { key: `refund-${input.ourId}`, fetchPath: (id) => `/refunds/${id}` },
      ),

    /**
     * The events of a webhook delivery, after checking Webhook-Signature (hex HMAC-SHA256 of the
     * raw body with our secret) in constant time, before parsing anything.
     */
    parseWebhook(rawBody: string, signature: string | undefined): GcWebhookEvent[] {
      const expected = Buffer.from(createHmac('sha256', options.webhookSecret).update(rawBody).digest('hex'));
      const given = Buffer.from(signature ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new InvalidWebhookSignatureError();
      const parsed = webhookBodySchema.safeParse(parseJson(rawBody));
      if (!parsed.success) throw new DirectDebitProviderError('GoCardless sent an unreadable webhook', 400);
      return parsed.data.events;
    },
  };
}

/** GoCardless: its own calls, and our DirectDebitProvider made of them. */
export function createGocardlessAdapter(options: GocardlessOptions) {
  const api = gocardlessApi(options);
  const provider: DirectDebitProvider = {
    requestMandate: async (key, purpose) =>
      mandateRequestOf(
        await api.createBillingRequest(
          key,
          purpose.kind === 'purchase'
            ? { order_id: purpose.orderId }
            : purpose.kind === 'bank-details-change'
              ? { plan: purpose.planReference, change_of: purpose.replacesMandateId ?? '' }
              : { plan: purpose.planReference, transfer_id: purpose.transferId },
        ),
      ),
    mandateRequest: async (id) => mandateRequestOf(await api.getBillingRequest(id)),
    bankDetailsPage: async ({ mandateRequestId, returnUrl, exitUrl, payer }) => {
      const customer: PrefilledCustomer = {
        ...(payer.firstName !== undefined ? { given_name: payer.firstName } : {}),
        ...(payer.lastName !== undefined ? { family_name: payer.lastName } : {}),
        ...(payer.email !== undefined ? { email: payer.email } : {}),
      };
      const flow = await api.createBillingRequestFlow({
        billingRequest: mandateRequestId,
        redirectUri: returnUrl,
        exitUri: exitUrl,
        customer,
      });
      return flow.authorisation_url;
    },
    mandate: async (id) => {
      const mandate = await api.getMandate(id);
      return {
        id: mandate.id,
        status: mandateStatusOf(mandate.status),
        reference: mandate.reference ?? null,
        earliestChargeDate: mandate.next_possible_charge_date ?? null,
      };
    },
    stopMandate: async (id) => {
      await api.cancelMandate(id);
    },
    scheduleCollections: async (input) => {
      const schedule = await api.createInstalmentSchedule({
        ourId: input.key,
        name: input.name,
        mandate: input.mandateId,
        totalAmount: input.totalPence,
        instalments: input.instalments.map((i) => ({ chargeDate: i.chargeDate, amount: i.amountPence })),
        metadata: { plan: input.planReference },
      });
      return { id: schedule.id, totalPence: schedule.total_amount };
    },
    stopSchedule: async (id) => {
      await api.cancelInstalmentSchedule(id);
    },
    collectionsOf: async (scheduleId) => (await api.listPayments({ instalmentSchedule: scheduleId })).map(collectionOf),
    collection: async (id) => collectionOf(await api.getPayment(id)),
    retryCollection: async (id) => collectionOf(await api.retryPayment(id)),
    refundCollection: async ({ key, collectionId, amountPence }) => {
      const refund = await api.createRefund({
        ourId: key,
        payment: collectionId,
        amount: amountPence,
        totalAmountConfirmation: amountPence,
      });
      return { id: refund.id, amountPence: refund.amount };
    },
    readWebhook: (rawBody, signature): DirectDebitEvent[] =>
      api.parseWebhook(rawBody, signature).map((event) =>
        directDebitEventOf({
          id: event.id,
          resourceType: event.resource_type,
          action: event.action,
          links: event.links,
          details: event.details,
        }),
      ),
  };
  return { ...api, ...provider };
}

export type GocardlessAdapter = ReturnType<typeof createGocardlessAdapter>;
