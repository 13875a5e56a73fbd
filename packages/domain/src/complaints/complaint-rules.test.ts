import { describe, expect, it } from 'vitest';
import { claimStatuses } from '../claims/claim-status';
import {
  arbiterEligibility,
  claimDecisionDisputable,
  complaintDates,
  finalResponseOverdue,
  type ComplaintFacts,
} from './complaint-rules';

describe('complaintDates: acknowledged at once, final response 8 weeks after the London day received', () => {
  it.each([
    ['2026-12-01T10:00:00Z', '2026-12-01', '2027-01-26'],
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST): the London day counts.
    ['2026-06-30T23:30:00Z', '2026-07-01', '2026-08-26'],
    // Across the clocks going back and a leap day.
    ['2028-01-10T09:00:00Z', '2028-01-10', '2028-03-06'],
  ])('received %s → on %s, due %s', (at, receivedOn, due) => {
    expect(complaintDates(new Date(at))).toEqual({ receivedOn, acknowledgeBy: receivedOn, finalResponseDueOn: due });
  });
});

describe('finalResponseOverdue', () => {
  it.each([
    ['open', '2027-01-26', false],
    ['open', '2027-01-27', true],
    ['responded', '2027-03-01', false],
  ] as const)('%s on %s → %s', (status, today, overdue) => {
    expect(finalResponseOverdue(status, '2027-01-26', today)).toBe(overdue);
  });
});

const claimDispute: ComplaintFacts = {
  subject: 'claim-decision',
  claimId: 'c1',
  status: 'open',
  finalResponseDueOn: '2027-01-26',
  respondedOn: null,
  referredOn: null,
};

describe('arbiterEligibility', () => {
  it.each([
    [
      'claim dispute, open, within the 8 weeks',
      claimDispute,
      '2027-01-26',
      false,
      /once we have given our final response, or from 27 January 2027/,
    ],
    [
      'claim dispute, open, 8 weeks passed',
      claimDispute,
      '2027-01-27',
      true,
      /not given our final response within 8 weeks/,
    ],
    [
      'claim dispute, responded, the same day',
      { ...claimDispute, status: 'responded', respondedOn: '2026-12-31' },
      '2026-12-31',
      true,
      /until 30 June 2027/,
    ],
    [
      'claim dispute, responded, the last day',
      { ...claimDispute, status: 'responded', respondedOn: '2026-12-31' },
      '2027-06-30',
      true,
      /until 30 June 2027/,
    ],
    [
      'claim dispute, responded, 6 months passed',
      { ...claimDispute, status: 'responded', respondedOn: '2026-12-31' },
      '2027-07-01',
      false,
      /ended on 30 June 2027/,
    ],
    [
      'claim dispute, already referred',
      { ...claimDispute, status: 'referred', respondedOn: '2026-12-31', referredOn: '2027-01-05' },
      '2027-01-06',
      false,
      /referred to the independent arbiter on 5 January 2027/,
    ],
    [
      'claim dispute, decided',
      { ...claimDispute, status: 'arbiter-decided', respondedOn: '2026-12-31', referredOn: '2027-01-05' },
      '2027-02-01',
      false,
      /has decided/,
    ],
    [
      'service complaint without a claim, responded',
      { ...claimDispute, subject: 'service', claimId: null, status: 'responded', respondedOn: '2026-12-31' },
      '2027-01-02',
      false,
      /about our service/,
    ],
    [
      'service complaint, 8 weeks passed',
      { ...claimDispute, subject: 'service', claimId: null },
      '2027-03-01',
      false,
      /about our service/,
    ],
    ['claim decision without a claim', { ...claimDispute, claimId: null }, '2027-03-01', false, /about our service/],
  ] as const)('%s', (_, facts, today, eligible, reason) => {
    const answer = arbiterEligibility(facts, today);
    expect(answer.eligible).toBe(eligible);
    expect(answer.reason).toMatch(reason);
  });

  it('gives the last day to refer after a final response, and none when the 8 weeks passed without one', () => {
    expect(
      arbiterEligibility({ ...claimDispute, status: 'responded', respondedOn: '2026-08-31' }, '2026-09-01'),
    ).toMatchObject({ until: '2027-02-28' });
    expect(arbiterEligibility(claimDispute, '2027-02-01')).toMatchObject({ until: null });
  });
});

describe('claimDecisionDisputable: "I disagree with this decision" once the claim is decided', () => {
  it('is open to a claim authorised, invoiced, paid or declined, and to no other', () => {
    expect(claimStatuses.filter(claimDecisionDisputable)).toEqual(['authorised', 'invoiced', 'paid', 'declined']);
  });
});
