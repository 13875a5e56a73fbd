import { describe, expect, it } from 'vitest';
import type { MonthlyPlanStatus } from '../schemas/direct-debit';
import type { InstalmentStatus } from './instalment-status';
import { instalmentNumbersText, payOff, payOffButton } from './pay-off';

/** A 12-month plan of £35.37 a month (£35.44 first) from 1 December 2026, each status given by number. */
const plan = (statuses: Partial<Record<number, InstalmentStatus>>) =>
  Array.from({ length: 12 }, (_, index) => ({
    number: index + 1,
    chargeDate: `${2026 + Math.floor((index + 11) / 12)}-${String(((index + 11) % 12) + 1).padStart(2, '0')}-01`,
    amount: index === 0 ? 3544 : 3537,
    status: statuses[index + 1] ?? 'scheduled',
  }));

const live = { status: 'active' as MonthlyPlanStatus, payOffUnderWay: false };
const collected = (n: number): Partial<Record<number, InstalmentStatus>> =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [i + 1, 'collected' as const]));

describe('payOff: what paying the rest of a monthly plan by card covers', () => {
  it.each([
    {
      case: 'nothing collected yet',
      statuses: {},
      numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      amount: 42_451,
      arrears: 0,
    },
    {
      case: 'two collected',
      statuses: collected(2),
      numbers: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      amount: 35_370,
      arrears: 0,
    },
    {
      case: 'arrears and scheduled together',
      statuses: { ...collected(2), 3: 'failed' as const },
      numbers: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
      amount: 35_370,
      arrears: 3537,
    },
    {
      case: 'a refunded one is not paid again',
      statuses: { ...collected(10), 4: 'refunded' as const },
      numbers: [11, 12],
      amount: 7074,
      arrears: 0,
    },
    {
      case: 'payments GoCardless cancelled (a stopped schedule) are still to collect',
      statuses: { ...collected(10), 11: 'cancelled' as const, 12: 'cancelled' as const },
      numbers: [11, 12],
      amount: 7074,
      arrears: 0,
    },
    { case: 'the last one', statuses: collected(11), numbers: [12], amount: 3537, arrears: 0 },
  ])('$case', ({ statuses, numbers, amount, arrears }) => {
    const answer = payOff(live, plan(statuses));
    expect(answer).toMatchObject({ allowed: true, amount, arrears });
    if (answer.allowed) expect(answer.instalments.map((i) => i.number)).toEqual(numbers);
  });

  it('sums exactly the instalments it covers, in pence', () => {
    const answer = payOff(live, plan({}));
    expect(answer.allowed && answer.instalments.reduce((sum, i) => sum + i.amount, 0)).toBe(42_451);
  });

  it.each([
    { case: 'completed', status: 'completed', under: false, reason: 'not-live', message: /already paid in full/ },
    { case: 'cancelled', status: 'cancelled', under: false, reason: 'not-live', message: /has ended/ },
    { case: 'not yet set up', status: 'awaiting-mandate', under: false, reason: 'not-live', message: /has ended/ },
    {
      case: 'another pay-off under way',
      status: 'active',
      under: true,
      reason: 'payment-under-way',
      message: /already under way/,
    },
  ] as const)('refused when the plan is $case', ({ status, under, reason, message }) => {
    const answer = payOff({ status, payOffUnderWay: under }, plan({}));
    expect(answer).toMatchObject({ allowed: false, reason, tryAgainOn: null });
    expect(!answer.allowed && answer.message).toMatch(message);
  });

  it('is allowed on a plan in arrears or suspended', () => {
    for (const status of ['in-arrears', 'suspended'] as const) {
      expect(payOff({ status, payOffUnderWay: false }, plan({ 1: 'failed' })).allowed).toBe(true);
    }
  });

  it('refuses while a collection is at the bank, and says from which day to try again', () => {
    // Instalment 2 is charged on Friday 1 January 2027 (a bank holiday: working days from then).
    const answer = payOff(live, plan({ 1: 'collected', 2: 'submitted' }));
    expect(answer).toMatchObject({ allowed: false, reason: 'collection-under-way', tryAgainOn: '2027-01-06' });
    expect(!answer.allowed && answer.message).toBe(
      'A payment of £35.37 is being collected from your bank right now. You can pay the rest by card from 6 January 2027, once it has been taken.',
    );
  });

  it('refuses when everything has been collected', () => {
    expect(payOff(live, plan(collected(12)))).toMatchObject({ allowed: false, reason: 'nothing-left' });
  });
});

describe('the words', () => {
  it.each([
    [[12], 'instalment 12'],
    [[3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 'instalments 3 to 12'],
    [[1, 4, 5, 6], 'instalments 1 and 4 to 6'],
    [[1, 3, 5, 6, 7], 'instalments 1, 3 and 5 to 7'],
  ])('%j is %s', (numbers, text) => expect(instalmentNumbersText(numbers)).toBe(text));

  it('offers the amount on the button', () => expect(payOffButton(35_370)).toBe('Pay the remaining £353.70 by card'));
});
