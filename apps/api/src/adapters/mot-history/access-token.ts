import { tokenAnswerSchema } from './dvsa-schemas';

export const DVSA_SCOPE = 'https://tapi.dvsa.gov.uk/.default';

/** Renew this long before a token runs out (CONTRACTS §6: a minute), or a tenth of a short lifetime. */
const RENEW_MARGIN_MS = 60_000;

export interface AccessTokenOptions {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  now?: () => number;
}

export class TokenError extends Error {
  override name = 'TokenError';
}

/**
 * The OAuth 2 client-credentials token, cached until shortly before it expires. However many
 * requests wait on a renewal, the token endpoint is asked once (single flight).
 */
export function createAccessToken(options: AccessTokenOptions) {
  const now = options.now ?? Date.now;
  let cached: { token: string; renewAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function fetchToken(): Promise<string> {
    let response: Response;
    try {
      response = await fetch(options.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: options.clientId,
          client_secret: options.clientSecret,
          scope: DVSA_SCOPE,
        }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (cause) {
      throw new TokenError('The DVSA token endpoint did not answer', { cause });
    }
    if (!response.ok) throw new TokenError(`The DVSA token endpoint answered HTTP ${response.status}`);
    const parsed = tokenAnswerSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new TokenError('The DVSA token endpoint sent an unreadable answer');
    const lifetimeMs = parsed.data.expires_in * 1000;
    cached = {
      token: parsed.data.access_token,
      renewAt: now() + lifetimeMs - Math.min(RENEW_MARGIN_MS, lifetimeMs / 10),
    };
    return cached.token;
  }

  return {
    /** A token good for a while yet: the cached one, or the one being fetched, or a new one. */
    get(): Promise<string> {
      if (cached && now() < cached.renewAt) return Promise.resolve(cached.token);
      pending ??= fetchToken().finally(() => {
        pending = null;
      });
      return pending;
    },
    /** Forget `token` after the API refused it (unless a newer one has replaced it already). */
    invalidate(token: string): void {
      if (cached?.token === token) cached = null;
    },
  };
}
