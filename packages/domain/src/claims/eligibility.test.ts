import { describe, expect, it } from 'vitest';
import { claimantRefusal, claimRefusals, faultRefusals, type ClaimantWarranty } from './eligibility';

// Cover 10 January 2026 to 9 January 2027; 41,000 miles declared at purchase; the inspection
// passed on 12 January at 41,200 miles. Today is 1 June 2026.
const warranty: ClaimantWarranty = {
  status: 'inspection-passed',
  startDate: '2026-01-10',
  expiryDate: '2027-01-09',
  inspectionPassedOn: '2026-01-12',
  purchaseMileage: 41_000,
  inspectionMileage: 41_200,
  openClaims: 0,
};
const today = '2026-06-01';

describe('claimantRefusal: who may claim', () => {
  it.each([
    ['inspection passed, inside cover, no open claim', {}, '2026-06-01', null],
    ['on the first day of cover', {}, '2026-01-10', null],
    ['on the last day of cover', {}, '2027-01-09', null],
    ['awaiting payment', { status: 'pending-payment' }, today, 'not-in-force'],
    ['under review', { status: 'under-review' }, today, 'not-in-force'],
    ['inspection scheduled', { status: 'inspection-scheduled' }, today, 'not-in-force'],
    ['inspection failed', { status: 'inspection-failed' }, today, 'not-in-force'],
    ['refunded', { status: 'refunded' }, today, 'not-in-force'],
    ['cancelled', { status: 'cancelled' }, today, 'not-in-force'],
    ['suspended for an unpaid instalment', { status: 'suspended' }, today, 'suspended'],
    ['before cover starts', { startDate: '2026-07-01' }, today, 'not-started'],
    ['the day after cover ends', {}, '2027-01-10', 'expired'],
    ['with a claim already open', { openClaims: 1 }, today, 'open-claim'],
  ] as const)('%s → %s', (_name, change, on, code) => {
    const refusal = claimantRefusal({ ...warranty, ...change }, on);
    expect(refusal?.code ?? null).toBe(code);
    if (refusal) expect(refusal.field).toBe('warranty');
  });

  it('says when cover ended, in words', () => {
    expect(claimantRefusal(warranty, '2027-02-01')?.message).toBe(
      'Your cover ended on 9 January 2027, so this warranty cannot take a new claim.',
    );
  });

  it('tells a suspended customer how to put it right', () => {
    expect(claimantRefusal({ ...warranty, status: 'suspended' }, today)?.message).toMatch(/Pay what is owed/);
  });
});

describe('faultRefusals: the fault', () => {
  it.each([
    ['today, above both mileages', { date: today, mileage: 45_000 }, []],
    ['on the day the inspection passed', { date: '2026-01-12', mileage: 41_200 }, []],
    ['not a real date', { date: '2026-02-31', mileage: 45_000 }, ['fault-date-invalid']],
    ['not a date at all', { date: 'yesterday', mileage: 45_000 }, ['fault-date-invalid']],
    ['tomorrow', { date: '2026-06-02', mileage: 45_000 }, ['fault-in-future']],
    ['before cover started', { date: '2026-01-09', mileage: 45_000 }, ['fault-before-cover']],
    ['after cover, before the inspection', { date: '2026-01-11', mileage: 45_000 }, ['fault-before-inspection']],
    ['a mileage with a fraction', { date: today, mileage: 45_000.5 }, ['mileage-invalid']],
    ['a negative mileage', { date: today, mileage: -1 }, ['mileage-invalid']],
    ['below the purchase mileage', { date: today, mileage: 40_999 }, ['mileage-below-purchase']],
    ['at the purchase mileage, below the inspection', { date: today, mileage: 41_000 }, ['mileage-below-inspection']],
    ['both wrong', { date: '2026-06-02', mileage: 100 }, ['fault-in-future', 'mileage-below-purchase']],
  ] as const)('%s → %o', (_name, fault, codes) => {
    expect(faultRefusals(warranty, fault, today).map((r) => r.code)).toEqual(codes);
  });

  it('refuses a fault after cover ended (a claim made late, for a fault in the last days)', () => {
    const ended = { ...warranty, expiryDate: '2026-05-31' };
    expect(faultRefusals(ended, { date: '2026-06-01', mileage: 45_000 }, today)).toEqual([
      {
        field: 'faultDate',
        code: 'fault-after-cover',
        message: 'The fault happened after your cover ended on 31 May 2026, so it is not covered',
      },
    ]);
  });

  it('names the purchase mileage in the message', () => {
    expect(faultRefusals(warranty, { date: today, mileage: 30_000 }, today)[0]?.message).toBe(
      'The mileage at the fault cannot be lower than the 41,000 miles you gave when you bought the warranty',
    );
  });

  it('checks only the purchase mileage before an inspection reading exists', () => {
    const uninspected = { ...warranty, inspectionMileage: null, inspectionPassedOn: null };
    expect(faultRefusals(uninspected, { date: '2026-01-11', mileage: 41_000 }, today)).toEqual([]);
  });
});

describe('claimRefusals', () => {
  it('lists the warranty first, then the fault', () => {
    const refusals = claimRefusals({ ...warranty, status: 'cancelled' }, { date: '2026-07-01', mileage: 1 }, today);
    expect(refusals.map((r) => r.field)).toEqual(['warranty', 'faultDate', 'mileage']);
  });
});
