import type { WarrantyHistoryAnswer } from '@kestrel/domain/schemas/vehicle-history';
import type { WarrantyRow } from '../../db/schema';
import type { HistoryChecker } from '../vehicle-history';
import type { WarrantiesContext } from './context';
import { customerWarranties } from './customer-warranties-repository';

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

/** The MOT history of one of the customer's own warranties' vehicles; anyone else's is "not found". */
export async function myWarrantyHistory(
  ctx: Pick<WarrantiesContext, 'db' | 'history'>,
  userId: string,
  warrantyId: string,
): Promise<WarrantyHistoryAnswer> {
  const { warranty } = await customerWarranties.get(ctx.db, userId, warrantyId);
  return warrantyHistory(ctx.history, warranty);
}
