import { siteConfig } from '../site/site-config';
import { londonToday } from '../uk/london-date';
import { ukLongDate } from '../uk/long-date';
import { addUkWorkingDays } from '../uk/working-days';
import type { ClaimStatus } from './claim-status';

/**
 * The claim time frames (DESIGN §9.1): what we promise, when each promise falls due, and whether it
 * was kept. A promise falls due at the end of the UK working day that is its number of working days
 * after the London day of what started it (a claim made on a Friday evening: the garage contacted
 * by the end of Monday). Weekends and bank holidays in England and Wales are not counted.
 */

export type TimeFrameId = keyof typeof siteConfig.claimTimeFrames;

export const timeFrameIds: readonly TimeFrameId[] = ['garageContact', 'decision', 'payment'];

/** Each promise in words, as the terms and the claim pages give it. */
export function timeFramePromise(id: TimeFrameId): string {
  const days = workingDays(siteConfig.claimTimeFrames[id]);
  switch (id) {
    case 'garageContact':
      return `We contact your garage within ${days} of your claim.`;
    case 'decision':
      return `We decide within ${days} of receiving the complete estimate from the garage, or ask for what is missing.`;
    case 'payment':
      return `We pay the garage within ${days} of receiving its invoice.`;
  }
}

const workingDays = (n: number) => `${n} working day${n === 1 ? '' : 's'}`;

/** The London day a promise started on (`yyyy-MM-dd`) → the last day it may be kept on. */
export function dueOn(id: TimeFrameId, startedAt: Date): string {
  return addUkWorkingDays(londonToday(startedAt), siteConfig.claimTimeFrames[id]);
}

/** Whether an answer given at `keptAt` (or not yet, at `now`) kept the promise started at `startedAt`. */
export function timeFrameState(
  id: TimeFrameId,
  startedAt: Date,
  keptAt: Date | null,
  now: Date = new Date(),
): 'met' | 'missed' | 'open' | 'overdue' {
  const due = dueOn(id, startedAt);
  if (keptAt) return londonToday(keptAt) <= due ? 'met' : 'missed';
  return londonToday(now) > due ? 'overdue' : 'open';
}

/** What a claim is waiting for, whose turn it is, and by when we promised it. */
export interface NextStep {
  /** Who acts next. */
  by: 'us' | 'garage' | 'customer' | null;
  /** The step in words, for the customer's and the garage's pages and the e-mails. */
  text: string;
  /** The promise the step is timed by, and the day it falls due; null when we promised no day. */
  timeFrame: TimeFrameId | null;
  dueOn: string | null;
}

/** The moments a claim's next step is timed from. */
export interface ClaimMoments {
  status: ClaimStatus;
  createdAt: Date;
  /** The last time a complete estimate arrived (the estimate, or the answer to a request). */
  estimateCompleteAt: Date | null;
  /** When the garage's invoice arrived. */
  invoicedAt: Date | null;
  /** Whom the claims team last asked for information. */
  askedFrom?: 'customer' | 'garage';
}

/**
 * The next step as the garage reads it: what we wait for from it, and when we pay. The customer's
 * and staff's pages read `nextStep`.
 */
export function garageNextStep(claim: ClaimMoments): NextStep {
  const frames = siteConfig.claimTimeFrames;
  const step = nextStep(claim);
  switch (claim.status) {
    case 'reported':
      return {
        ...step,
        text: `Please send us your diagnosis and itemised estimate. We decide within ${workingDays(frames.decision)} of receiving it complete.`,
      };
    case 'info-requested':
      return claim.askedFrom === 'garage'
        ? {
            ...step,
            text: `Please send us the information we asked for. We then decide within ${workingDays(frames.decision)}.`,
          }
        : step;
    case 'authorised':
      return {
        ...step,
        text: `Please carry out the authorised repair and send us your invoice. We pay you within ${workingDays(frames.payment)} of receiving it.`,
      };
    case 'invoiced':
      return { ...step, text: step.dueOn ? `We pay you by ${ukLongDate(step.dueOn)}.` : step.text };
    default:
      return step;
  }
}

/** The next step of a claim in its status, with the day it falls due, in plain words. */
export function nextStep(claim: ClaimMoments): NextStep {
  const frames = siteConfig.claimTimeFrames;
  switch (claim.status) {
    case 'reported': {
      const due = dueOn('garageContact', claim.createdAt);
      return {
        by: 'garage',
        text: `We contact the garage by ${ukLongDate(due)} and ask for its estimate. Once it arrives, we decide within ${workingDays(frames.decision)}.`,
        timeFrame: 'garageContact',
        dueOn: due,
      };
    }
    case 'estimate-received': {
      const due = dueOn('decision', claim.estimateCompleteAt ?? claim.createdAt);
      return {
        by: 'us',
        text: `We decide by ${ukLongDate(due)}, or ask for anything missing.`,
        timeFrame: 'decision',
        dueOn: due,
      };
    }
    case 'info-requested':
      return {
        by: claim.askedFrom ?? 'customer',
        text: `We are waiting for the information we asked for. Once we have it, we decide within ${workingDays(frames.decision)}.`,
        timeFrame: null,
        dueOn: null,
      };
    case 'authorised':
      return {
        by: 'garage',
        text: `The garage carries out the repair and sends us its invoice. We pay the garage within ${workingDays(frames.payment)} of the invoice.`,
        timeFrame: null,
        dueOn: null,
      };
    case 'invoiced': {
      const due = dueOn('payment', claim.invoicedAt ?? claim.createdAt);
      return { by: 'us', text: `We pay the garage by ${ukLongDate(due)}.`, timeFrame: 'payment', dueOn: due };
    }
    case 'paid':
    case 'declined':
    case 'withdrawn':
      return { by: null, text: '', timeFrame: null, dueOn: null };
  }
}
