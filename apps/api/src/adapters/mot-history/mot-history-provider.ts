import type { MotHistory } from '@kestrel/domain/vehicle-history/mot-history';
import type { MotHistoryCheck } from '@kestrel/domain/vehicle-history/mot-verdict';

/** What one MOT history lookup gave. A lookup never throws: every fault is one of these. */
export type MotHistoryLookup =
  | { outcome: 'found'; history: MotHistory }
  /** The DVSA holds no record (404 MOTH-NF-01). An answer, not a fault. */
  | { outcome: 'not-found' }
  /** The DVSA calls the registration invalid (400 MOTH-IV-03; MOTH-IV-* in general). */
  | { outcome: 'invalid-registration' }
  /** The service's rate limit or daily quota (429), or our own limiter would wait too long. */
  | { outcome: 'rate-limited'; retryAfterSeconds: number | null }
  /** Anything else: no answer, a 5xx, a refused token or key, an unreadable answer. */
  | { outcome: 'unavailable'; reason: string };

/** A source of MOT histories by registration (upper case, no spaces). */
export interface MotHistoryProvider {
  readonly name: string;
  lookup(registration: string): Promise<MotHistoryLookup>;
}

/** The lookup as the domain's verdict reads it: every fault is "history not checked". */
export function toHistoryCheck(lookup: MotHistoryLookup): MotHistoryCheck {
  switch (lookup.outcome) {
    case 'found':
      return { outcome: 'found', history: lookup.history };
    case 'not-found':
    case 'invalid-registration':
      return { outcome: 'not-found' };
    default:
      return { outcome: 'unavailable' };
  }
}
