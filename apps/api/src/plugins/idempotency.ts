import { createHash, type Hash } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  REPLAYED_HEADER,
  isIdempotencyKey,
  keepsAnswer,
} from '@kestrel/domain/idempotency/safe-retries';
import {
  arrive,
  finish,
  idempotencyErrors,
  scopeOfUser,
  type Claim,
  type IdempotencyContext,
} from '../modules/idempotency';

/*
 * Safe retries (docs/api.md): a POST, PUT, PATCH or DELETE sent with an `Idempotency-Key` runs
 * once; the same key with the same request later is answered what the first answered, marked
 * `Idempotent-Replayed: true`, without running the handler again (no second e-mail, audit row or
 * provider call). A client that got a 502 after the work committed asks again and learns the
 * outcome. The database is the only state, so any instance answers the retry.
 */

interface KeyedRequest {
  /** Whose key: the signed-in user, or every anonymous caller together (the key is their secret). */
  scope: string;
  key: string;
  /** SHA-256 of the method, the path with its query, and the body's bytes as they arrive. */
  hash: Hash;
  claim: Claim | null;
  /** The answer kept, or the key let go: done once per request. */
  settled: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the idempotency plugin when a request that may be replayed carries a key. */
    idempotency: KeyedRequest | null;
  }
  interface FastifyInstance {
    /** Every call that honours an Idempotency-Key (method and path), for the OpenAPI document. */
    idempotentRoutes: { method: string; url: string }[];
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Calls whose answer is never kept, whatever they are sent with: signing in, registering and
 * signing out (their answers carry or end a session), passwords and links with a token in them
 * (their token is the secret, spent once), third parties' webhooks (deduplicated by event id), the
 * API docs and the demo's emulators.
 */
const NEVER_REPLAYED =
  /^\/(?:__emulators|api\/webhooks|api\/docs)\/|^\/api\/user\/(?:register|login|logout|google|password)(?:\/|$)|^\/api\/admin\/login(?:\/|$)|^\/api\/privacy\/unsubscribe\//;

/** Whether a route honours the key: a write, not listed above, answering no cookie, not an upload. */
export function honoursIdempotencyKey(route: Pick<RouteOptions, 'method' | 'url' | 'config' | 'schema'>): boolean {
  if (![route.method].flat().some((method) => WRITES.has(method))) return false;
  if (NEVER_REPLAYED.test(route.url)) return false;
  if (route.config?.issuesSession || route.config?.endsSession) return false;
  // An upload's body is a stream its handler reads itself; hashing it would mean holding it all.
  const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
  return !consumes.some((type) => type.startsWith('multipart/'));
}

/** The body's bytes go on to the parser unchanged, each added to the fingerprint on the way. */
function hashing(hash: Hash, payload: Readable): Readable {
  const tee = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  payload.on('error', (error) => tee.destroy(error));
  return payload.pipe(tee);
}

/** What is kept of an answer: its text, or null when it is not kept (a 5xx, a cookie, a stream). */
function keptBody(reply: FastifyReply, payload: unknown): string | null {
  if (!keepsAnswer(reply.statusCode) || reply.hasHeader('set-cookie')) return null;
  if (payload === undefined || payload === null) return '';
  if (typeof payload === 'string') return payload;
  const type = String(reply.getHeader('content-type') ?? '');
  if (Buffer.isBuffer(payload) && /json|text/.test(type)) return payload.toString('utf8');
  return null;
}

export const idempotencyPlugin = fp<{ context: IdempotencyContext }>(
  async (app, { context }) => {
    app.decorateRequest('idempotency', null);
    app.decorate('idempotentRoutes', [] as { method: string; url: string }[]);

    // preParsing runs after every onRequest hook, so the session (and the staff guard) is settled:
    // an anonymous call to a signed-in route is a 401 before its key is looked at.
    const readKey = async (request: FastifyRequest, _reply: FastifyReply, payload: Readable) => {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      if (key === undefined || !WRITES.has(request.method)) return payload;
      if (!isIdempotencyKey(key)) throw idempotencyErrors.invalidKey();
      const scope = request.session ? scopeOfUser(request.session.user.id) : 'anonymous';
      const hash = createHash('sha256').update(`${request.method} ${request.url}\n`);
      request.idempotency = { scope, key, hash, claim: null, settled: false };
      return hashing(hash, payload);
    };

    // The last preHandler, just before the handler: the body has been read (or there was none).
    const claimKey = async (request: FastifyRequest, reply: FastifyReply) => {
      const keyed = request.idempotency;
      if (!keyed) return;
      const arrival = await arrive(context, {
        scope: keyed.scope,
        key: keyed.key,
        fingerprint: keyed.hash.digest('hex'),
      });
      switch (arrival.kind) {
        case 'first':
          keyed.claim = arrival.claim;
          return;
        case 'reused':
          throw idempotencyErrors.keyReused();
        case 'running':
          reply.header('retry-after', '1');
          throw idempotencyErrors.inProgress();
        case 'answered':
          reply.code(arrival.statusCode).header(REPLAYED_HEADER, 'true');
          if (arrival.contentType) reply.header('content-type', arrival.contentType);
          return reply.send(arrival.body);
      }
    };

    // Kept before the answer leaves, so a client that receives it can always have it again. A
    // failure to keep it is logged, never turned into an error: the work is done and answered.
    const settle = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const keyed = request.idempotency;
      if (!keyed?.claim || keyed.settled) return payload;
      keyed.settled = true;
      const body = keptBody(reply, payload);
      const contentType = reply.getHeader('content-type');
      const answer =
        body === null
          ? null
          : { statusCode: reply.statusCode, contentType: contentType === undefined ? null : String(contentType), body };
      await finish(context, keyed.claim, answer).catch((error: unknown) =>
        request.log.warn({ err: error }, 'the answer for an Idempotency-Key could not be kept'),
      );
      return payload;
    };
    // An answer that never passed onSend (the connection went first): the key is let go.
    const letGo = async (request: FastifyRequest) => {
      const keyed = request.idempotency;
      if (!keyed?.claim || keyed.settled) return;
      keyed.settled = true;
      await finish(context, keyed.claim, null).catch((error: unknown) =>
        request.log.warn({ err: error }, 'an Idempotency-Key could not be let go'),
      );
    };

    app.addHook('onRoute', (route) => {
      if (!honoursIdempotencyKey(route)) return;
      for (const method of [route.method].flat()) {
        if (WRITES.has(method)) app.idempotentRoutes.push({ method, url: route.url });
      }
      route.preParsing = [...[route.preParsing ?? []].flat(), readKey];
      route.preHandler = [...[route.preHandler ?? []].flat(), claimKey];
      route.onSend = [...[route.onSend ?? []].flat(), settle];
      route.onResponse = [...[route.onResponse ?? []].flat(), letGo];
    });
  },
  { name: 'idempotency' },
);
