import { closedClaimStatuses } from '@kestrel/domain/claims/claim-status';
import { and, eq, notInArray } from 'drizzle-orm';
import { claims } from '../../db/schema';
import type { Executor } from '../../db/tx';

/** Whether the warranty has a claim still open (open until paid, declined or withdrawn). */
export async function openClaimOf(db: Executor, warrantyId: string): Promise<boolean> {
  const rows = await db
    .select({ id: claims.id })
    .from(claims)
    .where(and(eq(claims.warrantyId, warrantyId), notInArray(claims.status, [...closedClaimStatuses])))
    .limit(1);
  return rows.length > 0;
}
