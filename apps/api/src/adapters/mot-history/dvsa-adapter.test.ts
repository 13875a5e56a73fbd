import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEmulatorServer } from '@kestrel/emulators/server';
import { motScenarios } from '@kestrel/emulators/mot-history/histories';
import { MOT_HISTORY_DEMO } from '@kestrel/emulators/mot-history/plugin';
import { emulatedVehicles } from '@kestrel/emulators/ukvd/vehicles';
import { motVerdict } from '@kestrel/domain/vehicle-history/mot-verdict';
import { createDvsaAdapter, type DvsaAdapterOptions } from './dvsa-adapter';
import { toHistoryCheck } from './mot-history-provider';

let emulator: Awaited<ReturnType<typeof startEmulatorServer>>;
let base: string;

beforeAll(async () => {
  emulator = await startEmulatorServer();
  base = `${emulator.baseUrl}/mot-history`;
});
afterAll(() => emulator.close());
beforeEach(() => control('reset'));

async function control(path: string, body?: unknown) {
  const response = await fetch(`${base}/__control/${path}`, {
    method: body === undefined && path === 'calls' ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json() as Promise<{ tokensIssued: number; registrations: Record<string, number> }>;
}
const calls = () => control('calls');

const adapter = (overrides: Partial<DvsaAdapterOptions> = {}) =>
  createDvsaAdapter({
    apiBase: base,
    apiKey: MOT_HISTORY_DEMO.apiKey,
    tokenUrl: `${base}/${MOT_HISTORY_DEMO.tenantId}/oauth2/v2.0/token`,
    clientId: MOT_HISTORY_DEMO.clientId,
    clientSecret: MOT_HISTORY_DEMO.clientSecret,
    timeoutMs: 2000,
    ...overrides,
  });

const today = () => new Date().toISOString().slice(0, 10);
const vehicle = (vrm: string) => emulatedVehicles.find((v) => v.vrm === vrm)!;

describe('the DVSA adapter over HTTP: every data-set case gives the expected verdict', () => {
  let shared: ReturnType<typeof adapter>;
  beforeAll(() => {
    shared = adapter();
  });
  const special = new Set<string>(Object.values(motScenarios));

  it.each([
    ['clean', motScenarios.clean, 'found', 'sold', [], []],
    ['too new', motScenarios.tooNew, 'found', 'sold', [], []],
    ['clocked', motScenarios.clocked, 'found', 'sold', [], ['readings-go-down']],
    ['expired', motScenarios.expired, 'found', 'refused', ['mot-expired'], []],
    ['dangerous fail', motScenarios.dangerousFail, 'found', 'refused', ['dangerous-fail'], []],
    ['advisories', motScenarios.advisories, 'found', 'sold', [], []],
    ['kilometres', motScenarios.kilometres, 'found', 'sold', [], []],
    ['unreadable', motScenarios.unreadable, 'found', 'sold', [], ['odometer-not-read']],
    ['not found', motScenarios.notFound, 'not-found', 'sold', [], ['no-record']],
    ['rate limited', motScenarios.rateLimited, 'rate-limited', 'sold', [], ['not-checked']],
    ['service down', motScenarios.serviceDown, 'unavailable', 'sold', [], ['not-checked']],
  ])('%s (%s)', async (_name, vrm, outcome, decision, refusals, flags) => {
    const lookup = await shared.lookup(vrm);
    expect(lookup.outcome).toBe(outcome);
    const { typicalMileage, firstRegistered } = vehicle(vrm);
    const verdict = motVerdict({
      check: toHistoryCheck(lookup),
      declaredMileage: typicalMileage,
      firstRegistered,
      today: today(),
    });
    expect([verdict.decision, verdict.refusals.map((r) => r.code), verdict.flags]).toEqual([decision, refusals, flags]);
  });

  it('converts kilometres to miles', async () => {
    const lookup = await shared.lookup(motScenarios.kilometres);
    const verdict = motVerdict({
      check: toHistoryCheck(lookup),
      declaredMileage: 0,
      firstRegistered: null,
      today: today(),
    });
    const miles = verdict.reading?.miles ?? 0;
    expect(miles).toBeGreaterThan(0.9 * 0.95 * vehicle(motScenarios.kilometres).typicalMileage);
    expect(miles).toBeLessThan(vehicle(motScenarios.kilometres).typicalMileage);
  });

  it('refuses a mileage below the record with the DVSA date and figure', async () => {
    const lookup = await shared.lookup(motScenarios.clean);
    const verdict = motVerdict({
      check: toHistoryCheck(lookup),
      declaredMileage: 1000,
      firstRegistered: '2012-03-15',
      today: today(),
    });
    expect(verdict.refusals[0]?.message).toMatch(
      /^You entered 1,000 miles, but the DVSA's MOT record shows [\d,]+ miles at the test on \d{1,2} \w+ 20\d\d\./,
    );
  });

  it('sells every ordinary vehicle at its typical mileage, unflagged', async () => {
    for (const { vrm, typicalMileage, firstRegistered } of emulatedVehicles.filter((v) => !special.has(v.vrm))) {
      const check = toHistoryCheck(await shared.lookup(vrm));
      const verdict = motVerdict({ check, declaredMileage: typicalMileage, firstRegistered, today: today() });
      expect([vrm, verdict.decision, verdict.flags]).toEqual([vrm, 'sold', []]);
    }
  });
});

describe('the DVSA adapter keeps the service calm', () => {
  it('makes one provider call for 20 concurrent lookups of one registration', async () => {
    const one = adapter();
    const twenty = await Promise.all(Array.from({ length: 20 }, () => one.lookup('km12 akk')));
    expect(new Set(twenty.map((answer) => answer.outcome))).toEqual(new Set(['found']));
    expect((await calls()).registrations).toEqual({ KM12AKK: 1 });
  });

  it('fetches one token however many lookups wait on it', async () => {
    const one = adapter();
    await Promise.all(emulatedVehicles.slice(0, 8).map((v) => one.lookup(v.vrm)));
    expect((await calls()).tokensIssued).toBe(1);
  });

  it('stays within the rate limit when many customers ask at once', async () => {
    const one = adapter();
    const vrms = emulatedVehicles
      .map((v) => v.vrm)
      .filter((vrm) => vrm !== motScenarios.rateLimited)
      .slice(0, 30);
    const answers = await Promise.all(vrms.map((vrm) => one.lookup(vrm)));
    expect(answers.filter((a) => a.outcome === 'rate-limited' || a.outcome === 'unavailable')).toEqual(
      vrms.includes(motScenarios.serviceDown) ? [expect.objectContaining({ outcome: 'unavailable' })] : [],
    );
    expect(Object.values((await calls()).registrations).every((count) => count === 1)).toBe(true);
  });

  it('renews a token that has run out, before using it', async () => {
    await control('token-lifetime', { seconds: 1 });
    const one = adapter();
    expect((await one.lookup('AB12CDE')).outcome).toBe('found');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await one.lookup('AB12CDE')).outcome).toBe('found');
    expect(await calls()).toMatchObject({ tokensIssued: 2, registrations: { AB12CDE: 2 } });
  });

  it('drops a token the service refuses, fetches a new one and retries once', async () => {
    const one = adapter();
    expect((await one.lookup('AB12CDE')).outcome).toBe('found');
    await control('reset'); // forgets every token it issued
    expect((await one.lookup('AB12CDE')).outcome).toBe('found');
    expect(await calls()).toMatchObject({ tokensIssued: 1, registrations: { AB12CDE: 1 } });
  });
});

