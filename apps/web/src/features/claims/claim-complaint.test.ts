import type { ComplaintSummary } from '@kestrel/domain/schemas/complaint-answers';
import { describe, expect, it } from 'vitest';
import { complaintAboutClaim } from './claim-complaint';

const summary = (
  id: string,
  subject: 'claim-decision' | 'service',
  claimReference: string | null,
): ComplaintSummary => ({
  id,
  reference: `KP-26-000000${id}`,
  subject: { value: subject, label: subject },
  status: { value: 'open', label: 'Open' },
  claimReference,
  receivedAt: '2026-11-29T09:00:00.000Z',
  finalResponseDueOn: '2027-01-24',
});

describe('complaintAboutClaim', () => {
  const complaints = [
    summary('3', 'service', 'KC-26-0000001'),
    summary('2', 'claim-decision', 'KC-26-0000002'),
    summary('1', 'claim-decision', 'KC-26-0000001'),
  ];

  it("finds the dispute of this claim's decision, not a service complaint naming it", () => {
    expect(complaintAboutClaim(complaints, 'KC-26-0000001')?.id).toBe('1');
  });

  it('finds nothing for a claim with no dispute', () => {
    expect(complaintAboutClaim(complaints, 'KC-26-0000009')).toBeNull();
    expect(complaintAboutClaim([], 'KC-26-0000001')).toBeNull();
  });
});
