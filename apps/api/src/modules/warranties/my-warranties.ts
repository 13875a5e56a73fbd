import type { MyWarrantiesAnswer, Warranty } from '@kestrel/domain/schemas/dashboard';
import { londonToday } from '@kestrel/domain/uk/london-date';
import type { WarrantiesContext } from './context';
import { customerWarranties } from './customer-warranties-repository';
import { warrantiesSummary, warrantyView } from './warranty-view';

/** Spec §7 "my warranties": the counts by cover state, those in force, and the list (newest first). */
export async function listMyWarranties(
  ctx: Pick<WarrantiesContext, 'db'>,
  userId: string,
  activeOnly: boolean,
): Promise<MyWarrantiesAnswer> {
  const today = londonToday();
  const records = await customerWarranties.list(ctx.db, userId);
  return warrantiesSummary(
    records.map((record) => warrantyView(record, today)),
    activeOnly,
  );
}

/** One of the customer's own warranties; anyone else's is a 404. */
export async function getMyWarranty(
  ctx: Pick<WarrantiesContext, 'db'>,
  userId: string,
  id: string,
): Promise<{ warranty: Warranty }> {
  const record = await customerWarranties.get(ctx.db, userId, id);
  return { warranty: warrantyView(record, londonToday()) };
}
