import type { DeclineReasonId } from './decline-reasons';
import { timeFrameInstances, type TimeFrameInstance, type TimelineMoment } from './time-frame-record';

/**
 * The plain facts of one claim that the claims record counts (DESIGN §9.2 "Public record"), read
 * from its timeline: when it was made, its first decision and who made it, how it ended, its
 * invoice and payment, and its time-frame promises.
 */

/** Who made a decision: the rules (an event by `system`), or a person. */
export type DecidedBy = 'automatic' | 'person';

export interface ClaimFacts {
  madeAt: Date;
  /** The complete estimate the first decision answered: the last one to arrive before it. */
  estimateCompleteAt: Date | null;
  /** The first authorisation or decline, and who made it. */
  decidedAt: Date | null;
  decidedBy: DecidedBy | null;
  /** An automatic authorisation a claims handler reversed. */
  reversedAt: Date | null;
  /** How the claim stands now: its last decision, or its withdrawal; null while undecided. */
  outcome: 'authorised' | 'declined' | 'withdrawn' | null;
  /** When it reached that outcome. */
  outcomeAt: Date | null;
  declineReason: DeclineReasonId | null;
  invoicedAt: Date | null;
  paidAt: Date | null;
  timeFrames: TimeFrameInstance[];
}

/** One timeline event with the actor the record tells apart (`'system'` is the rules). */
export interface FactsMoment extends TimelineMoment {
  actor: string;
}

/** The actor of an automatic decision (issue #37: `authorise` by `system`; undone by `reverse-automatic`). */
const AUTOMATIC_ACTOR = 'system';
const decisions = new Set(['authorise', 'decline']);
/** What settles how a claim stands: a reversal puts it back before any decision. */
const endings = new Set([...decisions, 'withdraw', 'reverse-automatic']);

/** A claim's facts from its creation, its timeline (in any order) and its decline reason. */
export function claimFacts(
  createdAt: Date,
  timeline: readonly FactsMoment[],
  declineReason: DeclineReasonId | null = null,
): ClaimFacts {
  const events = [...timeline].sort((a, b) => a.at.getTime() - b.at.getTime());
  const first = events.find((event) => decisions.has(event.kind));
  const estimate = events.filter(
    (event) => event.toStatus === 'estimate-received' && (!first || event.at.getTime() <= first.at.getTime()),
  );
  const ending = events.filter((event) => endings.has(event.kind)).at(-1);
  const outcome =
    ending?.kind === 'authorise'
      ? 'authorised'
      : ending?.kind === 'decline'
        ? 'declined'
        : ending?.kind === 'withdraw'
          ? 'withdrawn'
          : null;
  return {
    madeAt: createdAt,
    estimateCompleteAt: estimate.at(-1)?.at ?? null,
    decidedAt: first?.at ?? null,
    decidedBy: first ? (first.actor === AUTOMATIC_ACTOR ? 'automatic' : 'person') : null,
    reversedAt: events.find((event) => event.kind === 'reverse-automatic')?.at ?? null,
    outcome,
    outcomeAt: outcome ? (ending?.at ?? null) : null,
    declineReason: outcome === 'declined' ? declineReason : null,
    invoicedAt: events.find((event) => event.kind === 'send-invoice')?.at ?? null,
    paidAt: events.filter((event) => event.kind === 'mark-paid').at(-1)?.at ?? null,
    timeFrames: timeFrameInstances(createdAt, timeline),
  };
}
