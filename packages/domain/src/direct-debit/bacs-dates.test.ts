import { describe, expect, it } from 'vitest';
import {
  addBacsWorkingDays,
  earliestChargeDate,
  isBacsWorkingDay,
  monthlyChargeDates,
  nextBacsWorkingDay,
} from './bacs-dates';

describe('Bacs working days', () => {
  it.each([
    ['a Thursday', '2026-11-26', true],
    ['a Saturday', '2026-11-28', false],
    ['Christmas Day 2026', '2026-12-25', false],
    ['the Boxing Day substitute, Monday 28 Dec 2026', '2026-12-28', false],
    ['Good Friday 2027', '2027-03-26', false],
  ])('%s', (_case, day, expected) => expect(isBacsWorkingDay(day)).toBe(expected));

  it.each([
    ['a working day stays', '2026-11-26', '2026-11-26'],
    ['Saturday moves to Monday', '2026-11-28', '2026-11-30'],
    ['Christmas moves past Boxing Day substitute', '2026-12-25', '2026-12-29'],
  ])('next working day: %s', (_case, day, expected) => expect(nextBacsWorkingDay(day)).toBe(expected));

  it.each([
    ['Thursday + 3', '2026-11-26', 3, '2026-12-01'],
    ['over Christmas and the Boxing Day substitute', '2026-12-23', 3, '2026-12-30'],
  ])('%s', (_case, day, count, expected) => expect(addBacsWorkingDays(day, count)).toBe(expected));

  it('the first collection is three working days after the mandate', () => {
    expect(earliestChargeDate('2026-11-26')).toBe('2026-12-01');
  });
});

describe('monthlyChargeDates', () => {
  it('takes the same day each month, moved to the next working day', () => {
    expect(monthlyChargeDates('2026-12-01', 4)).toEqual(['2026-12-01', '2027-01-04', '2027-02-01', '2027-03-01']);
  });
  it('keeps to the month-end in short months (28 Feb 2027 a Sunday; 29 Mar 2027 Easter Monday)', () => {
    expect(monthlyChargeDates('2027-01-29', 3)).toEqual(['2027-01-29', '2027-03-01', '2027-03-30']);
  });
  it('gives every date on a working day, strictly increasing, one per month', () => {
    const dates = monthlyChargeDates('2026-12-31', 36);
    expect(dates).toHaveLength(36);
    expect(dates.every(isBacsWorkingDay)).toBe(true);
    for (let i = 1; i < dates.length; i++) expect(dates[i]! > dates[i - 1]!).toBe(true);
  });
});
