import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  addYears,
  calendarParts,
  daysBetween,
  isCalendarDate,
  isWeekend,
  partsOf,
  weekday,
} from './calendar-date';

describe('calendar dates', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-02-31', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['26-01-01', false],
    ['2026-01-01T00:00:00Z', false],
    ['', false],
  ])('%s is a calendar date: %s', (date, real) => {
    expect(isCalendarDate(date)).toBe(real);
    expect(calendarParts(date) !== null).toBe(real);
  });

  it('refuses to work on a date that is not real', () => {
    expect(() => partsOf('2026-02-30')).toThrow(RangeError);
    expect(() => addDays('yesterday', 1)).toThrow(RangeError);
  });

  it.each([
    ['2026-11-28', 1, '2026-11-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2026-03-29', 1, '2026-03-30'], // the clocks go forward in the UK that night
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-01-01', 365, '2027-01-01'],
    ['2026-06-15', 0, '2026-06-15'],
  ])('%s plus %i days is %s', (date, days, expected) => expect(addDays(date, days)).toBe(expected));

  it.each([
    ['2027-01-31', 1, '2027-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2027-01-15', 12, '2028-01-15'],
    ['2027-11-30', 3, '2028-02-29'],
    ['2027-03-31', -1, '2027-02-28'],
    ['2027-01-10', -13, '2025-12-10'],
  ])('%s plus %i months is %s', (date, months, expected) => expect(addMonths(date, months)).toBe(expected));

  it.each([
    ['2028-02-29', 1, '2029-02-28'],
    ['2028-02-29', 4, '2032-02-29'],
    ['2023-05-01', 3, '2026-05-01'],
  ])('%s plus %i years is %s', (date, years, expected) => expect(addYears(date, years)).toBe(expected));

  it.each([
    ['2026-11-28', 6, true], // a Saturday
    ['2026-11-29', 0, true],
    ['2026-11-30', 1, false],
  ])('%s is weekday %i (weekend: %s)', (date, day, weekend) => {
    expect(weekday(date)).toBe(day);
    expect(isWeekend(date)).toBe(weekend);
  });

  const dates = fc
    .date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));

  it('adding days and counting them back agree, whatever the dates', () => {
    fc.assert(
      fc.property(dates, fc.integer({ min: -5000, max: 5000 }), (date, days) => {
        const later = addDays(date, days);
        expect(isCalendarDate(later)).toBe(true);
        expect(daysBetween(date, later)).toBe(days);
        expect(addDays(later, -days)).toBe(date);
      }),
    );
  });

  it('a month later is never more than 31 days nor fewer than 28 days later', () => {
    fc.assert(
      fc.property(dates, (date) => {
        const gap = daysBetween(date, addMonths(date, 1));
        expect(gap).toBeGreaterThanOrEqual(28);
        expect(gap).toBeLessThanOrEqual(31);
      }),
    );
  });
});
