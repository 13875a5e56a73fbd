import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@kestrel/domain/dates/calendar-date';
import { motScenarios, vinOf } from './histories';
import { MOT_HISTORY_DEMO, motHistoryEmulator } from './plugin';
import { DVSA_SCOPE } from './tokens';

const app = Fastify();
const TOKEN_URL = `/${MOT_HISTORY_DEMO.tenantId}/oauth2/v2.0/token`;
const form = (fields: Record<string, string>) => ({
  method: 'POST' as const,
  url: TOKEN_URL,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});
const goodForm = {
  grant_type: 'client_credentials',
  client_id: MOT_HISTORY_DEMO.clientId,
  client_secret: MOT_HISTORY_DEMO.clientSecret,
  scope: DVSA_SCOPE,
};
const token = async () => (await app.inject(form(goodForm))).json<{ access_token: string }>().access_token;
const lookup = async (vrm: string, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: `/v1/trade/vehicles/registration/${vrm}`, headers });

beforeAll(async () => {
  await app.register(motHistoryEmulator, {
    today: () => '2026-11-25',
    rateLimit: { perSecond: 15, burst: 10, perDay: 1000 },
  });
});
afterAll(() => app.close());

describe('the MOT History emulator token endpoint', () => {
  it('issues a Bearer token for the client credentials', async () => {
    const response = await app.inject(form(goodForm));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ token_type: 'Bearer', expires_in: 3599, access_token: expect.any(String) });
  });

  it.each([
    [{ grant_type: 'password' }, 400, 'unsupported_grant_type'],
    [{ client_id: 'someone-else' }, 400, 'unauthorized_client'],
    [{ client_secret: 'wrong' }, 401, 'invalid_client'],
    [{ scope: 'https://example.com/.default' }, 400, 'invalid_scope'],
  ])('refuses %j', async (change, status, error) => {
    const response = await app.inject(form({ ...goodForm, ...change }));
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ error });
  });
});

