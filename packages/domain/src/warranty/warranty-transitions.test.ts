import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { warrantyStatuses, type WarrantyStatus } from '../schemas/purchase';
import { closedStatuses, standingStatuses } from './warranty-status';
import {
  refundPathTransitions,
  resumable,
  statusAfter,
  transitionNames,
  transitionRefusal,
  warrantyTransitions,
  type WarrantyTransition,
  type WarrantyTransitionName,
} from './warranty-transitions';

const table: Record<WarrantyTransitionName, WarrantyTransition> = warrantyTransitions;
const closed = (status: WarrantyStatus) => closedStatuses.includes(status);

describe('each transition, from a status, with or without the refund claim', () => {
  const cases: [WarrantyTransitionName, WarrantyStatus, boolean, string][] = [
    ['scheduleInspection', 'under-review', false, 'inspection-scheduled'],
    ['scheduleInspection', 'inspection-scheduled', false, 'inspection-scheduled'],
    ['scheduleInspection', 'under-review', true, 'refunding'],
    ['scheduleInspection', 'inspection-passed', false, 'status'],
    ['pass', 'under-review', false, 'inspection-passed'],
    ['pass', 'inspection-scheduled', false, 'inspection-passed'],
    ['pass', 'inspection-scheduled', true, 'refunding'],
    ['pass', 'inspection-passed', false, 'status'],
    ['pass', 'cancelled', false, 'status'],
    ['pass', 'refunded', false, 'status'],
    ['pass', 'inspection-failed', false, 'status'],
    ['pass', 'suspended', false, 'status'],
    ['fail', 'inspection-scheduled', true, 'inspection-failed'],
    ['fail', 'inspection-scheduled', false, 'no-refund-claim'],
    ['fail', 'inspection-passed', true, 'status'],
    ['fail', 'refunded', true, 'inspection-failed'],
    ['raiseBalance', 'inspection-passed', false, 'inspection-passed'],
    ['raiseBalance', 'inspection-passed', true, 'refunding'],
    ['raiseBalance', 'under-review', false, 'status'],
    ['cancel', 'inspection-passed', true, 'cancelled'],
    ['cancel', 'suspended', true, 'cancelled'],
    ['cancel', 'refunded', true, 'cancelled'],
    ['cancel', 'under-review', false, 'no-refund-claim'],
    ['cancel', 'inspection-failed', true, 'status'],
    ['refundedOutside', 'inspection-passed', true, 'refunded'],
    ['refundedOutside', 'cancelled', false, 'status'],
    ['suspend', 'inspection-passed', false, 'suspended'],
    ['suspend', 'under-review', true, 'suspended'],
    ['suspend', 'suspended', false, 'status'],
    ['suspend', 'cancelled', false, 'status'],
    ['restore', 'suspended', false, 'inspection-passed'],
    ['restore', 'inspection-passed', false, 'status'],
    ['cancelForArrears', 'suspended', true, 'cancelled'],
    ['cancelForArrears', 'refunded', false, 'status'],
    ['end', 'suspended', true, 'cancelled'],
    ['end', 'suspended', false, 'no-refund-claim'],
    ['cutShort', 'suspended', true, 'inspection-passed'],
    ['cutShort', 'inspection-scheduled', true, 'inspection-scheduled'],
    ['cutShort', 'cancelled', true, 'status'],
    ['transfer', 'inspection-passed', false, 'inspection-passed'],
    ['transfer', 'suspended', false, 'status'],
  ];
  it.each(cases)('%s from %s (claim held: %s) → %s', (name, status, refundClaimHeld, expected) => {
    const refusal = transitionRefusal(name, { status, refundClaimHeld });
    expect(refusal ?? statusAfter(name, status, 'inspection-passed')).toBe(expected);
  });
  it('covers every transition', () => {
    expect(new Set(cases.map(([name]) => name))).toEqual(new Set(transitionNames));
  });
});

