import { IDEMPOTENCY_KEY_HEADER } from '@kestrel/domain/idempotency/safe-retries';
import type { ErrorBody } from '@kestrel/domain/schemas/errors';
import { fullLogout, isSignedIn } from './state/session';
import { useAlerts } from './state/slices';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const UNEXPECTED_ANSWER_MESSAGE = 'Our server sent an answer this page could not read. Please reload the page.';

/** A failed API call, carrying the server's `{ error: { code, message, fields } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** The whole answer body, for the few calls that read more than the error (e.g. Google's 400). */
    readonly body: unknown = null,
    /** Why an answer was refused: the schema's issues (code UNEXPECTED_ANSWER). */
    readonly reason: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Show the global spinner while the call runs (spec §4: the loading flag). */
  loading?: boolean;
  signal?: AbortSignal;
}

/** What parses an answer: a zod schema, or anything with its `safeParse`. */
export interface AnswerParser<T> {
  safeParse: (value: unknown) => { success: true; data: T } | { success: false; error: unknown };
}

/** A call's answer schema, fetched on first use (lib/answer-schemas.ts). */
export interface AnswerSchema<T> {
  load: () => Promise<AnswerParser<T>>;
}

/** The answer of a call that answers 204 No Content (no zod needed to read it). */
export const noContent: AnswerSchema<null> = {
  load: async () => ({
    safeParse: (value) => (value === null ? { success: true, data: null } : { success: false, error: value }),
  }),
};

/** The schema of a call, fetched while the call runs; whatever the outcome, it is settled. */
function startLoading<T>(answer: AnswerSchema<T>): Promise<AnswerParser<T> | null> {
  return answer.load().catch(() => null);
}

/** A success's body read by its schema; what does not fit is a clear ApiError with the reason kept. */
async function parseAnswer<T>(status: number, payload: unknown, parser: Promise<AnswerParser<T> | null>): Promise<T> {
  const loaded = await parser;
  if (!loaded) {
    throw new ApiError(0, 'CHUNK_FAILED', 'Loading chunk failed. Please reload the page and try again.', {}, payload);
  }
  const result = loaded.safeParse(payload);
  if (result.success) return result.data;
  throw new ApiError(status, 'UNEXPECTED_ANSWER', UNEXPECTED_ANSWER_MESSAGE, {}, payload, result.error);
}

/** A success's body, read by its answer schema as apiFetch reads one (an upload's, say). */
export const readAnswer = <T>(status: number, payload: unknown, answer: AnswerSchema<T>): Promise<T> =>
  parseAnswer(status, payload, startLoading(answer));

/** Our error body (errorBodySchema), checked without zod to keep it out of every page's first load. */
function isErrorBody(payload: unknown): payload is ErrorBody {
  if (typeof payload !== 'object' || payload === null || !('error' in payload)) return false;
  const error = payload.error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/** Methods that change something: the server wants a JSON (or multipart) body with them. */
const WRITES = new Set(['POST', 'PUT', 'DELETE']);

/** How long before a write whose answer was lost is sent again: the load balancer has moved on. */
const RETRY_AFTER_MS = 400;

/** A fresh key for one write (docs/api.md, safe retries). */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID is given only to secure pages (HTTPS, localhost); the demo reached over plain HTTP
  // on a LAN address has getRandomValues alone: the same version-4 UUID, made by hand.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** One fetch; a failure to reach the server is an ApiError, an abort stays an abort. */
async function fetchOnce(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(
      0,
      'NETWORK_ERROR',
      'We could not reach our server. Please check your connection and try again.',
    );
  }
}

/**
 * A write sent once more, with the same Idempotency-Key, when its answer was lost: a 502 (the
 * load balancer's, when the instance serving it went away, perhaps after the work committed) or
 * no answer at all. The server answers the first attempt's outcome instead of doing it twice. A
 * 500 or 503 is the server's own answer and is reported, not retried; so is the second failure.
 */
async function fetchWithRetry(path: string, init: RequestInit): Promise<Response> {
  const first = await fetchOnce(path, init).catch((error: unknown) => {
    if (error instanceof ApiError) return null;
    throw error;
  });
  if (first && first.status !== 502) return first;
  await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
  return fetchOnce(path, init);
}

/**
 * The one way the web app calls our API: same origin, JSON in and out. The session goes as its
 * HttpOnly cookie (the browser sends it; no script reads it), and every write carries a JSON or
 * multipart body, which the server's cross-site defence asks of a cookie-authenticated write.
 * Every write carries a fresh Idempotency-Key and is sent once more with it if its answer is lost.
 * A success is parsed by the call's answer schema (fetched alongside the call, so Zod stays out of
 * the pages' first load); an answer that does not fit it is an ApiError, not a crash further on.
 * An error answer becomes an ApiError with the server's message; a 401 logs out fully (spec §4).
 */
export async function apiFetch<T>(path: string, answer: AnswerSchema<T>, request: ApiRequest = {}): Promise<T> {
  const signedIn = isSignedIn();
  const method = request.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) body = request.body;
  else if (request.body !== undefined || WRITES.has(method)) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body ?? {});
  }
  const write = WRITES.has(method);
  if (write) headers[IDEMPOTENCY_KEY_HEADER] = newIdempotencyKey();
  // An upload is not sent again: the server keeps no answer for a multipart body.
  const retried = write && !(body instanceof FormData);

  const alerts = useAlerts.getState();
  if (request.loading) alerts.set({ loading: true });
  try {
    // The schema is fetched while the call runs; a failure to fetch it is reported after the call.
    const parser = startLoading(answer);
    const init: RequestInit = { method, headers, body, credentials: 'same-origin', signal: request.signal };
    const response = retried ? await fetchWithRetry(path, init) : await fetchOnce(path, init);
    const payload: unknown = response.status === 204 ? null : await response.json().catch(() => null);
    if (response.ok) return await parseAnswer(response.status, payload, parser);

    if (response.status === 401 && signedIn) fullLogout();
    if (isErrorBody(payload)) {
      const { code, message, fields } = payload.error;
      throw new ApiError(response.status, code, message, fields, payload);
    }
    throw new ApiError(response.status, 'UNKNOWN', GENERIC_ERROR_MESSAGE, {}, payload);
  } finally {
    if (request.loading) useAlerts.getState().set({ loading: false });
  }
}

export function errorMessage(error: unknown, fallback = GENERIC_ERROR_MESSAGE): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
