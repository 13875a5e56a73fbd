import { describe, expect, it } from 'vitest';
import { formatReference } from '../references/reference';
import {
  arbiterDecisionRequestSchema,
  finalResponseRequestSchema,
  makeComplaintRequestSchema,
  recordComplaintRequestSchema,
} from './complaints';

const claimId = '0b8f4a52-5a4f-4f7e-9d1c-3c2a1b0e9f11';
const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the complaint requests', () => {
  it.each([
    ['a service complaint', { subject: 'service', description: 'Nobody called.' }, {}],
    ['a claim decision with its claim', { subject: 'claim-decision', claimId, description: 'Unfair.' }, {}],
    [
      'a claim decision without a claim',
      { subject: 'claim-decision', description: 'Unfair.' },
      { claimId: 'Choose the claim whose decision you disagree with' },
    ],
    [
      'no words',
      { subject: 'service', description: '  ' },
      { description: 'Tell us what went wrong and what you would like us to do' },
    ],
    [
      'an unknown field',
      { subject: 'service', description: 'x', status: 'responded' },
      { '': 'Unrecognized key: "status"' },
    ],
  ])('%s', (_, body, expected) => {
    expect(issues(makeComplaintRequestSchema.safeParse(body))).toEqual(expected);
  });

  it('reads a claim number as typed or read out over the phone, and refuses another kind of reference', () => {
    const reference = formatReference({ kind: 'claim', year: 2026, sequence: 17 });
    const spoken = reference.toLowerCase().replace(/-/g, ' ');
    const base = { channel: 'phone', email: 'ann@example.com', subject: 'claim-decision', description: 'Called.' };
    const parsed = recordComplaintRequestSchema.safeParse({ ...base, claimReference: spoken });
    expect(parsed.success ? parsed.data.claimReference : parsed.error.issues).toBe(reference);
    expect(
      issues(
        recordComplaintRequestSchema.safeParse({
          ...base,
          claimReference: formatReference({ kind: 'complaint', year: 2026, sequence: 17 }),
        }),
      ),
    ).toHaveProperty('claimReference');
    expect(issues(recordComplaintRequestSchema.safeParse({ ...base, channel: 'online' }))).toHaveProperty('channel');
  });

  it('gives redress only with an upheld outcome, a payment only with words', () => {
    expect(
      finalResponseRequestSchema.safeParse({
        outcome: 'upheld',
        reasons: 'Sorry.',
        redress: 'A refund',
        redressPence: 100,
      }).success,
    ).toBe(true);
    expect(
      issues(finalResponseRequestSchema.safeParse({ outcome: 'not-upheld', reasons: 'No.', redress: 'x' })),
    ).toHaveProperty('redress');
    expect(
      issues(finalResponseRequestSchema.safeParse({ outcome: 'upheld', reasons: 'Sorry.', redressPence: 100 })),
    ).toHaveProperty('redress');
  });

  it("needs the arbiter's amount for the customer, and none for us", () => {
    expect(issues(arbiterDecisionRequestSchema.safeParse({ decision: 'for-customer', note: 'Pay.' }))).toHaveProperty(
      'amount',
    );
    expect(
      issues(arbiterDecisionRequestSchema.safeParse({ decision: 'for-us', note: 'No.', amount: 5 })),
    ).toHaveProperty('amount');
    expect(
      arbiterDecisionRequestSchema.safeParse({ decision: 'for-customer', note: 'Pay.', amount: 86_400 }).success,
    ).toBe(true);
  });
});
