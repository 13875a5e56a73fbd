import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRates } from '@kestrel/domain/pricing/rates';
import { priceWarranty } from '@kestrel/domain/pricing/price';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { planAnswerSchema, type PlanAnswer } from '@kestrel/domain/schemas/purchase';
import { call } from './accounts-helpers';
import { createTestApp, type TestContext } from './helpers';
import { fordFocus } from '@kestrel/domain/catalogue/test-vehicles.fixture';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const yearsAgo = (years: number) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years, date.getUTCMonth(), 1);
  return date.toISOString().slice(0, 10);
};

const planQuery = (params: Record<string, string | number>) =>
  call(ctx, {
    method: 'GET',
    url: `/api/level/plan/?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString()}`,
  });

const hatchback = { engineSize: 1995, bhp: 148, driveType: '2WD', mileage: 60_000, dateFirstReg: yearsAgo(5) };

describe('GET /api/level/plan/ (spec §7)', () => {
  it.each([
    ['a plate newer than the first registration', 'ER19NFD', '2004-03-15', 400],
    ['a plate issued when the vehicle was first registered', 'ER19NFD', '2019-03-01', 200],
  ])('prices a hand-typed vehicle only if its plate fits its age: %s', async (_label, reg, dateFirstReg, status) => {
    const res = await planQuery({ ...hatchback, reg, dateFirstReg });
    expect(res.statusCode).toBe(status);
    if (status === 400) {
      expect(res.json().error.fields).toEqual({
        dateFirstReg:
          'The registration ER19NFD was first issued in March 2019, so the vehicle cannot have been first registered before then. Please check the date on the V5C logbook.',
      });
    }
  });

  it('offers every level to a 5-year-old 60,000-mile car, each plan priced, "Starting from" the lowest', async () => {
    const res = await planQuery(hatchback);
    expect(res.statusCode).toBe(200);
    const answer = res.json<PlanAnswer>();
    expect(answer.levelsAndPlans.map((l) => l.level)).toEqual(['safe', 'secure', 'supreme']);
    expect(answer.ineligible).toEqual([]);
    for (const level of answer.levelsAndPlans) {
      expect(level.plansByClaim).toHaveLength(3);
      const prices = level.plansByClaim.flatMap((group) => group.plans.map((plan) => plan.price));
      expect(prices).toHaveLength(15);
      expect(level.startingFrom).toBe(Math.min(...prices));
      for (const price of prices) expect(price % 100).toBe(0);
    }
  });

  it('answers an address asked again with the same status, headers and bytes (kept per address)', async () => {
    const first = await planQuery({ ...hatchback, mileage: 61_234 });
    const again = await planQuery({ ...hatchback, mileage: 61_234 });
    const { 'x-request-id': _first, date: _firstDate, ...firstHeaders } = first.headers;
    const { 'x-request-id': _again, date: _againDate, ...againHeaders } = again.headers;
    expect(again.statusCode).toBe(200);
    expect(againHeaders).toEqual(firstHeaders);
    expect(again.body).toBe(first.body);
    // A refusal is never kept: asked again, it is validated again.
    const refused = await planQuery({ ...hatchback, mileage: -1 });
    expect((await planQuery({ ...hatchback, mileage: -1 })).body).toBe(refused.body);
    expect(refused.statusCode).toBe(400);
  });

  it('answers exactly the published schema, for an eligible and an ineligible vehicle (it is not re-parsed on the way out)', async () => {
    for (const vehicle of [hatchback, { ...hatchback, mileage: 140_000, dateFirstReg: yearsAgo(14) }]) {
      const body: unknown = (await planQuery(vehicle)).json();
      expect(planAnswerSchema.strict().parse(body)).toEqual(body);
    }
  });

  it('prices each plan with the domain rule and the current rates', async () => {
    const answer = (await planQuery(hatchback)).json<PlanAnswer>();
    const secure = answer.levelsAndPlans.find((l) => l.level === 'secure');
    const plan = secure?.plansByClaim.find((g) => g.claim === 2000)?.plans.find((p) => p.month === 12);
    expect(plan?._id).toBe('secure-2000-12');
    const expected = priceWarranty(
      { level: 'secure', claimLimit: 200_000, months: 12 },
      {
        ...hatchback,
        driveType: '2WD',
        fuelType: 'petrol',
        vehicleType: 'car',
        registeredDate: hatchback.dateFirstReg,
      },
      defaultRates,
      londonToday(),
    );
    expect(plan?.price).toBe(expected);
    expect(expected).toBeGreaterThanOrEqual(25_000);
    expect(expected).toBeLessThanOrEqual(60_000);
  });

  it('offers a 12-year-old car with 120,000 miles Safe only, and says why the others are not offered', async () => {
    const res = await planQuery({ ...hatchback, mileage: 120_000, dateFirstReg: yearsAgo(12) });
    const answer = res.json<PlanAnswer>();
    expect(answer.levelsAndPlans.map((l) => l.level)).toEqual(['safe']);
    expect(answer.ineligible).toEqual([
      expect.objectContaining({ level: 'secure', reason: expect.stringMatching(/up to 10 years old.*100,000 miles/) }),
      expect.objectContaining({ level: 'supreme', reason: expect.stringMatching(/up to 7 years old/) }),
    ]);
  });

  it('prices a looked-up registration from our record, whatever figures the browser sends', async () => {
    // AB12CDE is a 1.6 Focus with 123 bhp; the query claims a tiny, weak engine.
    const { engineSize, bhp, driveType } = fordFocus;
    const focusQuery = { driveType, mileage: 84_000, reg: 'AB12CDE' };
    const honest = (await planQuery({ ...focusQuery, engineSize, bhp, dateFirstReg: '2012-03-15' })).json<PlanAnswer>();
    const tampered = (
      await planQuery({ ...focusQuery, engineSize: 900, bhp: 40, dateFirstReg: '2020-01-01' })
    ).json<PlanAnswer>();
    expect(tampered.levelsAndPlans).toEqual(honest.levelsAndPlans);
    expect(tampered.levelsAndPlans.map((l) => l.level)).toEqual(['safe']);
  });

  it.each([
    ['no query at all', {}, ['engineSize', 'bhp', 'driveType', 'mileage', 'dateFirstReg']],
    ['a mileage with decimals', { ...hatchback, mileage: '1200.5' }, ['mileage']],
    ['a negative engine size', { ...hatchback, engineSize: -1 }, ['engineSize']],
    ['an unknown drive type', { ...hatchback, driveType: 'AWD' }, ['driveType']],
    ['a date that is not one', { ...hatchback, dateFirstReg: '2019-02-30' }, ['dateFirstReg']],
    ['a malformed registration', { ...hatchback, reg: 'NOT A REG' }, ['reg']],
    ['an unknown parameter', { ...hatchback, price: 1 }, []],
  ])('answers 400 with field messages for %s', async (_label, query, fields) => {
    const res = await planQuery(query);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: { code: string; message: string; fields?: Record<string, string> } }>();
    expect(body.error.message).toBeTruthy();
    for (const field of fields) expect(body.error.fields?.[field], field).toBeTruthy();
  });
});

