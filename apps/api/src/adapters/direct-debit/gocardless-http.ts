import { z } from 'zod';
import { DirectDebitProviderError } from './direct-debit-provider';
import { errorSchema } from './gocardless-schemas';

/**
 * GoCardless over plain fetch (CONTRACTS §7): every call sends the bearer token and
 * GoCardless-Version; a create sends an Idempotency-Key derived from our own record, and a 409
 * idempotent_creation_conflict fetches the resource already made. 5xx and network failures are
 * retried once with the same key.
 */
export interface GocardlessOptions {
  apiBase: string;
  accessToken: string;
  webhookSecret: string;
  timeoutMs: number;
}

export const GOCARDLESS_VERSION = '2015-07-06';

export const parseJson = (text: string): unknown => {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
};

export type GocardlessCall = <T>(
  schema: z.ZodType<T>,
  envelope: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  idempotency?: { key: string; fetchPath: (id: string) => string },
) => Promise<T>;

export function gocardlessHttp(options: GocardlessOptions): GocardlessCall {
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
  return call;
}
