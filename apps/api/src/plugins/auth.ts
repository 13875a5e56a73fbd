import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describeDevice } from '@kestrel/domain/privacy/device';
// Straight from the sessions file, not the accounts module's index: every module's routes use
// this plugin, the accounts module's among them.
import { findActiveSession, noteSessionDevice, type ActiveSession } from '../modules/accounts/sessions';
import { forbidden, unauthorised } from '../lib/errors';
import { securityEvent } from '../lib/security-events';
import { assertSameSiteWrite, presentedSession, sessionCookiePlugin } from './session-cookie';

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
    /** Within a signed-in route: 403 unless the staff guard (role and second factor) passes. */
    assertStaff: (request: FastifyRequest) => void;
    /** Every route that uses a staff capability outside /api/admin (pictures…), for the guard's test. */
    staffCapabilities: { method: string; url: string }[];
    /** Every back-office API route (method and path), listed as they are added (modules/admin). */
    adminRoutes: { method: string; url: string }[];
    /** Every route behind `requireUser` (method and path), for the test that walks them all. */
    userRoutes: { method: string; url: string }[];
  }
}

/** The session of a route behind requireUser; a route that calls it without the guard is a bug. */
export function currentSession(request: FastifyRequest): ActiveSession {
  if (!request.session) throw unauthorised();
  return request.session;
}

/**
 * The one staff guard (docs/security.md, finding 4): role and second factor. Every capability staff have that a
 * customer has not (the back office API, another customer's picture, later claims files) goes
 * through it, so a password-only staff session can do no more than a customer's.
 */
export function staffRefusal(session: ActiveSession) {
  if (session.user.role !== 'staff') return { reason: 'not staff', error: forbidden() };
  if (!session.secondFactor) {
    return {
      reason: 'no second factor',
      error: forbidden('Sign in to the back office at /admin with your one-time code.'),
    };
  }
  return null;
}

/**
 * Sessions (DESIGN §2, docs/security.md): an opaque token, from the HttpOnly session cookie (the
 * web app) or the bearer header (API clients), looked up by its hash on every call, so a revoked,
 * expired, idle or disabled session stops working at once on every instance. A write the cookie
 * authenticates must come from our own pages (plugins/session-cookie.ts).
 */
export const authPlugin = fp<{ clock?: () => Date }>(async (app, options) => {
  await app.register(sessionCookiePlugin, { baseUrl: app.config.baseUrl, clock: options.clock });
  app.decorateRequest('session', null);
  const baseOrigin = new URL(app.config.baseUrl).origin;

  async function authenticate(request: FastifyRequest): Promise<ActiveSession> {
    const presented = presentedSession(request, app.sessionCookieName);
    const session = presented ? await findActiveSession(app.database.db, presented.token, app.clock()) : null;
    if (!session) {
      securityEvent(request, 'unauthenticated', { reason: presented ? 'unknown or ended session' : 'no session' });
      throw unauthorised('Your session has ended. Please log in again.');
    }
    request.session = session;
    if (presented?.via === 'cookie') assertSameSiteWrite(request, baseOrigin);
    if (session.device === null) {
      const device = describeDevice(request.headers['user-agent']);
      await noteSessionDevice(app.database.db, session.sessionId, device);
      session.device = device;
    }
    return session;
  }

  const requireUser = async (request: FastifyRequest) => {
    await authenticate(request);
  };
  app.decorate('requireUser', requireUser);
  app.decorate('userRoutes', [] as { method: string; url: string }[]);
  // A signed-in read of a record that is not the user's is answered 404, as if it did not exist
  // (SECURITY B6); the attempt is logged, since one customer probing another's ids is an attack.
  const logRefusedRead = async (request: FastifyRequest, reply: FastifyReply) => {
    const id = (request.params as { id?: unknown } | undefined)?.id;
    if (reply.statusCode === 404 && request.session && typeof id === 'string') {
      securityEvent(request, 'refused-read', { resource: request.routeOptions.url, resourceId: id });
    }
  };
  app.addHook('onRoute', (route) => {
    if (![route.onRequest].flat().includes(requireUser)) return;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.userRoutes.push({ method, url: route.url });
    }
    if (route.url.includes(':id') && !route.url.includes('profile-image')) {
      route.onResponse = [...[route.onResponse ?? []].flat(), logRefusedRead];
    }
  });

  const assertStaff = (request: FastifyRequest) => {
    const session = currentSession(request);
    const refusal = staffRefusal(session);
    if (refusal) {
      securityEvent(request, 'forbidden', { reason: refusal.reason });
      throw refusal.error;
    }
  };
  app.decorate('assertStaff', assertStaff);
  app.decorate('requireStaff', async (request: FastifyRequest) => {
    await authenticate(request);
    assertStaff(request);
  });
  app.decorate('staffCapabilities', [] as { method: string; url: string }[]);
});
