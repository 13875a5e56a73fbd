import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { sendDvsaError, type DvsaErrorCode } from './errors';
import { findMotHistory, motScenarios, registrationOfVin } from './histories';
import { registerTokenRoute, type TokenStore } from './tokens';

export interface MotHistoryEmulatorOptions {
  /** The client credentials the token endpoint accepts. Default: the demo ones below. */
  clientId?: string;
  clientSecret?: string;
  /** The API key `X-API-Key` must carry. Default: the demo one below. */
  apiKey?: string;
  /** Lifetime of issued tokens in seconds. Default 3599, as the DVSA's. */
  tokenLifetimeSeconds?: number;
  /** The service's rate limit per API key (CONTRACTS §6: 15 a second, bursts of 10, 500,000 a day). */
  rateLimit?: { perSecond: number; burst: number; perDay: number };
  /** Today's date (ISO), for the data set; default the real UTC date. */
  today?: () => string;
}

export const MOT_HISTORY_DEMO = {
  tenantId: 'kestrel-demo-tenant',
  clientId: 'kestrel-mot-client',
  clientSecret: 'kestrel-mot-secret',
  apiKey: 'kestrel-mot-api-key',
} as const;

const REGISTRATION = /^[A-Z0-9]{1,8}$/;
/** A VIN (17 characters since 1981) or an older chassis number. */
const VIN = /^[A-Z0-9]{1,20}$/;

/**
 * The DVSA MOT History API below the prefix (CONTRACTS §6): the Entra ID token endpoint at
 * /{tenant}/oauth2/v2.0/token, GET /v1/trade/vehicles/registration/{REG}, /vin/{VIN} and
 * /bulk-download with a Bearer token and X-API-Key, the DVSA's JSON and error answers, and its rate limit. Data set: histories.ts.
 * Test controls (not the DVSA's) under /__control: call counts, token lifetime, the data set's day, reset.
 */
