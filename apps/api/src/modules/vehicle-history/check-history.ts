import type { VehicleHistoryAnswer } from '@kestrel/domain/schemas/vehicle-history';
import { historyOutcome, refusalField } from '@kestrel/domain/vehicle-history/history-outcome';
import type { MotHistoryCheck } from '@kestrel/domain/vehicle-history/mot-verdict';
import { vehicleHistoryAnswer } from '@kestrel/domain/vehicle-history/vehicle-history-answer';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { toHistoryCheck } from '../../adapters/mot-history/mot-history-provider';
import { AppError } from '../../lib/errors';
import type { VehicleHistoryContext } from './context';
import { historyErrors } from './errors';
import { historyCacheRepository } from './history-cache-repository';

/** One check: the answer the screens read, and when the DVSA was asked. */
export interface HistoryCheckResult {
  answer: VehicleHistoryAnswer;
  checkedAt: Date;
}

export interface HistoryCheckRequest {
  registration: string;
  /** Miles declared; null checks the MOT alone (the mileage rule is left out). */
  mileage: number | null;
  /** The first registration date when the caller knows it; else our lookup's, if any. */
  firstRegistered?: string | null;
  /** Ask the DVSA now rather than read our day-long cache (an MOT reminder, just before it goes). */
  fresh?: boolean;
}

/**
 * DESIGN §8.3: the vehicle's MOT history from the DVSA, read from our day-long cache or asked
 * once (concurrent checks of one registration share one read and one call), then judged by the
 * domain's verdict. Never throws for the DVSA's sake: any fault is "history not checked".
 */
export function createHistoryChecker(ctx: VehicleHistoryContext) {
  const cache = historyCacheRepository(ctx.db);
  const inFlight = new Map<string, Promise<{ check: MotHistoryCheck; checkedAt: Date }>>();

  async function fetchCheck(
    registration: string,
    fresh: boolean,
  ): Promise<{ check: MotHistoryCheck; checkedAt: Date }> {
    const cached = fresh ? null : await cache.latest(registration);
    if (cached) return cached;
    if (!ctx.provider) return { check: { outcome: 'unavailable' }, checkedAt: new Date() };
    const lookup = await ctx.provider.lookup(registration);
    const check = toHistoryCheck(lookup);
    if (check.outcome === 'unavailable') {
      ctx.log.warn({ registration, outcome: lookup.outcome }, 'MOT history not checked');
      return { check, checkedAt: new Date() };
    }
    return { check, checkedAt: await cache.record(registration, ctx.provider.name, check) };
  }

  function historyCheck(registration: string, fresh: boolean) {
    // A fresh check shares only another fresh one: a cached answer in flight may be a day old.
    const key = fresh ? `fresh:${registration}` : registration;
    const existing = inFlight.get(key);
    if (existing) return existing;
    const pending = fetchCheck(registration, fresh).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
    return pending;
  }

  async function firstRegisteredOf(registration: string): Promise<string | null> {
    try {
      return (await ctx.lookup(registration)).registeredDate;
    } catch (error) {
      if (error instanceof AppError && (error.statusCode === 404 || error.statusCode === 503)) return null;
      throw error;
    }
  }

  return {
    async check(request: HistoryCheckRequest): Promise<HistoryCheckResult> {
      const registration = request.registration.toUpperCase().replace(/\s/g, '');
      const [{ check, checkedAt }, firstRegistered] = await Promise.all([
        historyCheck(registration, request.fresh === true),
        request.firstRegistered === undefined ? firstRegisteredOf(registration) : request.firstRegistered,
      ]);
      const answer = vehicleHistoryAnswer({
        check,
        // Without a mileage no reading can be above it: the MOT rules alone apply.
        declaredMileage: request.mileage ?? Number.MAX_SAFE_INTEGER,
        firstRegistered,
        today: londonToday(),
      });
      return { answer, checkedAt };
    },
  };
}

export type HistoryChecker = ReturnType<typeof createHistoryChecker>;

/** Field names of the request the refusal is answered under. */
export interface RefusalFields {
  registration: string;
  mileage: string;
}

/** A refused history is a 409 HISTORY_REFUSED with the verdict's message, under the field it concerns. */
export function assertHistoryAllows(answer: VehicleHistoryAnswer, fields: RefusalFields): void {
  const [refusal] = answer.verdict.refusals;
  if (answer.verdict.decision !== 'refused' || !refusal) return;
  throw historyErrors.refused(refusal.message, fields[refusalField(answer)]);
}

/** The columns an order or warranty keeps of the check it was sold on. */
export function historyColumns({ answer, checkedAt }: HistoryCheckResult) {
  const history = historyOutcome(answer, checkedAt.toISOString());
  return {
    history,
    historyFlagged: history.flags.length > 0,
    historyReadingMiles: history.reading?.miles ?? null,
  };
}
