import { londonToday } from '../uk/london-date';
import type { ClaimStatus } from './claim-status';
import { type ClaimMoments, dueOn, type TimeFrameId, timeFrameIds } from './time-frames';

/**
 * The record of our time frames, read from claims' timelines (DESIGN §9.1 "measured in the back
 * office"). Each promise is one instance: it starts with the event that starts its clock and is
 * kept by the first event that answers it.
 *
 * - garage contact: starts when the claim is made; kept by the first link sent to the garage.
 * - decision: starts each time the claim reaches `estimate-received` (the estimate, an answer to a
 *   request, a reopening); kept by the next authorisation, decline or request for information. A
 *   claim withdrawn meanwhile ends the clock with nothing owed.
 * - payment: starts with the invoice; kept when the garage is paid.
 */

/** One timeline event as the record needs it. */
export interface TimelineMoment {
  kind: string;
  toStatus: ClaimStatus | null;
  at: Date;
  /** Whom its note was for: for a request for information, the party asked. */
  audience?: string;
}

/** The moments a claim's next step is timed from, read from its timeline (oldest first or not). */
export function claimMoments(status: ClaimStatus, createdAt: Date, timeline: readonly TimelineMoment[]): ClaimMoments {
  const events = [...timeline].sort((a, b) => a.at.getTime() - b.at.getTime());
  const last = (test: (event: TimelineMoment) => boolean) => events.filter(test).at(-1);
  const asked = last((event) => event.kind === 'request-info');
  return {
    status,
    createdAt,
    estimateCompleteAt: last((event) => event.toStatus === 'estimate-received')?.at ?? null,
    // An invoice, or the arbiter's award reopening an invoiced or paid claim: we pay within the time frame of either.
    invoicedAt: last((event) => event.toStatus === 'invoiced')?.at ?? null,
    ...(asked?.audience === 'garage' || asked?.audience === 'customer' ? { askedFrom: asked.audience } : {}),
  };
}

export interface TimeFrameInstance {
  frame: TimeFrameId;
  startedAt: Date;
  /** When the promise was answered; null while it is not (or never, for a withdrawn claim). */
  keptAt: Date | null;
  /** The claim was withdrawn before we answered: nothing was owed. */
  void: boolean;
}

const answersDecision = new Set(['authorise', 'decline', 'request-info']);

/** The time-frame instances of one claim, from its creation and its timeline in order. */
export function timeFrameInstances(createdAt: Date, timeline: readonly TimelineMoment[]): TimeFrameInstance[] {
  const events = [...timeline].sort((a, b) => a.at.getTime() - b.at.getTime());
  const instances: TimeFrameInstance[] = [];
  const linkSent = events.find((event) => event.kind === 'garage-link-sent');
  instances.push({ frame: 'garageContact', startedAt: createdAt, keptAt: linkSent?.at ?? null, void: false });

  let decision: TimeFrameInstance | null = null;
  let payment: TimeFrameInstance | null = null;
  for (const event of events) {
    if (decision && !decision.keptAt && !decision.void) {
      if (answersDecision.has(event.kind)) decision.keptAt = event.at;
      else if (event.kind === 'withdraw') decision.void = true;
    }
    if (payment && !payment.keptAt && event.kind === 'mark-paid') payment.keptAt = event.at;
    if (event.toStatus === 'estimate-received') {
      decision = { frame: 'decision', startedAt: event.at, keptAt: null, void: false };
      instances.push(decision);
    }
    if (event.kind === 'send-invoice') {
      payment = { frame: 'payment', startedAt: event.at, keptAt: null, void: false };
      instances.push(payment);
    }
  }
  return instances;
}

/** One month's figures for one promise: those that fell due that month, and how many were kept. */
export interface TimeFrameFigures {
  /** `yyyy-MM`, the month the promises fell due in. */
  month: string;
  frame: TimeFrameId;
  /** Promises that fell due in the month (and are past due, or answered). */
  due: number;
  met: number;
  /** Answered late, or not answered and now past due. */
  missed: number;
  /** Met as a share of due, 0 to 1; null when nothing fell due. */
  share: number | null;
}

/**
 * The figures of every month in which a promise fell due, oldest first, each promise in the
 * order of `timeFrameIds`. A promise not yet due and not yet answered is in no month yet.
 */
export function monthlyTimeFrameFigures(instances: readonly TimeFrameInstance[], now: Date): TimeFrameFigures[] {
  const byKey = new Map<string, TimeFrameFigures>();
  for (const { frame, dueOn: due, met } of settledTimeFrames(instances, now)) {
    const month = due.slice(0, 7);
    const key = `${month}|${frame}`;
    const figures = byKey.get(key) ?? { month, frame, due: 0, met: 0, missed: 0, share: null };
    figures.due += 1;
    if (met) figures.met += 1;
    else figures.missed += 1;
    figures.share = figures.met / figures.due;
    byKey.set(key, figures);
  }
  return [...byKey.values()].sort(
    (a, b) => a.month.localeCompare(b.month) || timeFrameIds.indexOf(a.frame) - timeFrameIds.indexOf(b.frame),
  );
}

/** A promise that has fallen due (or was answered): the day it fell due, and whether it was kept. */
export interface SettledTimeFrame {
  frame: TimeFrameId;
  /** `yyyy-MM-dd`, London. */
  dueOn: string;
  met: boolean;
}

/**
 * The promises that count by `now`: answered, or past their due day. A withdrawn claim's and one
 * not yet due and not yet answered are not counted. The one rule the monthly figures and the
 * claims record (claims-record.ts) both count by.
 */
export function settledTimeFrames(instances: readonly TimeFrameInstance[], now: Date): SettledTimeFrame[] {
  const today = londonToday(now);
  const settled: SettledTimeFrame[] = [];
  for (const instance of instances) {
    if (instance.void) continue;
    const due = dueOn(instance.frame, instance.startedAt);
    if (!instance.keptAt && today <= due) continue;
    settled.push({ frame: instance.frame, dueOn: due, met: !!instance.keptAt && londonToday(instance.keptAt) <= due });
  }
  return settled;
}
