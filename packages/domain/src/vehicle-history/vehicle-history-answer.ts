import type { VehicleHistoryAnswer } from '../schemas/vehicle-history';
import { mileagePoints } from './mileage-points';
import { motVerdict, type MotVerdictInput } from './mot-verdict';

/** Everything the screens need about one check: the record, the chart's points and the verdict. */
export function vehicleHistoryAnswer(input: MotVerdictInput): VehicleHistoryAnswer {
  const { check } = input;
  const history = check.outcome === 'found' ? check.history : null;
  return {
    check: check.outcome,
    history,
    points: history ? mileagePoints(history) : [],
    verdict: motVerdict(input),
  };
}
