import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { motScenarios } from '@kestrel/emulators/mot-history/histories';
import { findEmulatedVehicle } from '@kestrel/emulators/ukvd/vehicles';
import type { VehicleHistoryAnswer } from '@kestrel/domain/schemas/vehicle-history';
import { ukLongDate } from '@kestrel/domain/uk/long-date';
import { vehicleHistoryChecks } from '../src/db/schema';
import { call } from './accounts-helpers';
import { createTestApp, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const typical = (registration: string) => findEmulatedVehicle(registration)?.typicalMileage ?? 50_000;

const history = async (registration: string, mileage?: number) => {
  const query = new URLSearchParams({
    reg: registration,
    ...(mileage === undefined ? {} : { mileage: String(mileage) }),
  });
  const res = await call(ctx, { url: `/api/vehicle/history?${query.toString()}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<VehicleHistoryAnswer>();
};

const check = (registration: string, mileage?: number) =>
  call(ctx, {
    method: 'POST',
    url: '/api/warranty/check',
    payload: { reg_num: registration, ...(mileage === undefined ? {} : { mileage }) },
  });

/** What the DVSA emulator was asked (its test control), per registration. */
async function providerCalls(registration: string): Promise<number> {
  const res = await fetch(`${ctx.emulatorBaseUrl}/mot-history/__control/calls`);
  const body = (await res.json()) as { registrations: Record<string, number> };
  return body.registrations[registration] ?? 0;
}

describe('the MOT history check on every emulator case, through the DVSA adapter over HTTP (DESIGN §8.3)', () => {
  it.each([
    ['a clean history', motScenarios.clean, 200, 'found', []],
    ['a vehicle too new for an MOT', motScenarios.tooNew, 200, 'found', []],
    ['a clocked vehicle: sold, flagged', motScenarios.clocked, 200, 'found', ['readings-go-down']],
    ['an expired MOT: refused', motScenarios.expired, 409, 'found', []],
    ['a dangerous fail not passed since: refused', motScenarios.dangerousFail, 409, 'found', []],
    ['a long list of advisories', motScenarios.advisories, 200, 'found', []],
    ['readings in kilometres', motScenarios.kilometres, 200, 'found', []],
    ['an unreadable odometer: sold, flagged', motScenarios.unreadable, 200, 'found', ['odometer-not-read']],
    ['no record: sold, flagged', motScenarios.notFound, 200, 'not-found', ['no-record']],
    ['the DVSA rate-limits us: sold, not checked', motScenarios.rateLimited, 200, 'unavailable', ['not-checked']],
    ['the DVSA is down: sold, not checked', motScenarios.serviceDown, 200, 'unavailable', ['not-checked']],
  ])('%s (%s at its typical mileage)', async (_case, registration, status, outcome, flags) => {
    const res = await check(registration, typical(registration));
    expect(res.statusCode, res.body).toBe(status);
    const answer = await history(registration, typical(registration));
    expect(answer.check).toBe(outcome);
    expect(answer.verdict.flags).toEqual(flags);
    expect(answer.verdict.decision).toBe(status === 200 ? 'sold' : 'refused');
    if (status === 409) {
      expect(res.json().error).toMatchObject({
        code: 'HISTORY_REFUSED',
        message: answer.verdict.refusals[0]?.message,
        fields: { reg_num: answer.verdict.refusals[0]?.message },
      });
    }
  });

  it("refuses a mileage below the latest reading with the DVSA's date and figure, under the mileage", async () => {
    const { verdict } = await history(motScenarios.clean);
    const reading = verdict.reading;
    expect(reading).not.toBeNull();
    const res = await check(motScenarios.clean, 1_000);
    expect(res.statusCode).toBe(409);
    const { error } = res.json();
    expect(error.code).toBe('HISTORY_REFUSED');
    expect(error.message).toContain(
      `${reading!.miles.toLocaleString('en-GB')} miles at the test on ${ukLongDate(reading!.date)}`,
    );
    expect(error.fields).toEqual({ mileage: error.message });
    // The reading itself, or more, is fine; without a mileage only the MOT is checked.
    expect((await check(motScenarios.clean, reading!.miles)).statusCode).toBe(200);
    expect((await check(motScenarios.clean)).statusCode).toBe(200);
  });

  it('reads kilometres as miles, rounded down, before comparing', async () => {
    const answer = await history(motScenarios.kilometres);
    const latest = answer.history?.tests.at(-1);
    expect(latest?.odometer).toMatchObject({ result: 'read', recorded: { unit: 'km' } });
    const miles = answer.verdict.reading!.miles;
    expect((await check(motScenarios.kilometres, miles)).statusCode).toBe(200);
    expect((await check(motScenarios.kilometres, miles - 1)).statusCode).toBe(409);
  });

  it('answers the whole record: advisories and defects with every test', async () => {
    const answer = await history(motScenarios.advisories);
    expect(answer.history?.tests.at(-1)?.defects.filter((d) => d.kind === 'advisory')).toHaveLength(12);
    const dangerous = await history(motScenarios.dangerousFail);
    expect(dangerous.history?.tests.at(-1)?.defects.filter((d) => d.dangerous)).toHaveLength(2);
    expect(dangerous.points.length).toBeGreaterThan(1);
  });

  it('refuses on the landing pages’ instant price as the purchase flow does', async () => {
    const expired = await call(ctx, { url: `/api/quote/instant?reg=${motScenarios.expired}&mileage=200000` });
    expect(expired.statusCode).toBe(409);
    expect(expired.json().error).toMatchObject({ code: 'HISTORY_REFUSED', fields: { reg: expect.any(String) } });
    const low = await call(ctx, { url: `/api/quote/instant?reg=${motScenarios.clean}&mileage=1000` });
    expect(low.statusCode).toBe(409);
    expect(low.json().error.fields).toEqual({ mileage: expect.stringContaining('at the test on') });
    const fine = await call(ctx, { url: `/api/quote/instant?reg=${motScenarios.clean}&mileage=84000` });
    expect(fine.statusCode).toBe(200);
  });

  it('validates the mileage: a 400 with the field, never a 5xx', async () => {
    const bad = await call(ctx, {
      method: 'POST',
      url: '/api/warranty/check',
      payload: { reg_num: 'AB12CDE', mileage: 'lots' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(['mileage']);
    const badQuery = await call(ctx, { url: '/api/vehicle/history?reg=AB12CDE&mileage=-4' });
    expect(badQuery.statusCode).toBe(400);
  });
});

describe('the day-long cache and the quota', () => {
  it('makes one call to the DVSA for 20 concurrent checks of one registration, and none the next time', async () => {
    const registration = 'KP17RFE';
    const before = await providerCalls(registration);
    const answers = await Promise.all(Array.from({ length: 20 }, () => check(registration, typical(registration))));
    expect(answers.map((res) => res.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    expect((await providerCalls(registration)) - before).toBe(1);
    await check(registration, typical(registration));
    expect((await providerCalls(registration)) - before).toBe(1);
    const rows = await ctx.database.db
      .select()
      .from(vehicleHistoryChecks)
      .where(eq(vehicleHistoryChecks.registration, registration));
    expect(rows).toHaveLength(1);
  });

  it('asks again once the kept answer is a day old; keeps "no record" but never a fault', async () => {
    const registration = 'HG18LOP';
    await check(registration);
    const before = await providerCalls(registration);
    await ctx.database.db
      .update(vehicleHistoryChecks)
      .set({ checkedAt: sql`now() - interval '25 hours'` })
      .where(eq(vehicleHistoryChecks.registration, registration));
    await check(registration);
    expect((await providerCalls(registration)) - before).toBe(1);

    await check(motScenarios.notFound);
    const notFound = await providerCalls(motScenarios.notFound);
    await check(motScenarios.notFound);
    expect(await providerCalls(motScenarios.notFound)).toBe(notFound);

    const down = await providerCalls(motScenarios.serviceDown);
    await check(motScenarios.serviceDown);
    expect((await providerCalls(motScenarios.serviceDown)) - down).toBe(1);
  });
});
