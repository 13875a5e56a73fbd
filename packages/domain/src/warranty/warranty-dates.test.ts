import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planDurations } from '../catalogue/levels';
import {
  COOLING_OFF_DAYS,
  RENEWAL_WINDOW_DAYS,
  coverState,
  daysLeft,
  daysLeftLabel,
  expiryDate,
  formatDashboardDate,
  renewalOpen,
  withinCoolingOff,
} from './warranty-dates';

const today = '2026-11-23';

describe('expiryDate', () => {
  it.each([
    ['2026-11-23', 12, '2027-11-22'],
    ['2027-03-15', 12, '2028-03-14'],
    ['2027-01-01', 1, '2027-01-31'],
    ['2027-01-01', 12, '2027-12-31'],
    ['2026-12-01', 3, '2027-02-28'],
    ['2027-01-28', 1, '2027-02-27'],
    ['2027-01-29', 1, '2027-02-28'],
    ['2027-01-30', 1, '2027-02-28'],
    ['2027-01-31', 1, '2027-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2027-08-31', 6, '2028-02-29'],
    ['2028-02-29', 12, '2029-02-28'],
    ['2028-02-29', 48, '2032-02-28'],
    ['2027-03-31', 6, '2027-09-30'],
    ['2026-10-31', 36, '2029-10-30'],
    ['2026-12-31', 24, '2028-12-30'],
  ])('cover from %s for %i months runs to %s', (start, months, expiry) => {
    expect(expiryDate(start, months)).toBe(expiry);
  });

  it.each([[0], [-1], [1.5], [Number.NaN]])('refuses %s months', (months) => {
    expect(() => expiryDate(today, months)).toThrow(RangeError);
  });

  it.each([['2027-02-29'], ['2026-13-01'], ['26-11-23'], ['2026-11-23T00:00:00Z']])('refuses %j', (start) => {
    expect(() => expiryDate(start, 12)).toThrow(RangeError);
  });
});

describe('daysLeft', () => {
  it.each([
    ['2026-11-24', 2],
    ['2026-11-23', 1],
    ['2026-11-22', 0],
    ['2020-01-01', 0],
    ['2026-12-23', 31],
    ['2027-11-22', 365],
    ['2028-11-22', 731],
  ])('cover ending %s has %i days left on 23 Nov 2026', (expiry, left) => {
    expect(daysLeft(expiry, today)).toBe(left);
  });
});

describe('coverState', () => {
  it.each([
    ['2026-11-24', '2027-11-23', 'upcoming'],
    ['2026-11-23', '2027-11-22', 'active'],
    ['2025-11-24', '2026-11-23', 'active'],
    ['2026-11-23', '2026-11-23', 'active'],
    ['2025-11-23', '2026-11-22', 'expired'],
  ] as const)('cover from %s to %s is %s on 23 Nov 2026', (start, expiry, state) => {
    expect(coverState(start, expiry, today)).toBe(state);
  });

  it('refuses cover that ends before it starts', () => {
    expect(() => coverState('2026-11-23', '2026-11-22', today)).toThrow(RangeError);
  });
});

describe('daysLeftLabel', () => {
  it.each([
    [0, '0 days'],
    [1, '1 day'],
    [2, '2 days'],
    [365, '365 days'],
    [1095, '1,095 days'],
  ])('%i → %s', (n, label) => {
    expect(daysLeftLabel(n)).toBe(label);
  });

  it.each([[-1], [1.5]])('refuses %s', (n) => {
    expect(() => daysLeftLabel(n)).toThrow(RangeError);
  });
});

describe('formatDashboardDate (dd/MM/yy, spec §9)', () => {
  it.each([
    ['2026-11-23', '23/11/26'],
    ['2027-01-05', '05/01/27'],
    ['2030-02-01', '01/02/30'],
    ['2000-12-31', '31/12/00'],
    ['2028-02-29', '29/02/28'],
  ])('%s → %s', (iso, shown) => {
    expect(formatDashboardDate(iso)).toBe(shown);
  });

  it('refuses a timestamp, whose UK date depends on the time zone', () => {
    expect(() => formatDashboardDate('2026-07-01T23:30:00.000Z')).toThrow(RangeError);
  });
});

