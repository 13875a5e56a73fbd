import { describe, expect, it } from 'vitest';
import { earliestChargeDate } from './bacs-dates';
import { datesOnNewMandate } from './mandate-change';

describe('datesOnNewMandate', () => {
  const remaining = [
    { chargeDate: '2027-01-04', amount: 5999 },
    { chargeDate: '2027-02-01', amount: 5999 },
  ];
  it('keeps each date the new mandate can meet, and the amounts', () => {
    expect(datesOnNewMandate(remaining, '2026-12-01', '2026-12-04')).toEqual(remaining);
  });
  it('moves a date too soon for the new mandate to the first day it can be charged', () => {
    const moved = datesOnNewMandate(remaining, '2027-01-02', null);
    expect(moved[0]!.chargeDate).toBe(earliestChargeDate('2027-01-02'));
    expect(moved[1]).toEqual(remaining[1]);
    expect(moved.reduce((sum, i) => sum + i.amount, 0)).toBe(11998);
  });
});
