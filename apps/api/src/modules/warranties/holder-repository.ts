import { eq } from 'drizzle-orm';
import { warranties, type WarrantyRow } from '../../db/schema';
import type { Executor } from '../../db/tx';

/**
 * A transfer to the vehicle's new owner (DESIGN §9.3): the warranty becomes theirs, with a new
 * certificate (issued now, in their name) and the same dates, level and limits. Call it in the
 * transaction that holds the warranty row and ends the transfer.
 */
export async function changeHolder(
  tx: Executor,
  warrantyId: string,
  toUserId: string,
  now: Date,
): Promise<WarrantyRow> {
  const [row] = await tx
    .update(warranties)
    .set({ userId: toUserId, certificateIssuedAt: now, updatedAt: now })
    .where(eq(warranties.id, warrantyId))
    .returning();
  if (!row) throw new Error(`No warranty ${warrantyId} to transfer`);
  return row;
}
