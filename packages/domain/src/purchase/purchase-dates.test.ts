import { describe, expect, it } from 'vitest';
import { MAX_START_DAYS_AHEAD, planStartProblem } from './purchase-dates';

const today = '2026-11-23';

describe('planStartProblem (spec §5, step 3 dates)', () => {
  it.each([
    ['both today', '2026-11-23', '2026-11-23'],
    ['a vehicle bought years ago, cover from today', '2026-11-23', '2019-04-30'],
    ['cover from tomorrow', '2026-11-24', '2026-11-20'],
    ['cover starting exactly 90 days ahead', '2027-02-21', '2026-11-23'],
  ])('accepts %s', (_label, startDate, purchaseDate) => {
    expect(planStartProblem({ startDate, purchaseDate }, today)).toBeNull();
  });

  it.each([
    ['a purchase date tomorrow', '2026-11-24', '2026-11-24', 'The purchase date cannot be in the future'],
    [
      'a purchase date in the future, even with an earlier start',
      '2026-11-23',
      '2027-01-01',
      'The purchase date cannot be in the future',
    ],
    [
      'a start the day before the purchase',
      '2026-11-19',
      '2026-11-20',
      'Plan start date cannot be before the purchase date',
    ],
    [
      'a start before the purchase, both in the past',
      '2025-01-01',
      '2026-06-01',
      'Plan start date cannot be before the purchase date',
    ],
    ['a start yesterday', '2026-11-22', '2026-11-01', 'The plan cannot start in the past'],
    ['a start last year', '2025-11-23', '2025-11-23', 'The plan cannot start in the past'],
    ['a start 91 days ahead', '2027-02-22', '2026-11-23', 'Choose a plan start date within the next 90 days'],
    ['a start next year', '2027-11-23', '2026-11-23', 'Choose a plan start date within the next 90 days'],
  ])('refuses %s', (_label, startDate, purchaseDate, problem) => {
    expect(planStartProblem({ startDate, purchaseDate }, today)).toBe(problem);
  });

  it('accepts a leap day as a date', () => {
    expect(planStartProblem({ startDate: '2028-03-01', purchaseDate: '2028-02-29' }, '2028-02-29')).toBeNull();
  });

  it('counts the 90 days across a month end and a year end', () => {
    expect(MAX_START_DAYS_AHEAD).toBe(90);
    expect(planStartProblem({ startDate: '2027-03-31', purchaseDate: '2026-12-31' }, '2026-12-31')).toBeNull();
    expect(planStartProblem({ startDate: '2027-04-01', purchaseDate: '2026-12-31' }, '2026-12-31')).toMatch(/90 days/);
  });

  it.each([['2026-02-30'], ['23/11/2026'], ['2026-11-23T10:00:00Z'], ['']])(
    'throws on %j, which is not a date',
    (bad) => {
      expect(() => planStartProblem({ startDate: bad, purchaseDate: today }, today)).toThrow(RangeError);
    },
  );
});