export const motHistoryEmulator: FastifyPluginAsync<MotHistoryEmulatorOptions> = async (app, options) => {
  const apiKey = options.apiKey ?? MOT_HISTORY_DEMO.apiKey;
  const limit = options.rateLimit ?? { perSecond: 15, burst: 10, perDay: 500_000 };
  const realToday = options.today ?? (() => new Date().toISOString().slice(0, 10));
  // The data set's day; a test may move it (POST /__control/clock) to see a vehicle retested since.
  const clock: { today: string | null } = { today: null };
  const today = () => clock.today ?? realToday();
  const store: TokenStore = { tokens: new Map(), lifetimeSeconds: options.tokenLifetimeSeconds ?? 3599, issued: 0 };
  const calls = new Map<string, number>();
  const bucket = { tokens: limit.burst, at: Date.now(), day: today(), used: 0 };

  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8192 },
      (_r, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
  }

  registerTokenRoute(app, store, {
    clientId: options.clientId ?? MOT_HISTORY_DEMO.clientId,
    clientSecret: options.clientSecret ?? MOT_HISTORY_DEMO.clientSecret,
  });

  /** The token bucket: false when this request goes over the rate or the day's quota. */
  const take = (): 'ok' | 'MOTH-RL-01' | 'MOTH-RL-02' => {
    const now = Date.now();
    if (bucket.day !== today()) Object.assign(bucket, { day: today(), used: 0 });
    if (bucket.used >= limit.perDay) return 'MOTH-RL-01';
    bucket.tokens = Math.min(limit.burst, bucket.tokens + ((now - bucket.at) / 1000) * limit.perSecond);
    bucket.at = now;
    if (bucket.tokens < 1) return 'MOTH-RL-02';
    bucket.tokens -= 1;
    bucket.used += 1;
    return 'ok';
  };

  // The API gateway checks the API key, then the token, before anything else on every API path
  // (known or not): an onRequest hook, so no 404 or 400 is ever answered to a caller it would refuse.
  const authorise = (request: FastifyRequest) => {
    if (request.headers['x-api-key'] !== apiKey) return 'MOTH-FB-03' as const;
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer) return 'MOTH-FB-04' as const;
    const expires = store.tokens.get(bearer);
    if (expires === undefined) return 'MOTH-UA-01' as const;
    if (expires <= Date.now()) return 'MOTH-FB-02' as const;
    return null;
  };
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.slice(app.prefix.length);
    if (!path.startsWith('/v1/')) return;
    const refused = authorise(request);
    if (refused) return sendDvsaError(reply, refused);
  });
  app.setNotFoundHandler(async (_request, reply) => sendDvsaError(reply, 'MOTH-NF-02'));

  /**
   * One lookup, counted and rate-limited (the gateway counts invalid requests too), for the
   * vehicle `find` names: `invalid` when the key is not well formed, 404 MOTH-NF-01 when unknown.
   */
  const lookup = (
    reply: FastifyReply,
    key: string,
    invalid: DvsaErrorCode | null,
    find: () => ReturnType<typeof findMotHistory>,
  ) => {
    calls.set(key, (calls.get(key) ?? 0) + 1);
    const allowed = take();
    if (allowed !== 'ok') return sendDvsaError(reply, allowed, allowed === 'MOTH-RL-02' ? 1 : 3600);
    if (invalid) return sendDvsaError(reply, invalid);
    if (key === motScenarios.rateLimited) return sendDvsaError(reply, 'MOTH-RL-02', 1);
    if (key === motScenarios.serviceDown) return sendDvsaError(reply, 'MOTH-UN-01');
    return find() ?? sendDvsaError(reply, 'MOTH-NF-01');
  };

  app.get<{ Params: { registration: string } }>(
    '/v1/trade/vehicles/registration/:registration',
    async (request, reply) => {
      const registration = decodeURIComponent(request.params.registration).toUpperCase().replace(/\s/g, '');
      const invalid = REGISTRATION.test(registration) ? null : 'MOTH-IV-03';
      return lookup(reply, registration, invalid, () => findMotHistory(registration, today()));
    },
  );
  app.get('/v1/trade/vehicles/registration/', async (_request, reply) => sendDvsaError(reply, 'MOTH-NP-02'));

  app.get<{ Params: { vin: string } }>('/v1/trade/vehicles/vin/:vin', async (request, reply) => {
    const vin = decodeURIComponent(request.params.vin).toUpperCase().replace(/\s/g, '');
    const registration = VIN.test(vin) ? registrationOfVin(vin) : undefined;
    return lookup(reply, registration ?? vin, VIN.test(vin) ? null : 'MOTH-IV-04', () =>
      registration ? findMotHistory(registration, today()) : undefined,
    );
  });
  app.get('/v1/trade/vehicles/vin/', async (_request, reply) => sendDvsaError(reply, 'MOTH-NP-04'));

  // The bulk and delta files: the emulator publishes none, so both lists are empty.
  app.get('/v1/trade/vehicles/bulk-download', async () => ({ bulk: [], delta: [] }));

  app.get('/v1/trade/vehicles/mot-tests', async (_request, reply) => sendDvsaError(reply, 'MOTH-BR-01'));

  app.get('/__control/calls', async () => ({ tokensIssued: store.issued, registrations: Object.fromEntries(calls) }));
  app.post('/__control/token-lifetime', async (request, reply) => {
    const parsed = z.object({ seconds: z.number().int().min(1).max(86_400) }).safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ error: 'invalid_request', message: z.prettifyError(parsed.error) });
    store.lifetimeSeconds = parsed.data.seconds;
    return { lifetimeSeconds: store.lifetimeSeconds };
  });
  app.get('/__control/clock', async () => ({ today: today() }));
  /** The day the data set is built for from now on (`null`: back to today's date). */
  app.post('/__control/clock', async (request, reply) => {
    const parsed = z.object({ to: z.iso.date().nullable() }).safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ error: 'invalid_request', message: z.prettifyError(parsed.error) });
    clock.today = parsed.data.to;
    return { today: today() };
  });
  app.post('/__control/reset', async () => {
    calls.clear();
    clock.today = null;
    store.issued = 0;
    store.tokens.clear();
    store.lifetimeSeconds = options.tokenLifetimeSeconds ?? 3599;
    Object.assign(bucket, { tokens: limit.burst, at: Date.now(), used: 0 });
    return { reset: true };
  });
};
