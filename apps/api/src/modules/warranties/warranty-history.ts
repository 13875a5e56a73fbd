import type { WarrantyHistoryAnswer } from '@kestrel/domain/schemas/vehicle-history';
import type { WarrantyRow } from '../../db/schema';
import type { HistoryChecker } from '../vehicle-history';

/**
 * A sold warranty's MOT history (DESIGN §8.3 "Shown"): the outcome kept at the sale, beside the
 * record as it reads now (our day-long cache, or the DVSA) against the mileage declared then.
 */
export async function warrantyHistory(history: HistoryChecker, warranty: WarrantyRow): Promise<WarrantyHistoryAnswer> {
  const { answer } = await history.check({
    registration: warranty.registration,
    mileage: warranty.mileage,
    firstRegistered: warranty.firstRegistered,
  });
  return {
    registration: warranty.registration,
    declaredMileage: warranty.mileage,
    atSale: warranty.history ?? null,
    current: answer,
  };
}
