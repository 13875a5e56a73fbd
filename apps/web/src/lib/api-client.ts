import type { ErrorBody } from '@kestrel/domain/schemas/errors';
import { fullLogout, isSignedIn } from './state/session';
import { useAlerts } from './state/slices';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

/** A failed API call, carrying the server's `{ error: { code, message, fields } }`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
    /** The whole answer body, for the few calls that read more than the error (e.g. Google's 400). */
    readonly body: unknown = null,
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

/**
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

/**
 * The one way the web app calls our API: same origin, JSON in and out. The session goes as its
 * HttpOnly cookie (the browser sends it; no script reads it), and every write carries a JSON or
 * multipart body, which the server's cross-site defence asks of a cookie-authenticated write.
 * An error answer becomes an ApiError with the server's message; a 401 logs out fully (spec §4).
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const signedIn = isSignedIn();
  const method = request.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) body = request.body;
  else if (request.body !== undefined || WRITES.has(method)) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body ?? {});
  }

  const alerts = useAlerts.getState();
  if (request.loading) alerts.set({ loading: true });
  try {
    let response: Response;
    try {
      response = await fetch(path, { method, headers, body, credentials: 'same-origin', signal: request.signal });
    } catch (cause) {
      if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
      throw new ApiError(
        0,
        'NETWORK_ERROR',
        'We could not reach our server. Please check your connection and try again.',
      );
    }
    const payload: unknown = response.status === 204 ? null : await response.json().catch(() => null);
    if (response.ok) return payload as T;

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