describe('the MOT History emulator registration call', () => {
  let headers: Record<string, string>;
  beforeAll(async () => {
    headers = { authorization: `Bearer ${await token()}`, 'x-api-key': MOT_HISTORY_DEMO.apiKey };
  });

  it('answers the DVSA JSON for a known vehicle', async () => {
    const response = await lookup(motScenarios.clean, headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ registration: 'AB12CDE', make: 'FORD', motTests: expect.any(Array) });
  });

  it.each([
    [motScenarios.notFound, 404, 'MOTH-NF-01'],
    ['ZZ99ZZZ', 404, 'MOTH-NF-01'],
    ['NOT-A-REG', 400, 'MOTH-IV-03'],
    [motScenarios.rateLimited, 429, 'MOTH-RL-02'],
    [motScenarios.serviceDown, 500, 'MOTH-UN-01'],
  ])('answers %s with %i %s', async (vrm, status, errorCode) => {
    const response = await lookup(vrm, headers);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({
      errorCode,
      errorMessage: expect.any(String),
      requestId: expect.any(String),
    });
  });

  it.each([
    ['no token', { 'x-api-key': MOT_HISTORY_DEMO.apiKey }, 401, 'MOTH-FB-04'],
    ['an unknown token', { authorization: 'Bearer forged', 'x-api-key': MOT_HISTORY_DEMO.apiKey }, 401, 'MOTH-UA-01'],
    ['a wrong API key', { 'x-api-key': 'wrong' }, 403, 'MOTH-FB-03'],
  ])('refuses %s', async (_name, given, status, errorCode) => {
    const response = await lookup('AB12CDE', { ...headers, authorization: '', ...given });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ errorCode });
  });

  it('lets tokens expire (the lifetime shortened by the control)', async () => {
    await app.inject({ method: 'POST', url: '/__control/token-lifetime', payload: { seconds: 1 } });
    const short = await app.inject(form(goodForm));
    expect(short.json()).toMatchObject({ expires_in: 1 });
    const bearer = { ...headers, authorization: `Bearer ${short.json<{ access_token: string }>().access_token}` };
    expect((await lookup('KM12AKK', bearer)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await lookup('KM12AKK', bearer)).json()).toMatchObject({ errorCode: 'MOTH-FB-02' });
    expect((await app.inject({ method: 'GET', url: '/__control/calls' })).json()).toMatchObject({
      registrations: { KM12AKK: 1 },
    });
  });

  it('builds its data set for the day the clock control names, until it is put back', async () => {
    const passes = async () =>
      (await lookup('AB12CDE', headers))
        .json<{ motTests: { testResult: string; expiryDate?: string }[] }>()
        .motTests.filter((test) => test.testResult === 'PASSED');
    const now = await passes();
    const expiry = now[0]!.expiryDate!;
    // Ten days before that MOT runs out the vehicle has been retested (14 days before the anniversary).
    const moved = await app.inject({ method: 'POST', url: '/__control/clock', payload: { to: addDays(expiry, -10) } });
    expect(moved.json()).toEqual({ today: addDays(expiry, -10) });
    const later = await passes();
    expect(later).toHaveLength(now.length + 1);
    expect(later[0]!.expiryDate! > expiry).toBe(true);
    await app.inject({ method: 'POST', url: '/__control/clock', payload: { to: null } });
    expect(await passes()).toHaveLength(now.length);
  });

  it('answers by VIN as by registration, and an invalid or unknown VIN as the DVSA does', async () => {
    const byVin = (vin: string, given = headers) =>
      app.inject({ method: 'GET', url: `/v1/trade/vehicles/vin/${vin}`, headers: given });
    const found = await byVin(vinOf(motScenarios.clean));
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual((await lookup(motScenarios.clean, headers)).json());
    expect((await byVin('SAJ00000000000000')).json()).toMatchObject({ errorCode: 'MOTH-NF-01' });
    expect((await byVin('NOT-A-VIN')).json()).toMatchObject({ errorCode: 'MOTH-IV-04' });
    expect((await byVin(vinOf(motScenarios.clean), { 'x-api-key': MOT_HISTORY_DEMO.apiKey })).statusCode).toBe(401);
  });

  it('lists no bulk or delta files', async () => {
    const response = await app.inject({ method: 'GET', url: '/v1/trade/vehicles/bulk-download', headers });
    expect(response.json()).toEqual({ bulk: [], delta: [] });
  });

  it('checks the key and token before anything else, even on paths it does not know', async () => {
    for (const url of [
      '/v1/trade/vehicles/mot-tests',
      '/v1/no/such/path',
      '/v1/trade/vehicles/registration/NOT-A-REG',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: { 'x-api-key': 'wrong' } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ errorCode: 'MOTH-FB-03' });
    }
    const unknown = await app.inject({ method: 'GET', url: '/v1/no/such/path', headers });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errorCode: 'MOTH-NF-02' });
  });

  it('answers the retired path with MOTH-BR-01', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/v1/trade/vehicles/mot-tests?registration=AB12CDE',
      headers,
    });
    expect(response.json()).toMatchObject({ errorCode: 'MOTH-BR-01' });
  });

  it('keeps to its rate limit: a burst beyond 10 answers 429 with Retry-After', async () => {
    await app.inject({ method: 'POST', url: '/__control/reset' });
    const fresh = { ...headers, authorization: `Bearer ${await token()}` };
    const answers = await Promise.all(Array.from({ length: 14 }, () => lookup('AB12CDE', fresh)));
    const limited = answers.filter((answer) => answer.statusCode === 429);
    expect(limited.length).toBeGreaterThanOrEqual(3);
    expect(limited[0]?.headers['retry-after']).toBe('1');
    expect(limited[0]?.json()).toMatchObject({ errorCode: 'MOTH-RL-02' });
  });
});
