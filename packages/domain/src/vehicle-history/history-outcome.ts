import type { HistoryOutcome, VehicleHistoryAnswer } from '../schemas/vehicle-history';

/** What an order and its warranty keep of one check (DESIGN §8.3 "Records"): the verdict, not the record. */
export function historyOutcome(answer: VehicleHistoryAnswer, checkedAt: string): HistoryOutcome {
  const { verdict } = answer;
  return {
    check: answer.check,
    decision: verdict.decision,
    flags: verdict.flags,
    reading: verdict.reading ? { date: verdict.reading.date, miles: verdict.reading.miles } : null,
    motStatus: verdict.motStatus,
    checkedAt,
  };
}

/** The request field a refusal belongs under: the mileage when it is the mileage, else the registration. */
export function refusalField(answer: VehicleHistoryAnswer): 'mileage' | 'registration' {
  return answer.verdict.refusals[0]?.code === 'mileage-below-record' ? 'mileage' : 'registration';
}
