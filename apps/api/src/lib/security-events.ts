import type { FastifyRequest } from 'fastify';

/**
 * The security-event log (SECURITY C12): one pino line per event, under `security`,
 * with a UTC time, the user (when known), the route, the resource and the client's address (`ip`).
 * Never a secret: no token, password, code or personal detail is passed here.
 */
export type SecurityEventKind =
  /** A protected route without a valid session (401). */
  | 'unauthenticated'
  /** A signed-in user refused a capability (403): a customer on a staff route, staff without a code. */
  | 'forbidden'
  /** A read of another customer's record, answered 404 as if it did not exist. */
  | 'refused-read'
  | 'sign-in-failed'
  | 'second-factor-failed'
  /** Staff reading a customer's record (also in the audit log). */
  | 'staff-read';

export interface SecurityEventDetails {
  userId?: string | null;
  resourceId?: string | null;
  /** What was read or refused: "warranty", "profile-image", "outbox-email"… */
  resource?: string;
  reason?: string;
}

export function securityEvent(request: FastifyRequest, event: SecurityEventKind, details: SecurityEventDetails = {}) {
  request.log.warn(
    {
      security: {
        event,
        at: new Date().toISOString(),
        userId: details.userId ?? request.session?.user.id ?? null,
        method: request.method,
        route: request.routeOptions.url ?? request.url.split('?')[0],
        resource: details.resource ?? null,
        resourceId: details.resourceId ?? null,
        ip: request.ip,
        ...(details.reason ? { reason: details.reason } : {}),
      },
    },
    `security: ${event}`,
  );
}

/** Runs a sign-in step; a refusal (4xx) is logged as the given event and passed on unchanged. */
export async function loggingRefusal<T>(
  request: FastifyRequest,
  event: 'sign-in-failed' | 'second-factor-failed',
  step: () => Promise<T>,
): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    const code = (error as { code?: unknown }).code;
    if (status >= 400 && status < 500) {
      securityEvent(request, event, { reason: typeof code === 'string' ? code : String(status) });
    }
    throw error;
  }
}

/**
 * Runs a step on a record the client names (a reference, an id); a 404, the answer for a record
 * that is not the user's as much as for one that does not exist, is logged as a refused read and
 * passed on unchanged.
 */
export async function loggingRefusedRead<T>(
  request: FastifyRequest,
  details: SecurityEventDetails,
  step: () => Promise<T>,
): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) securityEvent(request, 'refused-read', details);
    throw error;
  }
}
