import { PaymentProviderError } from './payment-provider';
import { errorSchema, tokenSchema, type ErrorAnswer } from './paypal-schemas';

export interface PaypalHttpOptions {
  apiBase: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
}

export interface PaypalAnswer {
  status: number;
  /** The parsed JSON body; undefined when there was none. */
  body: unknown;
  /** PayPal's error body, for any status of 400 and over that has one. */
  error: ErrorAnswer | null;
}

/** Refresh the token this long before PayPal says it expires. */
const EXPIRY_MARGIN_MS = 60_000;

const unreachable = (cause: unknown) =>
  new PaymentProviderError(
    cause instanceof Error && cause.name === 'TimeoutError'
      ? 'PayPal did not answer in time'
      : 'PayPal could not be reached',
    null,
    null,
  );

/**
 * PayPal's REST API with a cached OAuth token: fetched on first use (one fetch for concurrent
 * callers), reused until shortly before it expires, and fetched again once if PayPal answers 401.
 * Network failures, timeouts, 5xx and unreadable answers become PaymentProviderError; the client
 * secret and tokens never appear in messages.
 */
export function createPaypalHttp(options: PaypalHttpOptions) {
  let token: { value: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${options.apiBase}/v1/oauth2/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: 'grant_type=client_credentials',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      text = await response.text();
    } catch (cause) {
      throw unreachable(cause);
    }
    if (!response.ok) {
      throw new PaymentProviderError(
        `PayPal refused the access token request (HTTP ${response.status})`,
        response.status,
      );
    }
    const parsed = tokenSchema.safeParse(parseJson(text));
    if (!parsed.success)
      throw new PaymentProviderError('PayPal sent an unreadable access token answer', response.status);
    token = {
      value: parsed.data.access_token,
      expiresAt: Date.now() + parsed.data.expires_in * 1000 - EXPIRY_MARGIN_MS,
    };
    return token.value;
  }

  function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return Promise.resolve(token.value);
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  async function send(
    method: 'GET' | 'POST',
    path: string,
    bearer: string,
    headers: Record<string, string>,
    body?: unknown,
  ) {
    try {
      const response = await fetch(`${options.apiBase}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${bearer}`,
          accept: 'application/json',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      return { response, text: await response.text() };
    } catch (cause) {
      throw unreachable(cause);
    }
  }

  /** One API call; a 401 drops the cached token and tries once more with a new one. */
  async function call(
    method: 'GET' | 'POST',
    path: string,
    init: { headers?: Record<string, string>; body?: unknown } = {},
  ): Promise<PaypalAnswer> {
    const headers = init.headers ?? {};
    let answer = await send(method, path, await accessToken(), headers, init.body);
    if (answer.response.status === 401) {
      token = null;
      answer = await send(method, path, await accessToken(), headers, init.body);
    }
    const { response, text } = answer;
    const body = parseJson(text);
    const error = response.status >= 400 ? readError(body) : null;
    if (response.status >= 500 || response.status === 401) {
      throw new PaymentProviderError(
        `PayPal answered HTTP ${response.status}${error?.name ? ` ${error.name}` : ''}`,
        response.status,
        error?.debug_id ?? response.headers.get('paypal-debug-id'),
      );
    }
    if (body === INVALID) throw new PaymentProviderError('PayPal sent an unreadable answer', response.status);
    return { status: response.status, body, error };
  }

  return { call };
}

const INVALID = Symbol('invalid JSON');

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return INVALID;
  }
}

function readError(body: unknown): ErrorAnswer | null {
  const parsed = errorSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

/** The first issue of a PayPal error, such as ORDER_ALREADY_CAPTURED. */
export const issueOf = (answer: PaypalAnswer) => answer.error?.details?.[0]?.issue ?? null;

/** Any answer the caller does not expect: an error naming PayPal's issue and debug id. */
export function unexpected(what: string, answer: PaypalAnswer): PaymentProviderError {
  const issue = issueOf(answer) ?? answer.error?.name ?? 'no issue given';
  return new PaymentProviderError(
    `${what}: PayPal answered HTTP ${answer.status} (${issue})`,
    answer.status,
    answer.error?.debug_id ?? null,
  );
}
