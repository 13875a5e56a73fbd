import { describe, expect, it } from 'vitest';
import {
  assessmentAdjustable,
  claimActionsFor,
  claimActors,
  claimOpen,
  claimStatuses,
  nextClaimStatus,
  type ClaimAction,
  type ClaimActor,
  type ClaimStatus,
} from './claim-status';

/** Every move DESIGN §8.1 allows, with who may make it; everything else is refused. */
const allowed: [ClaimStatus, ClaimAction, ClaimActor, ClaimStatus][] = [
  ['reported', 'send-estimate', 'garage', 'estimate-received'],
  ['info-requested', 'send-estimate', 'garage', 'estimate-received'],
  ['estimate-received', 'request-info', 'staff', 'info-requested'],
  ['info-requested', 'answer-info', 'customer', 'estimate-received'],
  ['info-requested', 'answer-info', 'garage', 'estimate-received'],
  ['estimate-received', 'authorise', 'staff', 'authorised'],
  // The rules on their own (DESIGN §9.2): an automatic authorisation.
  ['estimate-received', 'authorise', 'system', 'authorised'],
  ['reported', 'decline', 'staff', 'declined'],
  ['estimate-received', 'decline', 'staff', 'declined'],
  ['info-requested', 'decline', 'staff', 'declined'],
  ['reported', 'withdraw', 'customer', 'withdrawn'],
  ['estimate-received', 'withdraw', 'customer', 'withdrawn'],
  ['info-requested', 'withdraw', 'customer', 'withdrawn'],
  ['authorised', 'send-invoice', 'garage', 'invoiced'],
  ['authorised', 'send-invoice', 'staff', 'invoiced'],
  ['invoiced', 'mark-paid', 'staff', 'paid'],
  ['declined', 'reopen', 'staff', 'estimate-received'],
];

describe('claim transitions', () => {
  it.each(allowed)('%s: %s by %s → %s', (from, action, actor, to) => {
    expect(nextClaimStatus(from, action, actor)).toBe(to);
  });

  it.each([
    ['authorised', 'withdraw', 'customer', 'withdrawing after authorisation'],
    ['reported', 'authorise', 'staff', 'authorising before an estimate'],
    ['info-requested', 'authorise', 'staff', 'authorising while information is awaited'],
    ['estimate-received', 'authorise', 'garage', 'the garage authorising itself'],
    ['estimate-received', 'authorise', 'customer', 'the customer authorising'],
    ['invoiced', 'mark-paid', 'garage', 'the garage marking itself paid'],
    ['authorised', 'decline', 'staff', 'declining after authorisation'],
    ['paid', 'reopen', 'staff', 'reopening a paid claim'],
    ['withdrawn', 'reopen', 'staff', 'reopening a withdrawn claim'],
    ['declined', 'reopen', 'customer', 'the customer reopening'],
    ['estimate-received', 'request-info', 'garage', 'the garage requesting information'],
    ['authorised', 'send-estimate', 'garage', 'a new estimate after authorisation'],
  ] as const)('refuses %s: %s by %s (%s)', (from, action, actor, _why) => {
    expect(nextClaimStatus(from, action, actor)).toBeNull();
  });

  it('allows exactly the listed moves, for every status, action and actor', () => {
    const moves = claimStatuses.flatMap((status) =>
      claimActors.flatMap((actor) =>
        claimActionsFor(status, actor).map((action) => [status, action, actor, nextClaimStatus(status, action, actor)]),
      ),
    );
    expect(new Set(moves.map((m) => JSON.stringify(m)))).toEqual(new Set(allowed.map((m) => JSON.stringify(m))));
  });

  it('leaves nothing to do on a paid or withdrawn claim', () => {
    for (const actor of claimActors) {
      expect(claimActionsFor('paid', actor)).toEqual([]);
      expect(claimActionsFor('withdrawn', actor)).toEqual([]);
    }
  });
});

/** The arbiter's award (docs/complaints.md): taken from the complaint, so no claim screen offers it. */
const awards: [ClaimStatus, ClaimStatus | null][] = [
  ['reported', 'authorised'],
  ['estimate-received', 'authorised'],
  ['info-requested', 'authorised'],
  ['authorised', 'authorised'],
  ['declined', 'authorised'],
  ['invoiced', 'invoiced'],
  ['paid', 'invoiced'],
  ['withdrawn', null],
];

describe("the independent arbiter's award", () => {
  it.each(awards)('from %s leads to %s, by staff only', (from, to) => {
    expect(nextClaimStatus(from, 'award', 'staff')).toBe(to);
    expect(nextClaimStatus(from, 'award', 'customer')).toBeNull();
    expect(nextClaimStatus(from, 'award', 'garage')).toBeNull();
  });

  it('is offered on no claim screen', () => {
    for (const status of claimStatuses) expect(claimActionsFor(status, 'staff')).not.toContain('award');
  });
});

/** Reversing an automatic authorisation (DESIGN §9.2): staff only, offered only when it was the rules'. */
describe('reversing an automatic authorisation', () => {
  it('returns an authorised claim to a person, by staff only', () => {
    expect(nextClaimStatus('authorised', 'reverse-automatic', 'staff')).toBe('estimate-received');
    for (const actor of ['customer', 'garage', 'system'] as const) {
      expect(nextClaimStatus('authorised', 'reverse-automatic', actor)).toBeNull();
    }
    expect(nextClaimStatus('invoiced', 'reverse-automatic', 'staff')).toBeNull();
  });

  it('is offered by the claim page itself, not the transition table', () => {
    for (const status of claimStatuses) expect(claimActionsFor(status, 'staff')).not.toContain('reverse-automatic');
  });
});

describe('open claims', () => {
  it.each([
    ['reported', true],
    ['estimate-received', true],
    ['info-requested', true],
    ['authorised', true],
    ['invoiced', true],
    ['paid', false],
    ['declined', false],
    ['withdrawn', false],
  ] as const)('%s is open: %s', (status, open) => {
    expect(claimOpen(status)).toBe(open);
  });

  it('lets staff adjust the assessment only while it awaits their decision', () => {
    expect(claimStatuses.filter(assessmentAdjustable)).toEqual(['estimate-received', 'info-requested']);
  });
});
