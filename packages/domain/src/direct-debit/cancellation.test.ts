import { describe, expect, it } from 'vitest';
import { cancelledPlanMessage, coverAfterCancellation, monthlyCancellation } from './cancellation';

const base = { purchasedOn: '2026-12-01', startDate: '2026-12-10', hasClaim: false, collected: [6006] };

describe('monthlyCancellation', () => {
  it.each([
    [
      'within 14 days, no claim: all collected refunded',
      { today: '2026-12-15' },
      { kind: 'full-refund', refund: 6006, coverEnds: null },
    ],
    [
      'within 14 days with a claim: collections stop',
      { today: '2026-12-10', hasClaim: true },
      { kind: 'stop-collections', refund: 0, coverEnds: '2027-01-09' },
    ],
    [
      'after 14 days, three months paid',
      { today: '2027-03-01', collected: [6006, 5999, 5999] },
      { kind: 'stop-collections', refund: 0, coverEnds: '2027-03-09' },
    ],
    [
      'after 14 days, nothing paid',
      { today: '2026-12-20', collected: [] },
      { kind: 'stop-collections', refund: 0, coverEnds: '2026-12-09' },
    ],
  ])('%s', (_case, change, expected) => {
    expect(monthlyCancellation({ ...base, ...change })).toEqual(expected);
  });
});

describe('coverAfterCancellation', () => {
  const stop = (coverEnds: string | null) =>
    ({ kind: 'stop-collections', refund: 0, coverEnds }) as const satisfies ReturnType<typeof monthlyCancellation>;
  it('keeps cover to the last day paid for when that is still to come', () => {
    expect(coverAfterCancellation(stop('2027-03-09'), '2026-12-10', '2027-03-01')).toEqual({
      endsNow: false,
      coverEnds: '2027-03-09',
    });
  });
  it('ends the warranty now when nothing was paid for, the paid days are past, or all was refunded', () => {
    expect(coverAfterCancellation(stop('2026-12-09'), '2026-12-10', '2026-12-05')).toEqual({ endsNow: true });
    expect(coverAfterCancellation(stop('2027-01-09'), '2026-12-10', '2027-02-01')).toEqual({ endsNow: true });
    expect(
      coverAfterCancellation({ kind: 'full-refund', refund: 6006, coverEnds: null }, '2026-12-10', '2026-12-12'),
    ).toEqual({ endsNow: true });
  });
});

describe('cancelledPlanMessage', () => {
  it('says plainly why a plan cancelled for arrears ended', () => {
    expect(cancelledPlanMessage('arrears', null, '2027-01-01').text).toMatch(/missed monthly payments/);
  });
  it('gives the last day of cover while it lasts', () => {
    expect(cancelledPlanMessage('stopped', '2027-03-09', '2027-03-01').title).toBe(
      'Cancelled: cover ends 9 March 2027',
    );
    expect(cancelledPlanMessage('stopped', '2027-03-09', '2027-03-10').title).toBe('Cancelled');
  });
  it('says every payment was refunded within cooling-off', () => {
    expect(cancelledPlanMessage('cooling-off', null, '2026-12-12').text).toMatch(/refunded every monthly payment/);
  });
  it('says a transferred plan is the new owner’s to pay', () => {
    const words = cancelledPlanMessage('transferred', null, '2027-01-01');
    expect(words.title).toBe('Transferred to the new owner');
    expect(words.text).toMatch(/Nothing more is collected from you/);
  });
});
