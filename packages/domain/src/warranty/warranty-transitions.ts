import type { WarrantyStatus } from '../schemas/purchase';

/**
 * Every change of a warranty's status, in one table (DESIGN §2 "Warranty status values", §3 "Work
 * queue", "Cooling-off", §8.2): the statuses it moves from, the status it moves to, and how it
 * stands with the refund claim (`warranties.cancellation_started_at`, held while a full refund is
 * being made). The API writes each as one conditional UPDATE naming these statuses, so two callers
 * racing each other cannot both win, and a warranty being refunded cannot pass meanwhile.
 */

/**
 * How a transition stands with the refund claim:
 * - `forbidden`: refused while the claim is held (staff actions: a refund is under way);
 * - `required`: the claim holder's own final write, which also lets the claim go;
 * - `ignored`: a fact from elsewhere (a provider, the arrears rules) that happens whoever holds it.
 */
export type RefundClaimRule = 'forbidden' | 'required' | 'ignored';

/**
 * Where a transition leaves the status: a status; `same` (a balance raised, a transfer); or
 * `resumed`, the status the warranty had before its suspension (unchanged when it is not suspended).
 */
export type TransitionTarget = WarrantyStatus | 'same' | 'resumed';

export interface WarrantyTransition {
  /** The statuses the write moves from (for the refund path: with the claim held). */
  readonly from: readonly WarrantyStatus[];
  readonly to: TransitionTarget;
  readonly refundClaim: RefundClaimRule;
  /** The refund path only: the statuses from which its claim may be taken. */
  readonly claimFrom?: readonly WarrantyStatus[];
}

// Spelled out here rather than imported, so the table reads whole; a test checks they agree with
// warranty-status.ts's `standingStatuses` and `closedStatuses`.
const awaitingInspection = ['under-review', 'inspection-scheduled'] as const satisfies readonly WarrantyStatus[];
const inForce = [...awaitingInspection, 'inspection-passed'] as const satisfies readonly WarrantyStatus[];
const standing = [...inForce, 'suspended'] as const satisfies readonly WarrantyStatus[];

export const warrantyTransitions = {
  /** Staff book (or move) the inspection. */
  scheduleInspection: { from: awaitingInspection, to: 'inspection-scheduled', refundClaim: 'forbidden' },
  /** Staff record a passed inspection (the certificate follows when nothing is due). */
  pass: { from: awaitingInspection, to: 'inspection-passed', refundClaim: 'forbidden' },
  /**
   * Staff record a failed inspection: a full refund. The claim is taken while the inspection is
   * awaited; meanwhile a monthly plan may be suspended or the provider report the refund.
   */
  fail: {
    claimFrom: awaitingInspection,
    from: [...awaitingInspection, 'suspended', 'refunded'],
    to: 'inspection-failed',
    refundClaim: 'required',
  },
  /** Staff raise a balance after a passed inspection; the status stays. */
  raiseBalance: { from: ['inspection-passed'], to: 'same', refundClaim: 'forbidden' },
  /** The customer cancels within the cooling-off period: every payment refunded. */
  cancel: { claimFrom: standing, from: [...standing, 'refunded'], to: 'cancelled', refundClaim: 'required' },
  /** The whole price refunded outside the refund path (the provider's dashboard, a dispute). */
  refundedOutside: { from: standing, to: 'refunded', refundClaim: 'ignored' },
  /** A monthly plan's arrears unpaid (DESIGN §8.2): cover paused. */
  suspend: { from: inForce, to: 'suspended', refundClaim: 'ignored' },
  /** The arrears paid: the status it had comes back. */
  restore: { from: ['suspended'], to: 'resumed', refundClaim: 'ignored' },
  /** The arrears unpaid 30 days: the plan and the warranty cancelled, nothing refunded. */
  cancelForArrears: { from: standing, to: 'cancelled', refundClaim: 'ignored' },
  /** A monthly plan cancelled within its cooling-off: every payment refunded and cover ends now. */
  end: { claimFrom: standing, from: [...standing, 'refunded'], to: 'cancelled', refundClaim: 'required' },
  /** A monthly plan cancelled later: cover to the last day paid for, a suspension lifted with it. */
  cutShort: { claimFrom: standing, from: [...standing, 'refunded'], to: 'resumed', refundClaim: 'required' },
  /**
   * Room for the transfer to a new owner (DESIGN §8 "Transfer"), which nothing performs yet: a passed
   * warranty keeps its status. Not within the cooling-off period either, a rule of dates, not status.
   */
  transfer: { from: ['inspection-passed'], to: 'same', refundClaim: 'forbidden' },
} as const satisfies Record<string, WarrantyTransition>;

export type WarrantyTransitionName = keyof typeof warrantyTransitions;

export const transitionNames = Object.keys(warrantyTransitions) as WarrantyTransitionName[];

/** The transitions whose final write belongs to the refund claim's holder. */
export const refundPathTransitions = transitionNames.filter(
  (name) => warrantyTransitions[name].refundClaim === 'required',
);

/** Why a transition cannot be made now, or null when it can. */
export type TransitionRefusal = 'status' | 'refunding' | 'no-refund-claim';

export interface WarrantyState {
  status: WarrantyStatus;
  /** Whether the refund claim is held (a full refund is being made). */
  refundClaimHeld: boolean;
}

export function transitionRefusal(name: WarrantyTransitionName, state: WarrantyState): TransitionRefusal | null {
  const transition: WarrantyTransition = warrantyTransitions[name];
  if (!transition.from.includes(state.status)) return 'status';
  if (transition.refundClaim === 'forbidden' && state.refundClaimHeld) return 'refunding';
  if (transition.refundClaim === 'required' && !state.refundClaimHeld) return 'no-refund-claim';
  return null;
}

/**
 * The status after the transition from `status`; `beforeSuspension` is the status a suspended
 * warranty had (kept on its plan). Assumes the transition is allowed.
 */
export function statusAfter(
  name: WarrantyTransitionName,
  status: WarrantyStatus,
  beforeSuspension?: WarrantyStatus,
): WarrantyStatus {
  const { to }: WarrantyTransition = warrantyTransitions[name];
  if (to === 'same') return status;
  if (to === 'resumed') return status === 'suspended' ? (beforeSuspension ?? status) : status;
  return to;
}

/** Whether `status` is one a suspension can give back: what a suspension moves from. */
export function resumable(status: WarrantyStatus): boolean {
  return (warrantyTransitions.suspend.from as readonly WarrantyStatus[]).includes(status);
}
