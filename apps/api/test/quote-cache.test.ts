import { describe, expect, it, vi } from 'vitest';
import { defaultRates } from '@kestrel/domain/pricing/rates';
import type { PricedVehicle } from '@kestrel/domain/pricing/price';
import { hatchback } from '@kestrel/domain/pricing/reference-hatchback.fixture';
import { buildQuote } from '../src/modules/quotes/build-quote';
import type * as BuildQuoteModule from '../src/modules/quotes/build-quote';
import { answeredAddresses, quoteCache } from '../src/modules/quotes/quote-cache';

// The real buildQuote, counted, to see when the cache builds and when it answers from memory.
vi.mock('../src/modules/quotes/build-quote', async (original) => {
  const actual = await original<typeof BuildQuoteModule>();
  return { ...actual, buildQuote: vi.fn(actual.buildQuote) };
});
const builds = () => vi.mocked(buildQuote).mock.calls.length;

const vehicle: PricedVehicle = hatchback;
const today = '2026-11-27';

describe('the quote kept per input', () => {
  it("answers buildQuote's JSON, the same bytes again for the same vehicle, rates version and day", () => {
    const cache = quoteCache();
    const first = cache.json(vehicle, defaultRates, today);
    expect(first).toBe(JSON.stringify(buildQuote(vehicle, defaultRates, today)));
    const built = builds();
    expect(cache.json({ ...vehicle }, defaultRates, today)).toBe(first);
    expect(builds()).toBe(built);
    expect(cache.size).toBe(1);
  });

  it('builds again for another vehicle fact, another day or another rates version', () => {
    const cache = quoteCache();
    cache.json(vehicle, defaultRates, today);
    const dearer = { ...defaultRates, version: defaultRates.version + 1, drive: { ...defaultRates.drive, '2WD': 2 } };
    const variants: [PricedVehicle, typeof defaultRates, string][] = [
      [{ ...vehicle, mileage: 60_001 }, defaultRates, today],
      [{ ...vehicle, registeredDate: '2021-09-02' }, defaultRates, today],
      [{ ...vehicle, fuelType: 'diesel' }, defaultRates, today],
      [vehicle, defaultRates, '2027-09-02'],
      [vehicle, dearer, today],
    ];
    for (const [v, rates, asOf] of variants) {
      expect(cache.json(v, rates, asOf)).toBe(JSON.stringify(buildQuote(v, rates, asOf)));
    }
    expect(cache.size).toBe(1 + variants.length);
    expect(cache.json(vehicle, dearer, today)).not.toBe(cache.json(vehicle, defaultRates, today));
  });

  it('keeps at most its limit, forgetting the least recently used first', () => {
    const cache = quoteCache(2);
    const at = (mileage: number) => cache.json({ ...vehicle, mileage }, defaultRates, today);
    at(1);
    at(2);
    at(1); // 1 is now the most recent
    const before = builds();
    at(3); // built; 2 goes
    expect(builds()).toBe(before + 1);
    at(1);
    at(3);
    expect(builds()).toBe(before + 1);
    at(2); // built again
    expect(builds()).toBe(before + 2);
    expect(cache.size).toBe(2);
  });
});

describe('the answer kept per address', () => {
  const url = '/api/level/plan/?engineSize=1995&bhp=148&driveType=2WD&mileage=60000&dateFirstReg=2021-09-01';

  it('answers an address again only under the rates version and UK day it was priced under', () => {
    const answered = answeredAddresses();
    expect(answered.has(url)).toBe(false);
    answered.remember(url, '{"a":1}', 1, today);
    expect(answered.has(url)).toBe(true);
    expect(answered.get(url, 1, today)).toBe('{"a":1}');
    expect(answered.get(url, 2, today)).toBeUndefined();
    expect(answered.get(url, 1, '2026-11-28')).toBeUndefined();
    expect(answered.get(`${url}&x`, 1, today)).toBeUndefined();
    answered.remember(url, '{"a":2}', 2, today);
    expect(answered.get(url, 2, today)).toBe('{"a":2}');
    expect(answered.get(url, 1, today)).toBeUndefined();
  });

  it('keeps at most its limit, least recently used first, and never a long address', () => {
    const answered = answeredAddresses(2);
    answered.remember('/a', 'A', 1, today);
    answered.remember('/b', 'B', 1, today);
    answered.get('/a', 1, today); // /a is now the most recent
    answered.remember('/c', 'C', 1, today); // /b goes
    expect([answered.has('/a'), answered.has('/b'), answered.has('/c')]).toEqual([true, false, true]);
    answered.remember(`/${'9'.repeat(300)}`, 'long', 1, today);
    expect(answered.size).toBe(2);
  });
});
