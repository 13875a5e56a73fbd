import type { WarrantyStatus } from '@kestrel/domain/schemas/purchase';
import { expiryDate } from '@kestrel/domain/warranty/warranty-dates';
import type { WarrantiesContext } from './context';
import { warrantyErrors } from './errors';
import { stageWarranty } from './repository';
import { warrantyPayments } from './warranty-payments-repository';

/** What a browser test may set on a warranty: its status, cover start, balance and day of purchase. */
export interface WarrantyFixture {
  status?: WarrantyStatus;
  startDate?: string;
  balanceDue?: number;
  purchasedAt?: string;
}

/**
 * Demo and test mode only: puts a warranty into any state at any date. `startDate` moves the cover
 * (its expiry follows from the plan's months); `purchasedAt` moves the day of purchase (the
 * cooling-off clock).
 */
export async function setWarrantyFixture(ctx: Pick<WarrantiesContext, 'db'>, id: string, fixture: WarrantyFixture) {
  const { status, startDate, balanceDue, purchasedAt } = fixture;
  const warranty = await warrantyPayments.byId(ctx.db, id);
  if (!warranty) throw warrantyErrors.noSuchWarranty();
  const updated = await stageWarranty(ctx.db, warranty.id, {
    ...(status ? { status } : {}),
    ...(startDate ? { startDate, expiryDate: expiryDate(startDate, warranty.months) } : {}),
    ...(balanceDue !== undefined ? { balanceDue } : {}),
    ...(purchasedAt ? { createdAt: new Date(purchasedAt) } : {}),
  });
  return {
    id: updated?.id,
    status: updated?.status,
    startDate: updated?.startDate,
    expiryDate: updated?.expiryDate,
  };
}
