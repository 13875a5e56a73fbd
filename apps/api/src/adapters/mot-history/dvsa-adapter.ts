import { normaliseMotHistory } from '@kestrel/domain/vehicle-history/mot-history';
import { createAccessToken, TokenError } from './access-token';
import { dvsaErrorSchema, dvsaVehicleSchema } from './dvsa-schemas';
import type { MotHistoryLookup, MotHistoryProvider } from './mot-history-provider';
import { createRateLimiter, type RateLimiterOptions } from './rate-limiter';

export interface DvsaAdapterOptions {
  apiBase: string;
  apiKey: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  /** Our own limits, below the service's (CONTRACTS §6). */
  rateLimit?: Omit<RateLimiterOptions, 'now'>;
  /** Told of every fault that is ours to fix (a refused key or credentials) or the service's. */
  onProblem?: (problem: { reason: string; status?: number; errorCode?: string }) => void;
}

/** 10 a second in bursts of 5 and 450,000 a day: below the DVSA's 15, 10 and 500,000. */
export const DVSA_CLIENT_LIMITS = { perSecond: 10, burst: 5, perDay: 450_000, maxWaitMs: 3000 } as const;
/** The longest Retry-After we wait out before retrying once; beyond it, "rate limited". */
const MAX_RETRY_AFTER_MS = 2000;

const unavailable = (reason: string): MotHistoryLookup => ({ outcome: 'unavailable', reason });

/**
 * The DVSA MOT History API (CONTRACTS §6): an Entra ID client-credentials token (cached, renewed
 * once however many wait), the API key header, GET /v1/trade/vehicles/registration/{REG}. Kept
 * within the rate limit by one limiter per adapter; concurrent lookups of one registration share
 * one call. Never throws: every answer is a MotHistoryLookup.
 */
export function createDvsaAdapter(options: DvsaAdapterOptions): MotHistoryProvider {
  const name = 'dvsa-mot-history';
  const token = createAccessToken(options);
  const limiter = createRateLimiter(options.rateLimit ?? DVSA_CLIENT_LIMITS);
  const inFlight = new Map<string, Promise<MotHistoryLookup>>();
  const report = options.onProblem ?? (() => undefined);

  async function call(registration: string, accessToken: string): Promise<Response | MotHistoryLookup> {
    if (!(await limiter.acquire())) return { outcome: 'rate-limited', retryAfterSeconds: null };
    try {
      return await fetch(`${options.apiBase}/v1/trade/vehicles/registration/${encodeURIComponent(registration)}`, {
        headers: { authorization: `Bearer ${accessToken}`, 'x-api-key': options.apiKey, accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch {
      report({ reason: 'no answer' });
      return unavailable('The MOT history service did not answer');
    }
  }

  async function read(response: Response): Promise<MotHistoryLookup> {
    const body: unknown = await response.json().catch(() => null);
    if (response.ok) {
      const parsed = dvsaVehicleSchema.safeParse(body);
      if (parsed.success) return { outcome: 'found', history: normaliseMotHistory(parsed.data) };
      report({ reason: 'unreadable answer', status: response.status });
      return unavailable('The MOT history service sent an unreadable answer');
    }
    const errorCode = dvsaErrorSchema.safeParse(body).data?.errorCode;
    if (response.status === 404 && (!errorCode || errorCode.startsWith('MOTH-NF'))) return { outcome: 'not-found' };
    if (response.status === 400 && errorCode?.startsWith('MOTH-IV')) return { outcome: 'invalid-registration' };
    if (response.status === 429) {
      const retryAfter = Number(response.headers.get('retry-after'));
      return {
        outcome: 'rate-limited',
        retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
      };
    }
    report({ reason: 'refused', status: response.status, errorCode });
    return unavailable(`The MOT history service answered HTTP ${response.status}${errorCode ? ` ${errorCode}` : ''}`);
  }

  async function attempt(registration: string, retried: { auth: boolean; rate: boolean }): Promise<MotHistoryLookup> {
    let accessToken: string;
    try {
      accessToken = await token.get();
    } catch (error) {
      report({ reason: error instanceof TokenError ? error.message : 'token failure' });
      return unavailable('The MOT history service would not give us a token');
    }
    const response = await call(registration, accessToken);
    if (!(response instanceof Response)) return response;
    // A refused token (expired early, or revoked): drop it, fetch a new one, retry once.
    if (response.status === 401 && !retried.auth) {
      await response.body?.cancel();
      token.invalidate(accessToken);
      return attempt(registration, { ...retried, auth: true });
    }
    const lookup = await read(response);
    if (lookup.outcome !== 'rate-limited') return lookup;
    const waitMs = (lookup.retryAfterSeconds ?? 1) * 1000;
    limiter.pause(waitMs);
    if (retried.rate || waitMs > MAX_RETRY_AFTER_MS) return lookup;
    await new Promise((resolve) => setTimeout(resolve, waitMs));
    return attempt(registration, { ...retried, rate: true });
  }

  function lookup(registration: string): Promise<MotHistoryLookup> {
    const key = registration.toUpperCase().replace(/\s/g, '');
    const existing = inFlight.get(key);
    if (existing) return existing;
    const pending = attempt(key, { auth: false, rate: false })
      .catch((error: unknown) => unavailable(error instanceof Error ? error.message : 'unexpected failure'))
      .finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
    return pending;
  }

  return { name, lookup };
}