describe('withinCoolingOff (14 days after the day of purchase)', () => {
  it.each([
    ['2026-11-23', true, 'the day of purchase'],
    ['2026-11-22', true, 'the day after'],
    ['2026-11-09', true, 'the 14th day after'],
    ['2026-11-08', false, 'the 15th day after'],
    ['2026-11-24', false, 'a purchase date after today'],
  ])('bought on %s: %s (%s)', (purchasedOn, allowed) => {
    expect(withinCoolingOff(purchasedOn, today)).toBe(allowed);
  });

  it('bought on the 1st, may cancel up to and including the 15th', () => {
    expect(COOLING_OFF_DAYS).toBe(14);
    expect(withinCoolingOff('2027-03-01', '2027-03-15')).toBe(true);
    expect(withinCoolingOff('2027-03-01', '2027-03-16')).toBe(false);
  });
});

describe('renewalOpen (60 days before expiry)', () => {
  it.each([
    ['2026-11-23', true, 'cover ends today'],
    ['2026-11-22', false, 'cover ended yesterday'],
    ['2027-01-22', true, 'cover ends in 60 days'],
    ['2027-01-23', false, 'cover ends in 61 days'],
    ['2027-11-22', false, 'cover ends in a year'],
  ])('expiry %s: %s (%s)', (expiry, open) => {
    expect(RENEWAL_WINDOW_DAYS).toBe(60);
    expect(renewalOpen(expiry, today)).toBe(open);
  });
});

// --- invariants --------------------------------------------------------------------------------

const dayMs = 86_400_000;
const isoAt = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);
/** Any calendar date from 2000 to 2099. */
const dateArb = fc.integer({ min: Date.UTC(2000, 0, 1) / dayMs, max: Date.UTC(2099, 11, 31) / dayMs }).map(isoAt);
const monthsArb = fc.oneof(fc.constantFrom(...planDurations), fc.integer({ min: 1, max: 120 }));
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / dayMs;

describe('warranty date invariants', () => {
  it('cover always ends after it starts, and lasts 28 to 31 days a month', () => {
    fc.assert(
      fc.property(dateArb, monthsArb, (start, months) => {
        const days = dayOf(expiryDate(start, months)) - dayOf(start) + 1;
        expect(days).toBeGreaterThan(1);
        expect(days).toBeGreaterThanOrEqual(28 * months);
        expect(days).toBeLessThanOrEqual(31 * months);
      }),
    );
  });

  it('more months never give an earlier expiry', () => {
    fc.assert(
      fc.property(dateArb, monthsArb, monthsArb, (start, a, b) => {
        const [shorter, longer] = a <= b ? [a, b] : [b, a];
        expect(expiryDate(start, longer) >= expiryDate(start, shorter)).toBe(true);
        if (longer > shorter) expect(expiryDate(start, longer) > expiryDate(start, shorter)).toBe(true);
      }),
    );
  });

  it('a later start never gives an earlier expiry', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: 1, max: 40 }), monthsArb, (start, later, months) => {
        const laterStart = isoAt(dayOf(start) + later);
        expect(expiryDate(laterStart, months) >= expiryDate(start, months)).toBe(true);
      }),
    );
  });

  it('days left is never negative, and the state agrees with it', () => {
    fc.assert(
      fc.property(dateArb, monthsArb, dateArb, (start, months, onDay) => {
        const expiry = expiryDate(start, months);
        const left = daysLeft(expiry, onDay);
        expect(left).toBeGreaterThanOrEqual(0);
        const state = coverState(start, expiry, onDay);
        if (state === 'expired') expect(left).toBe(0);
        if (state === 'active') expect(left).toBeGreaterThanOrEqual(1);
        if (state === 'upcoming') expect(left).toBeGreaterThan(1);
        if (left === 0) expect(state).toBe('expired');
      }),
    );
  });

  it('renewal opens only while cover is active or upcoming, never after expiry', () => {
    fc.assert(
      fc.property(dateArb, monthsArb, dateArb, (start, months, onDay) => {
        const expiry = expiryDate(start, months);
        if (renewalOpen(expiry, onDay)) {
          expect(coverState(start, expiry, onDay)).not.toBe('expired');
          expect(daysLeft(expiry, onDay)).toBeLessThanOrEqual(RENEWAL_WINDOW_DAYS + 1);
        }
      }),
    );
  });

  it('the dashboard date reads back as the same calendar date', () => {
    fc.assert(
      fc.property(dateArb, (iso) => {
        const [dd, mm, yy] = formatDashboardDate(iso).split('/');
        expect(`20${yy}-${mm}-${dd}`).toBe(iso);
      }),
    );
  });
});
