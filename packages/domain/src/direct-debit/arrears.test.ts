import { describe, expect, it } from 'vitest';
import { arrearsDates, arrearsStanding, failureReason, retryAllowed } from './arrears';
import { instalmentStatusOf } from './instalment-status';

describe('arrearsDates', () => {
  it('retries at 7 days, suspends at 14 and cancels at 30 after the first failure', () => {
    expect(arrearsDates('2026-12-01')).toEqual({
      retryOn: '2026-12-08',
      suspendOn: '2026-12-15',
      cancelOn: '2026-12-31',
    });
  });
});

describe('arrearsStanding', () => {
  it.each([
    ['the day of the failure', '2026-12-01', false, 'in-arrears'],
    ['day 13', '2026-12-14', false, 'in-arrears'],
    ['day 14', '2026-12-15', false, 'suspended'],
    ['day 29', '2026-12-30', false, 'suspended'],
    ['day 30', '2026-12-31', false, 'cancelled'],
    ['a failed first instalment, at once', '2026-12-01', true, 'suspended'],
    ['a failed first instalment at day 30', '2026-12-31', true, 'cancelled'],
  ] as const)('%s', (_case, today, first, expected) => {
    expect(arrearsStanding('2026-12-01', today, first)).toBe(expected);
  });
});

describe('failures', () => {
  it.each([
    ['insufficient_funds', true],
    ['refer_to_payer', true],
    ['bank_account_closed', false],
    ['mandate_cancelled', false],
  ])('%s retried: %s', (cause, expected) => expect(retryAllowed(cause)).toBe(expected));

  it('explains a cause in plain English, and an unknown one too', () => {
    expect(failureReason('insufficient_funds')).toBe('there was not enough money in the account');
    expect(failureReason('something_new')).toBe('your bank did not pay it');
  });

  it.each([
    ['pending_submission', 'scheduled'],
    ['submitted', 'submitted'],
    ['confirmed', 'collected'],
    ['paid_out', 'collected'],
    ['failed', 'failed'],
    ['charged_back', 'failed'],
    ['cancelled', 'cancelled'],
  ] as const)('payment %s is instalment %s', (payment, ours) => expect(instalmentStatusOf(payment)).toBe(ours));
});
