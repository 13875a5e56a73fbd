import type { ComplaintOutcome } from '../complaints/complaint-kinds';
import { addDays, addMonths, daysInMonth, weekday } from '../dates/calendar-date';
import { londonToday } from '../uk/london-date';
import type { ClaimFacts } from './claim-facts';
import { declineReasonIds, type DeclineReasonId } from './decline-reasons';
import { settledTimeFrames } from './time-frame-record';
import { type TimeFrameId, timeFrameIds } from './time-frames';

/**
 * The claims record (DESIGN §9.2 "Public record"; issue #37 "Measured, not claimed"): how many
 * claims were made and decided, by the rules or by a person, how fast, and how well we kept our
 * time frames, per week or per month, and for any run of days. The back office's tables and the
 * public page "How we handle claims" are this one computation over the same facts.
 *
 * Each figure counts in the period of the London day it happened on: a claim made, in the week it
 * was made; a decision and its time from the complete estimate, in the week of the decision; a
 * payment and its time from the invoice, in the week of the payment; a promise, in the week it fell
 * due (time-frame-record.ts); a complaint, in the week it was received, its outcome in the week of
 * our final response.
 */

/** A complaint as the record counts it. */
export interface ComplaintFacts {
  receivedAt: Date;
  respondedAt: Date | null;
  outcome: ComplaintOutcome | null;
}

export interface RecordFacts {
  claims: readonly ClaimFacts[];
  complaints: readonly ComplaintFacts[];
}

/** London days, both included, `yyyy-MM-dd`. */
export interface DayRange {
  from: string;
  to: string;
}

export type RecordPeriodKind = 'week' | 'month';

/** Durations in minutes: how many, the median and the 90th percentile (nearest rank); null when none. */
export interface DurationFigures {
  count: number;
  medianMinutes: number | null;
  p90Minutes: number | null;
}

export interface RecordFigures extends DayRange {
  claimsMade: number;
  /** First decisions (an authorisation or a decline), by who made them. */
  decided: number;
  decidedAutomatically: number;
  decidedByPerson: number;
  /** Automatic authorisations a claims handler reversed. */
  reversed: number;
  /** Claims whose outcome (their last decision) fell in the period. */
  authorised: number;
  declined: number;
  /** Declines by reason, in the order of `declineReasonIds`, reasons with none left out. */
  declinedByReason: { reason: DeclineReasonId; count: number }[];
  withdrawn: number;
  /** Authorised as a share of authorised and declined: what we agreed to pay. Null when none. */
  authorisedShare: number | null;
  paid: number;
  estimateToDecision: DurationFigures;
  invoiceToPayment: DurationFigures;
  /** Each promise that fell due in the period: how many, how many kept, the share kept. */
  timeFrames: { frame: TimeFrameId; due: number; met: number; share: number | null }[];
  complaintsReceived: number;
  complaintsUpheld: number;
  complaintsPartlyUpheld: number;
  complaintsNotUpheld: number;
}

const MINUTE = 60_000;

/** The nearest-rank percentile (0 < p ≤ 1) of sorted values. */
function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
}

/** The count, median and 90th percentile of durations in milliseconds, in whole minutes. */
export function durationFigures(durationsMs: readonly number[]): DurationFigures {
  const minutes = durationsMs.map((ms) => Math.round(ms / MINUTE)).sort((a, b) => a - b);
  return { count: minutes.length, medianMinutes: percentile(minutes, 0.5), p90Minutes: percentile(minutes, 0.9) };
}

