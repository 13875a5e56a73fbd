import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestDueOn } from './requests';

describe('a data request is due one calendar month after receipt (ICO)', () => {
  it.each([
    ['2026-09-03', '2026-10-03'],
    ['2026-01-31', '2026-02-28'],
    ['2028-01-31', '2028-02-29'],
    ['2026-12-15', '2027-01-15'],
    ['2026-03-31', '2026-04-30'],
  ])('%s → %s', (received, due) => {
    expect(requestDueOn(received)).toBe(due);
  });

  it('is always after receipt and never more than 31 days later', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-01'), noInvalidDate: true }), (at) => {
        const received = at.toISOString().slice(0, 10);
        const days = (Date.parse(requestDueOn(received)) - Date.parse(received)) / 86_400_000;
        expect(days).toBeGreaterThanOrEqual(28);
        expect(days).toBeLessThanOrEqual(31);
      }),
    );
  });

  it('refuses what is not a date', () => {
    expect(() => requestDueOn('3 Sept')).toThrow(RangeError);
  });
});
