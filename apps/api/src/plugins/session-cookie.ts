import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from '../lib/errors';
import { securityEvent } from '../lib/security-events';

/*
 * The web app's session lives in a cookie no script can read (SECURITY A5):
 * HttpOnly, SameSite=Lax, Path=/, and over HTTPS `Secure` with the `__Host-` prefix (so no
 * subdomain can set or shadow it). The bearer header still works for API clients and tests; when
 * both come, the header wins. A cookie rides along on any request the browser makes, so a write
 * authenticated by it must also prove it came from our own pages (the CSRF defence below).
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers `{ token, expiresAt }` on success: the session cookie is set from it. */
    issuesSession?: boolean;
    /** A successful answer of the route ends the browser's session: the cookie is cleared. */
    endsSession?: boolean;
  }
  interface FastifyInstance {
    /** The session cookie's name on this deployment: `__Host-kw_session` over HTTPS, else `kw_session`. */
    sessionCookieName: string;
    /** The clock sessions are judged by (tests move it to prove the timeouts). */
    clock: () => Date;
  }
}

export const SESSION_COOKIE = 'kw_session';
export const SECURE_SESSION_COOKIE = '__Host-kw_session';

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,100})$/;
const SESSION_TOKEN = /^[A-Za-z0-9_-]{20,100}$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A cross-site page can send only "simple" bodies (form, text/plain) without a preflight. */
const WRITE_BODY_TYPES = /^(application\/json|multipart\/form-data)(\s*;|$)/i;

export interface PresentedSession {
  token: string;
  via: 'bearer' | 'cookie';
}

/** The session token a request carries: the Authorization header first, then the cookie. */
export function presentedSession(request: FastifyRequest, cookieName: string): PresentedSession | null {
  const header = request.headers.authorization;
  const bearer = header ? BEARER.exec(header)?.[1] : undefined;
  if (bearer) return { token: bearer, via: 'bearer' };
  const value = request.cookies[cookieName];
  return value && SESSION_TOKEN.test(value) ? { token: value, via: 'cookie' } : null;
}

/** Whether the request's Origin names this site: its own host, or BASE_URL's origin. */
function sameOrigin(request: FastifyRequest, baseOrigin: string): boolean {
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return false;
  if (origin === baseOrigin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * A state-changing request authenticated by the cookie needs a JSON or multipart body (a plain
 * form or text/plain post from another site is refused before any preflight) and our own Origin;
 * a browser saying `Sec-Fetch-Site: cross-site` is refused whatever else it sends. 403 otherwise.
 */
export function assertSameSiteWrite(request: FastifyRequest, baseOrigin: string): void {
  if (SAFE_METHODS.has(request.method)) return;
  const site = request.headers['sec-fetch-site'];
  const reason =
    site !== undefined && site !== 'same-origin' && site !== 'same-site'
      ? `sec-fetch-site ${String(site)}`
      : !sameOrigin(request, baseOrigin)
        ? 'origin not ours'
        : !WRITE_BODY_TYPES.test(request.headers['content-type'] ?? '')
          ? 'not a JSON or multipart body'
          : null;
  if (!reason) return;
  securityEvent(request, 'forbidden', { reason: `cross-site write refused: ${reason}` });
  throw forbidden('This request did not come from our own pages. Please reload the page and try again.');
}

export const sessionCookiePlugin = fp<{ baseUrl: string; clock?: () => Date }>(async (app, options) => {
  await app.register(cookie);
  const https = options.baseUrl.startsWith('https://');
  const name = https ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  app.decorate('sessionCookieName', name);
  app.decorate('clock', options.clock ?? (() => new Date()));
  const attributes = { path: '/', httpOnly: true, secure: https, sameSite: 'lax' as const };

  const setSessionCookie = (reply: FastifyReply, token: string, expiresAt: Date) =>
    reply.setCookie(name, token, { ...attributes, expires: expiresAt });
  const clearSessionCookie = (reply: FastifyReply) => reply.clearCookie(name, attributes);

  // Callback hooks rather than async ones: every answer passes here, the quote call's included.
  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (!request.routeOptions.config.issuesSession || reply.statusCode >= 300) return done(null, payload);
    const answer = payload as { token?: unknown; expiresAt?: unknown } | null;
    if (answer && typeof answer.token === 'string' && typeof answer.expiresAt === 'string') {
      setSessionCookie(reply, answer.token, new Date(answer.expiresAt));
    }
    done(null, payload);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.routeOptions.config.endsSession && reply.statusCode < 300) clearSessionCookie(reply);
    done(null, payload);
  });
});
