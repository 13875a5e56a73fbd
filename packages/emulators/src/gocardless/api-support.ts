import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound, sendGocardlessError, validationFailed } from './errors';
import type { GocardlessEvent, GocardlessState, Metadata } from './state';

/*
 * What every GoCardless API route shares: authentication checked first (before the body is read
 * and before any 404), the version header, Idempotency-Key, list pagination and metadata rules.
 */
export interface ApiContext {
  state: GocardlessState;
  accessToken: string;
  /** Where the hosted page lives, from the request (the flow's authorisation_url). */
  flowBase: (request: FastifyRequest) => string;
  /** Called with the events a call made, for delivery. */
  emit: (events: GocardlessEvent[]) => void;
}

/** Paths of the emulator that are not GoCardless's API: the hosted page, its stylesheet, the test controls. */
const notApi = (path: string) => /^\/(__control|flow|static)(\/|$)/.test(path);

export function requireAuthentication(app: FastifyInstance, accessToken: string): void {
  // onRequest: before the body is parsed, so a bad token is 401 even with a malformed body.
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.slice(app.prefix.length).split('?')[0] ?? '';
    if (notApi(path)) return;
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer) {
      return sendGocardlessError(reply, 401, 'invalid_api_usage', 'Access token not found', [
        { reason: 'access_token_not_found', message: 'Access token not found' },
      ]);
    }
    if (bearer !== accessToken) {
      return sendGocardlessError(reply, 401, 'invalid_api_usage', 'Access token not active', [
        { reason: 'access_token_not_active', message: 'Access token not active' },
      ]);
    }
    if (!request.headers['gocardless-version']) {
      return sendGocardlessError(reply, 400, 'invalid_api_usage', 'GoCardless-Version header missing', [
        { reason: 'missing_version_header', message: 'GoCardless-Version header missing' },
      ]);
    }
  });
}

/** The resource an Idempotency-Key already made, answered as GoCardless does (409 with its id). */
export function idempotent(state: GocardlessState, request: FastifyRequest, reply: FastifyReply, resource: string) {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || key === '') return { conflict: false as const, remember: (_id: string) => {} };
  const existing = state.idempotency.get(`${resource}:${key}`);
  if (existing) {
    const message = 'A resource has already been created with this idempotency key';
    void sendGocardlessError(reply, 409, 'invalid_state', message, [
      { reason: 'idempotent_creation_conflict', message, links: { conflicting_resource_id: existing } },
    ]);
    return { conflict: true as const, remember: (_id: string) => {} };
  }
  return { conflict: false as const, remember: (id: string) => void state.idempotency.set(`${resource}:${key}`, id) };
}

/** GoCardless's metadata: up to three keys of at most 50 characters, values of at most 500. */
export const metadataSchema = z
  .record(z.string().max(50), z.string().max(500))
  .refine((record) => Object.keys(record).length <= 3, 'may have at most 3 keys')
  .optional();

export type ListQuery = Record<string, string | undefined>;

/**
 * One page of a list, in GoCardless's shape: `{[envelope]: [...], meta: {cursors: {before, after}, limit}}`.
 * `after`/`before` are ids of the list; limit 1–500, 50 by default. Oldest first.
 */
export function listPage<T extends { id: string }>(
  reply: FastifyReply,
  envelope: string,
  items: T[],
  query: ListQuery,
  json: (item: T) => unknown = (item) => item,
) {
  const limit = query.limit === undefined ? 50 : Number(query.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 500) {
    return sendGocardlessError(reply, 422, 'validation_failed', 'Validation failed', [
      { field: 'limit', message: 'must be between 1 and 500', request_pointer: '/limit' },
    ]);
  }
  let start = 0;
  let end = items.length;
  if (query.after) {
    const at = items.findIndex((item) => item.id === query.after);
    start = at < 0 ? items.length : at + 1;
    end = Math.min(items.length, start + limit);
  } else if (query.before) {
    const at = items.findIndex((item) => item.id === query.before);
    end = at < 0 ? 0 : at;
    start = Math.max(0, end - limit);
  } else {
    end = Math.min(items.length, limit);
  }
  const page = items.slice(start, end);
  return {
    [envelope]: page.map(json),
    meta: {
      cursors: {
        before: start > 0 && page.length > 0 ? page[0]!.id : null,
        after: end < items.length && page.length > 0 ? page[page.length - 1]!.id : null,
      },
      limit,
    },
  };
}

/** Keeps the items whose field (or link) matches each filter given in the query. */
export function filtered<T>(items: Iterable<T>, query: ListQuery, filters: Record<string, (item: T) => unknown>): T[] {
  return [...items].filter((item) =>
    Object.entries(filters).every(([name, read]) => query[name] === undefined || read(item) === query[name]),
  );
}

/** `created_at[gt|gte|lt|lte]` filters, as every GoCardless list takes them. */
export function createdWithin<T extends { created_at: string }>(items: T[], query: ListQuery): T[] {
  return items.filter(
    (item) =>
      (query['created_at[gt]'] === undefined || item.created_at > query['created_at[gt]']) &&
      (query['created_at[gte]'] === undefined || item.created_at >= query['created_at[gte]']) &&
      (query['created_at[lt]'] === undefined || item.created_at < query['created_at[lt]']) &&
      (query['created_at[lte]'] === undefined || item.created_at <= query['created_at[lte]']),
  );
}

/** An action's body: `{"data": {...}}` (what the client sends), or nothing. */
export const actionData = (body: unknown): Record<string, unknown> => {
  const data = (body as { data?: unknown } | undefined)?.data;
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
};

/** Metadata from an update or action body, checked; undefined when none was sent. */
export function metadataOf(
  value: unknown,
): { ok: true; metadata?: Record<string, string> } | { ok: false; error: z.ZodError } {
  if (value === undefined) return { ok: true };
  const parsed = metadataSchema.safeParse(value);
  return parsed.success
    ? { ok: true, ...(parsed.data ? { metadata: parsed.data } : {}) }
    : { ok: false, error: parsed.error };
}

/** An amount in pence: a JSON integer (the official client's types say `number`). */
export const amountSchema = z.number().int().positive().max(1_000_000_000);

/**
 * `GET /{envelope}/:id` and `PUT /{envelope}/:id` of a resource whose update takes its metadata
 * only (bank accounts, mandates, refunds, instalment schedules): found or 404, updated or 422.
 */
export function findAndUpdateRoutes(
  app: FastifyInstance,
  envelope: string,
  items: Map<string, { metadata: Metadata }>,
) {
  const update = z.object({ [envelope]: z.object({ metadata: metadataSchema }) });
  app.get<{ Params: { id: string } }>(`/${envelope}/:id`, async (request, reply) => {
    const found = items.get(request.params.id);
    return found ? { [envelope]: found } : notFound(reply);
  });
  app.put<{ Params: { id: string } }>(`/${envelope}/:id`, async (request, reply) => {
    const found = items.get(request.params.id);
    if (!found) return notFound(reply);
    const parsed = update.safeParse(request.body);
    if (!parsed.success) return validationFailed(reply, envelope, parsed.error);
    const metadata = parsed.data[envelope]?.metadata;
    if (metadata) found.metadata = metadata;
    return { [envelope]: found };
  });
}
