import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { findActiveSession, type ActiveSession } from '../modules/accounts/sessions';
import { forbidden, unauthorised } from '../lib/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, set by `app.requireUser` (or `app.requireStaff`). */
    session: ActiveSession | null;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 without a valid session, before any body is parsed or validated. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: 401 without a session, 403 for a customer or without the second factor. */
    requireStaff: (request: FastifyRequest) => Promise<void>;
    /** Every back-office API route (method and path), listed as they are added (modules/admin). */
    adminRoutes: { method: string; url: string }[];
    /** Every route behind `requireUser` (method and path), for the test that walks them all. */
    userRoutes: { method: string; url: string }[];
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,100})$/;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return (header && BEARER.exec(header)?.[1]) ?? null;
}

/** The session of a route behind requireUser; a route that calls it without the guard is a bug. */
export function currentSession(request: FastifyRequest): ActiveSession {
  if (!request.session) throw unauthorised();
  return request.session;
}

/**
 * Bearer-token sessions (DESIGN §2): the token is looked up by its hash on every call, so a
 * revoked or expired session stops working at once on every instance.
 */
export const authPlugin = fp(async (app) => {
  app.decorateRequest('session', null);

  async function authenticate(request: FastifyRequest): Promise<ActiveSession> {
    const token = bearerToken(request);
    const session = token ? await findActiveSession(app.database.db, token) : null;
    if (!session) {
      request.log.info({ event: 'auth.refused', path: request.routeOptions.url }, 'no valid session');
      throw unauthorised('Your session has ended. Please log in again.');
    }
    request.session = session;
    return session;
  }

  const requireUser = async (request: FastifyRequest) => {
    await authenticate(request);
  };
  app.decorate('requireUser', requireUser);
  app.decorate('userRoutes', [] as { method: string; url: string }[]);
  app.addHook('onRoute', (route) => {
    if (![route.onRequest].flat().includes(requireUser)) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.userRoutes.push({ method, url: route.url });
    }
  });
  app.decorate('requireStaff', async (request: FastifyRequest) => {
    const session = await authenticate(request);
    if (session.user.role !== 'staff') {
      request.log.warn({ event: 'auth.forbidden', userId: session.user.id, path: request.routeOptions.url });
      throw forbidden();
    }
    if (!session.secondFactor) {
      request.log.warn({
        event: 'auth.second-factor-missing',
        userId: session.user.id,
        path: request.routeOptions.url,
      });
      throw forbidden('Sign in to the back office at /admin with your one-time code.');
    }
  });
});
