import type { MotHistory } from './mot-history';
import { motRefusalMessages, type MotFlag, type MotRefusalCode } from './mot-messages';
import { latestTest, motStatus, type MotStatus } from './mot-status';
import { readingsGoDown, latestReading, type ReadingPoint } from './mileage-points';

/** What the DVSA lookup gave: a history, no record, or no answer (any fault, rate limit or outage). */
export type MotHistoryCheck =
  { outcome: 'found'; history: MotHistory } | { outcome: 'not-found' } | { outcome: 'unavailable' };

export interface MotRefusal {
  code: MotRefusalCode;
  message: string;
}

export interface MotVerdict {
  /** `refused`: we may not sell cover; `sold`: we may, perhaps with flags for the staff. */
  decision: 'sold' | 'refused';
  /** Every rule broken, most serious first; the first is the one to show. */
  refusals: MotRefusal[];
  flags: MotFlag[];
  /** The latest odometer reading the check relied on (null when there is none). */
  reading: ReadingPoint | null;
  /** Null when the history was not found or not checked. */
  motStatus: MotStatus | null;
}

export interface MotVerdictInput {
  check: MotHistoryCheck;
  /** Miles the customer declared. */
  declaredMileage: number;
  /** The vehicle lookup's first-registration date (ISO), if any. */
  firstRegistered: string | null;
  /** Today in the UK (ISO date). */
  today: string;
}

/** The verdict on selling cover for a vehicle given its MOT history (DESIGN §8.3). */
export function motVerdict({ check, declaredMileage, firstRegistered, today }: MotVerdictInput): MotVerdict {
  if (check.outcome !== 'found') {
    const flag: MotFlag = check.outcome === 'not-found' ? 'no-record' : 'not-checked';
    return { decision: 'sold', refusals: [], flags: [flag], reading: null, motStatus: null };
  }
  const { history } = check;
  const status = motStatus(history, firstRegistered, today);
  const reading = latestReading(history);
  const last = latestTest(history);
  const refusals: MotRefusal[] = [];

  if (last?.result === 'failed' && last.defects.some((defect) => defect.dangerous)) {
    refusals.push({ code: 'dangerous-fail', message: motRefusalMessages.dangerousFail(last.date) });
  }
  if (status.status === 'expired') {
    const message = status.expired
      ? motRefusalMessages.motExpired(status.expired)
      : motRefusalMessages.noMot(status.dueSince);
    refusals.push({ code: 'mot-expired', message });
  }
  if (reading && declaredMileage < reading.miles) {
    refusals.push({
      code: 'mileage-below-record',
      message: motRefusalMessages.mileageBelowRecord(declaredMileage, reading.miles, reading.date),
    });
  }

  const flags: MotFlag[] = [];
  if (readingsGoDown(history)) flags.push('readings-go-down');
  if (last && last.odometer.result !== 'read') flags.push('odometer-not-read');

  return { decision: refusals.length > 0 ? 'refused' : 'sold', refusals, flags, reading, motStatus: status };
}
