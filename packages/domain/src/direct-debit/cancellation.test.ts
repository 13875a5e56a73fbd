import { describe, expect, it } from 'vitest';
import { monthlyCancellation } from './cancellation';

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