describe('GET /api/quote/instant (landing pages)', () => {
  it('gives from-prices for each level a registration may buy, without sign-in', async () => {
    const res = await call(ctx, { method: 'GET', url: '/api/quote/instant?reg=rx15%20tye&mileage=104800' });
    expect(res.statusCode).toBe(200);
    const answer = res.json<{
      vehicle: { registration: string; make: string };
      levels: { level: string; eligible: boolean; startingFrom: number | null; reason?: string }[];
    }>();
    expect(answer.vehicle).toMatchObject({ registration: 'RX15TYE', make: 'SKODA' });
    expect(answer.levels.map((l) => [l.level, l.eligible])).toEqual([
      ['safe', true],
      ['secure', false],
      ['supreme', false],
    ]);
    expect(answer.levels[0]?.startingFrom).toBeGreaterThan(0);
    expect(answer.levels[1]?.reason).toMatch(/Secure is not available/);
  });

  it('answers 404 with a message for a registration the lookup cannot find, and 400 for a malformed one', async () => {
    const missing = await call(ctx, { method: 'GET', url: '/api/quote/instant?reg=ER19NFD&mileage=1000' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toMatch(/couldn't find/);
    const malformed = await call(ctx, { method: 'GET', url: '/api/quote/instant?reg=12&mileage=lots' });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().error.fields)).toEqual(expect.arrayContaining(['reg', 'mileage']));
  });
});

describe('POST /api/warranty/check (spec §7)', () => {
  it('answers 200 for a valid UK registration with no live warranty, normalised', async () => {
    const res = await call(ctx, { method: 'POST', url: '/api/warranty/check', payload: { reg_num: 'ab12 cde' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ reg_num: 'AB12CDE' });
  });

  it.each([
    ['a malformed registration', { reg_num: 'QQQQQQQQ' }],
    ['an empty one', { reg_num: '' }],
    ['none', {}],
  ])('answers 400 with the registration field message for %s', async (_label, payload) => {
    const res = await call(ctx, { method: 'POST', url: '/api/warranty/check', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.reg_num).toBeTruthy();
  });
});