describe('the DVSA adapter never throws', () => {
  it('answers a 429 as rate limited after one retry that honours Retry-After', async () => {
    const started = Date.now();
    await expect(adapter().lookup(motScenarios.rateLimited)).resolves.toEqual({
      outcome: 'rate-limited',
      retryAfterSeconds: 1,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect((await calls()).registrations[motScenarios.rateLimited]).toBe(2);
  });

  it('answers a 500 as unavailable and reports it', async () => {
    const onProblem = vi.fn();
    await expect(adapter({ onProblem }).lookup(motScenarios.serviceDown)).resolves.toMatchObject({
      outcome: 'unavailable',
    });
    expect(onProblem).toHaveBeenCalledWith(expect.objectContaining({ status: 500, errorCode: 'MOTH-UN-01' }));
  });

  it.each([
    ['a wrong client secret', { clientSecret: 'wrong' }],
    ['a wrong API key', { apiKey: 'wrong' }],
    ['nothing listening', { apiBase: 'http://127.0.0.1:9', tokenUrl: 'http://127.0.0.1:9/token', timeoutMs: 400 }],
  ])('answers %s as unavailable and reports it', async (_name, overrides) => {
    const onProblem = vi.fn();
    await expect(adapter({ ...overrides, onProblem }).lookup('AB12CDE')).resolves.toMatchObject({
      outcome: 'unavailable',
    });
    expect(onProblem).toHaveBeenCalled();
  });

  it('answers an invalid registration as such', async () => {
    await expect(adapter().lookup('NOT-A-REG')).resolves.toEqual({ outcome: 'invalid-registration' });
  });
});