const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/** The figures of the London days of `range` (both included), as they stand at `now`. */
export function recordFigures(facts: RecordFacts, range: DayRange, now: Date): RecordFigures {
  const inRange = (at: Date | null): at is Date => {
    if (!at) return false;
    const day = londonToday(at);
    return day >= range.from && day <= range.to;
  };
  const claims = facts.claims;
  const decided = claims.filter((claim) => inRange(claim.decidedAt));
  const ended = (outcome: ClaimFacts['outcome']) =>
    claims.filter((claim) => claim.outcome === outcome && inRange(claim.outcomeAt));
  const authorised = ended('authorised').length;
  const declined = ended('declined');
  const paid = claims.filter((claim) => inRange(claim.paidAt));
  const settled = claims
    .flatMap((claim) => settledTimeFrames(claim.timeFrames, now))
    .filter((frame) => frame.dueOn >= range.from && frame.dueOn <= range.to);
  const responded = facts.complaints.filter((complaint) => inRange(complaint.respondedAt));
  const outcomes = (outcome: ComplaintOutcome) => responded.filter((c) => c.outcome === outcome).length;
  return {
    ...range,
    claimsMade: claims.filter((claim) => inRange(claim.madeAt)).length,
    decided: decided.length,
    decidedAutomatically: decided.filter((claim) => claim.decidedBy === 'automatic').length,
    decidedByPerson: decided.filter((claim) => claim.decidedBy === 'person').length,
    reversed: claims.filter((claim) => inRange(claim.reversedAt)).length,
    authorised,
    declined: declined.length,
    declinedByReason: declineReasonIds
      .map((reason) => ({ reason, count: declined.filter((claim) => claim.declineReason === reason).length }))
      .filter((entry) => entry.count > 0),
    withdrawn: ended('withdrawn').length,
    authorisedShare: share(authorised, authorised + declined.length),
    paid: paid.length,
    estimateToDecision: durationFigures(
      decided
        .filter((claim) => claim.estimateCompleteAt)
        .map((claim) => claim.decidedAt!.getTime() - claim.estimateCompleteAt!.getTime()),
    ),
    invoiceToPayment: durationFigures(
      paid.filter((claim) => claim.invoicedAt).map((claim) => claim.paidAt!.getTime() - claim.invoicedAt!.getTime()),
    ),
    timeFrames: timeFrameIds.map((frame) => {
      const due = settled.filter((s) => s.frame === frame);
      const met = due.filter((s) => s.met).length;
      return { frame, due: due.length, met, share: share(met, due.length) };
    }),
    complaintsReceived: facts.complaints.filter((complaint) => inRange(complaint.receivedAt)).length,
    complaintsUpheld: outcomes('upheld'),
    complaintsPartlyUpheld: outcomes('partly-upheld'),
    complaintsNotUpheld: outcomes('not-upheld'),
  };
}

/** The Monday of the week of a London day. */
export const weekStart = (day: string): string => addDays(day, -((weekday(day) + 6) % 7));

/** The calendar month of a London day. */
export function monthOf(day: string): DayRange {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const from = `${day.slice(0, 7)}-01`;
  return { from, to: `${day.slice(0, 7)}-${String(daysInMonth(year, month)).padStart(2, '0')}` };
}

/** The last `count` weeks (Monday to Sunday) or calendar months up to `now`'s, newest first. */
export function recordPeriods(kind: RecordPeriodKind, now: Date, count: number): DayRange[] {
  const today = londonToday(now);
  return Array.from({ length: count }, (_, back) => {
    if (kind === 'month') return monthOf(addMonths(`${today.slice(0, 7)}-01`, -back));
    const from = addDays(weekStart(today), -7 * back);
    return { from, to: addDays(from, 6) };
  });
}

/** The record per week or per month, the last `count` of them up to `now`'s, newest first. */
export function claimsRecord(facts: RecordFacts, kind: RecordPeriodKind, now: Date, count: number): RecordFigures[] {
  return recordPeriods(kind, now, count).map((range) => recordFigures(facts, range, now));
}

/** What "How we handle claims" shows: last month's figures and the last twelve whole months'. */
export interface PublishedRecord {
  lastMonth: RecordFigures;
  lastTwelveMonths: RecordFigures;
  /** When the figures were worked out. */
  computedAt: string;
}

export function publishedRecord(facts: RecordFacts, now: Date): PublishedRecord {
  // This month, then the twelve whole months before it, newest first.
  const months = recordPeriods('month', now, 13);
  const lastMonth = months[1]!;
  return {
    lastMonth: recordFigures(facts, lastMonth, now),
    lastTwelveMonths: recordFigures(facts, { from: months[12]!.from, to: lastMonth.to }, now),
    computedAt: now.toISOString(),
  };
}
