import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { londonToday, ukDateTime, ukOffsetMs, ukShortDate } from './london-date';
import { ukLongDate } from './long-date';

const intlLondonDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const intlLondonDateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});
const intlLongDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Instants from 1997 to 2099, and instants within two hours of a change of the UK's clocks. */
const instants = fc.oneof(
  fc.date({ min: new Date('1997-01-01T00:00:00Z'), max: new Date('2099-12-31T23:59:59Z'), noInvalidDate: true }),
  fc
    .tuple(fc.integer({ min: 1997, max: 2099 }), fc.constantFrom(2, 9), fc.integer({ min: -120, max: 120 }))
    .map(([year, month, minutes]) => {
      const lastDay = new Date(Date.UTC(year, month + 1, 0));
      const change = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
      return new Date(change + minutes * 60_000);
    }),
);

describe('londonToday', () => {
  it.each([
    ['2026-11-22T23:59:59Z', '2026-11-22'],
    ['2026-06-30T23:30:00Z', '2026-07-01'],
    ['2026-03-29T00:30:00Z', '2026-03-29'],
    ['2026-10-24T23:00:00Z', '2026-10-25'],
  ])('%s is %s in the UK', (instant, date) => {
    expect(londonToday(new Date(instant))).toBe(date);
  });

  it('agrees with Intl for every instant, around the changes of the clocks too', () => {
    fc.assert(
      fc.property(instants, (at) => {
        expect(londonToday(at)).toBe(intlLondonDate.format(at));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('ukOffsetMs', () => {
  it.each([
    ['2026-03-29T00:59:59Z', 0],
    ['2026-03-29T01:00:00Z', 3_600_000],
    ['2026-10-25T00:59:59Z', 3_600_000],
    ['2026-10-25T01:00:00Z', 0],
  ])('at %s the UK is %i ms ahead of UTC', (instant, offset) => {
    expect(ukOffsetMs(new Date(instant))).toBe(offset);
  });
});

describe('ukDateTime and ukShortDate', () => {
  it.each([
    ['2026-09-10T23:30:00Z', '11 Sept 2026, 00:30'],
    ['2026-03-29T01:00:00Z', '29 Mar 2026, 02:00'],
    ['2026-10-25T00:30:00Z', '25 Oct 2026, 01:30'],
    ['2026-01-05T00:00:00Z', '5 Jan 2026, 00:00'],
  ])('%s reads %s', (instant, text) => {
    expect(ukDateTime(instant)).toBe(text);
    expect(ukShortDate(instant)).toBe(text.split(',')[0]);
  });

  it('agrees with Intl for every instant', () => {
    fc.assert(
      fc.property(instants, (at) => {
        expect(ukDateTime(at)).toBe(intlLondonDateTime.format(at));
      }),
      {
        numRuns: 2000,
      },
    );
  });

  it('refuses what is not an instant', () => {
    expect(() => ukDateTime('not a date')).toThrow(RangeError);
  });
});

describe('ukLongDate', () => {
  it('agrees with Intl for every calendar date', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }), (at) => {
        const iso = at.toISOString().slice(0, 10);
        expect(ukLongDate(iso)).toBe(intlLongDate.format(new Date(`${iso}T00:00:00Z`)));
      }),
    );
  });

  it('refuses what is not an ISO calendar date', () => {
    expect(() => ukLongDate('23/11/2026')).toThrow(RangeError);
  });
});
