import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { vehicleLookups } from '../src/db/schema';
import { createTestApp, type TestContext } from './helpers';
import { fordFocus } from '@kestrel/domain/catalogue/test-vehicles.fixture';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const lookup = (reg: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/vehicle/lookup?reg=${encodeURIComponent(reg)}` });

describe('GET /api/vehicle/lookup', () => {
  it('answers our normalised vehicle for a registration in the data set', async () => {
    const res = await lookup('AB12CDE');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      vehicle: {
        registration: 'AB12CDE',
        ...fordFocus,
        registeredDate: '2012-03-15',
        vehicleType: 'car',
      },
    });
  });

  it('normalises a registration typed in lower case with a space', async () => {
    const res = await lookup(' yd68 van ');
    expect(res.statusCode).toBe(200);
    expect(res.json().vehicle).toMatchObject({
      registration: 'YD68VAN',
      driveType: '4x4',
      vehicleType: 'van',
      fuelType: 'diesel',
    });
  });

  it('asks the provider once and answers a repeat from our own record', async () => {
    await lookup('KM12AKK');
    await lookup('KM12AKK');
    const rows = await ctx.database.db.select().from(vehicleLookups).where(eq(vehicleLookups.registration, 'KM12AKK'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: 'ukvd', outcome: 'found' });
  });

  it.each([
    ['ER19NFD', 'not found'],
    ['ER19DPL', 'restricted'],
    ['AB25XYZ', 'valid but unknown'],
  ])('answers 404 with a clear message for %s (%s)', async (reg) => {
    const res = await lookup(reg);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({ code: 'NOT_FOUND' });
    expect(res.json().error.message).toContain(`couldn't find a vehicle with the registration ${reg}`);
  });

  it.each(['', 'NOT A REG', 'AB00CDE', '12345678901'])('answers 400 naming the field for %j', async (reg) => {
    const res = await lookup(reg);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.fields.reg).toMatch(/registration/);
  });

  it('answers 400 for a missing or unexpected query parameter', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/vehicle/lookup' })).statusCode).toBe(400);
    const extra = await ctx.app.inject({ method: 'GET', url: '/api/vehicle/lookup?reg=AB12CDE&price=1' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.code).toBe('VALIDATION_FAILED');
  });

  it.each([
    ['ER19ERR', 'a provider fault'],
    ['ER19MNT', 'a provider outage'],
    ['ER19SLO', 'a provider slower than our timeout'],
  ])('answers 503 with a clear message for %s (%s)', async (reg) => {
    const res = await lookup(reg);
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toMatchObject({ code: 'PROVIDER_UNAVAILABLE' });
    expect(res.json().error.message).toContain('enter your vehicle details manually');
  });
});

describe('rate limit', () => {
  it('answers 429 with the error body after 30 lookups a minute from one client', async () => {
    const limited = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1) {
        statuses.push((await limited.app.inject({ method: 'GET', url: '/api/vehicle/lookup?reg=AB12CDE' })).statusCode);
      }
      expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
      const last = await limited.app.inject({ method: 'GET', url: '/api/vehicle/lookup?reg=AB12CDE' });
      expect(last.statusCode).toBe(429);
      expect(last.json().error.code).toBe('RATE_LIMITED');
      expect(last.json().error.message).toMatch(/Too many requests/);
    } finally {
      await limited.close();
    }
  });
});