describe('the rules the table keeps', () => {
  it('speaks of the same standing and closed statuses as the dashboard', () => {
    expect([...table.cancel.claimFrom!].sort()).toEqual([...standingStatuses].sort());
    const reachable = new Set(transitionNames.map((name) => table[name].to));
    for (const status of closedStatuses) expect(reachable).toContain(status);
  });

  it('never passes a refunded, cancelled or failed warranty, nor one suspended', () => {
    for (const status of [...closedStatuses, 'suspended' as const, 'pending-payment' as const])
      expect(transitionRefusal('pass', { status, refundClaimHeld: false })).toBe('status');
  });

  it('lets no transition leave a closed status but for another closed one', () => {
    for (const name of transitionNames)
      for (const status of table[name].from.filter(closed)) expect(closed(statusAfter(name, status))).toBe(true);
  });

  it('closes a passed warranty only by the refund path or for arrears, never by a staff action alone', () => {
    const closers = transitionNames.filter(
      (name) => table[name].from.includes('inspection-passed') && closed(statusAfter(name, 'inspection-passed')),
    );
    expect(closers.sort()).toEqual(['cancel', 'cancelForArrears', 'end', 'refundedOutside']);
    for (const name of closers) expect(table[name].refundClaim).not.toBe('forbidden');
  });

  it('refuses every staff action while a refund is being made', () => {
    for (const name of ['scheduleInspection', 'pass', 'raiseBalance', 'transfer'] as const)
      expect(table[name].refundClaim).toBe('forbidden');
    expect(refundPathTransitions.sort()).toEqual(['cancel', 'cutShort', 'end', 'fail']);
  });

  it('takes a refund claim only on the refund path, from statuses its final write moves from', () => {
    for (const name of transitionNames) {
      const { claimFrom, from, refundClaim } = table[name];
      expect(claimFrom !== undefined).toBe(refundClaim === 'required');
      for (const status of claimFrom ?? []) expect(from).toContain(status);
    }
  });

  it('lets the claim holder finish whatever the claim-ignoring transitions did meanwhile', () => {
    const ignoring = transitionNames.filter((name) => table[name].refundClaim === 'ignored');
    for (const name of refundPathTransitions) {
      const seen = new Set<WarrantyStatus>(table[name].claimFrom);
      for (let grew = true; grew;) {
        grew = false;
        for (const other of ignoring)
          for (const status of [...seen].filter((s) => table[other].from.includes(s))) {
            // A restore gives back a status the warranty had while the claim was held.
            const next = table[other].to === 'resumed' ? null : statusAfter(other, status);
            if (next && !seen.has(next)) {
              seen.add(next);
              grew = true;
            }
          }
      }
      // A warranty closed meanwhile (cancelled for arrears) is not the holder's to change.
      for (const status of [...seen].filter((s) => s !== 'cancelled')) expect(table[name].from).toContain(status);
    }
  });

  it('gives back from a suspension only what a suspension moves from', () => {
    expect(warrantyStatuses.filter(resumable)).toEqual(['under-review', 'inspection-scheduled', 'inspection-passed']);
  });
});

/** A warranty as the transitions see it, with the status it had before any suspension. */
interface Modelled {
  status: WarrantyStatus;
  claim: WarrantyTransitionName | null;
  beforeSuspension: WarrantyStatus | null;
}

type Step = { kind: 'claim' | 'release' | 'apply'; name: WarrantyTransitionName };

/** One step, as the API's conditional writes allow it; the state unchanged when it is refused. */
function step(state: Modelled, { kind, name }: Step): Modelled {
  const transition = table[name];
  if (kind === 'claim') {
    const free = state.claim === null && transition.claimFrom?.includes(state.status);
    return free ? { ...state, claim: name } : state;
  }
  if (kind === 'release') return { ...state, claim: null };
  if (transitionRefusal(name, { status: state.status, refundClaimHeld: state.claim !== null })) return state;
  if (transition.refundClaim === 'required' && state.claim !== name) return state;
  const status = statusAfter(name, state.status, state.beforeSuspension ?? undefined);
  return {
    status,
    claim: transition.refundClaim === 'required' ? null : state.claim,
    beforeSuspension: status === 'suspended' ? state.status : null,
  };
}

describe('any sequence of transitions', () => {
  const steps = fc.array(
    fc.record({ kind: fc.constantFrom('claim', 'release', 'apply'), name: fc.constantFrom(...transitionNames) }),
    { maxLength: 40 },
  ) as fc.Arbitrary<Step[]>;

  it('never reaches passed after a closed status', () => {
    fc.assert(
      fc.property(steps, (sequence) => {
        let state: Modelled = { status: 'under-review', claim: null, beforeSuspension: null };
        let wasClosed = false;
        for (const next of sequence) {
          state = step(state, next);
          wasClosed ||= closed(state.status);
          if (wasClosed) expect(state.status).not.toBe('inspection-passed');
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('never passes, schedules or raises a balance while a refund is being made', () => {
    fc.assert(
      fc.property(steps, (sequence) => {
        let state: Modelled = { status: 'under-review', claim: null, beforeSuspension: null };
        for (const next of sequence) {
          const after = step(state, next);
          if (next.kind === 'apply' && table[next.name].refundClaim === 'forbidden' && state.claim !== null)
            expect(after).toEqual(state);
          state = after;
        }
      }),
      { numRuns: 2_000 },
    );
  });
});
