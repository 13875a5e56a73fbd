import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  billingRequestSchema,
  errorSchema,
  flowSchema,
  mandateSchema,
  paymentSchema,
  refundSchema,
  scheduleSchema,
  webhookBodySchema,
  type GcWebhookEvent,
} from './gocardless-schemas';

/**
 * GoCardless over plain fetch (CONTRACTS §7): the official client hard-codes its base URLs, so
 * this small typed adapter takes a configurable base and speaks the same wire format. Every call
 * sends the bearer token and GoCardless-Version; every create sends an Idempotency-Key derived
 * from our own record, and a 409 idempotent_creation_conflict fetches the resource already made.
 * 5xx and network failures are retried once with the same key. Tested against the emulator over
 * real HTTP (gocardless-adapter.test.ts).
 */
export interface GocardlessOptions {
  apiBase: string;
  accessToken: string;
  webhookSecret: string;
  timeoutMs: number;
}

export const GOCARDLESS_VERSION = '2015-07-06';

/** A call GoCardless refused (4xx, with its reason) or could not answer (no status). */
export class DirectDebitProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly reason: string | null = null,
  ) {
    super(message);
    this.name = 'DirectDebitProviderError';
  }
}

export class InvalidWebhookSignatureError extends Error {
  constructor() {
    super('Invalid Webhook-Signature');
    this.name = 'InvalidWebhookSignatureError';
  }
}

const parseJson = (text: string): unknown => {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
};

export interface PrefilledCustomer {
  given_name?: string;
  family_name?: string;
  email?: string;
  address_line1?: string;
  city?: string;
  postal_code?: string;
}

export function createGocardlessAdapter(options: GocardlessOptions) {
  const base = options.apiBase.replace(/\/$/, '');

  async function send(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string) {
    const headers: Record<string, string> = {
      authorization: `Bearer ${options.accessToken}`,
      'gocardless-version': GOCARDLESS_VERSION,
      accept: 'application/json',
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      return { status: response.status, body: parseJson(await response.text()) };
    } catch (cause) {
      const timedOut = cause instanceof Error && cause.name === 'TimeoutError';
      throw new DirectDebitProviderError(
        timedOut ? 'GoCardless did not answer in time' : 'GoCardless could not be reached',
        null,
      );
    }
  }

  /** One call, retried once on a network failure or 5xx; the answer's `envelope` parsed by `schema`. */
  async function call<T>(
    schema: z.ZodType<T>,
    envelope: string,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    idempotency?: { key: string; fetchPath: (id: string) => string },
  ): Promise<T> {
    let answer: { status: number; body: unknown } | undefined;
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        answer = await send(method, path, body, idempotency?.key);
      } catch (error) {
        if (attempt === 1) throw error;
        continue;
      }
      if (answer.status < 500 || attempt === 1) break;
    }
    const { status, body: json } = answer!;
    if (status >= 400) {
      const error = errorSchema.safeParse(json);
      const detail = error.success ? error.data.error.errors[0] : undefined;
      const conflict =
        detail?.reason === 'idempotent_creation_conflict' ? detail.links?.conflicting_resource_id : undefined;
      if (status === 409 && conflict && idempotency)
        return call(schema, envelope, 'GET', idempotency.fetchPath(conflict));
      const message = error.success ? error.data.error.message : `HTTP ${status}`;
      throw new DirectDebitProviderError(`GoCardless refused the request: ${message}`, status, detail?.reason ?? null);
    }
    const parsed = z.object({ [envelope]: schema }).safeParse(json);
    if (!parsed.success) throw new DirectDebitProviderError('GoCardless sent an unreadable answer', status);
    return parsed.data[envelope] as T;
  }

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

export type GocardlessAdapter = ReturnType<typeof createGocardlessAdapter>;
