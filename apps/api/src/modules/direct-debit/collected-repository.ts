import { eq, inArray, sql } from 'drizzle-orm';
import { directDebitInstalments, directDebitPlans } from '../../db/schema';
import type { Executor } from '../../db/tx';

/**
 * How much of each monthly warranty's price has been collected so far (the domain's
 * `pricePaidLine`): the pence of its instalments `collected`, by Direct Debit or paid by card
 * (refunded ones are not). One query for a page of warranties; a warranty paid in full has no plan
 * and is absent from the answer.
 */
export async function monthlyCollected(db: Executor, warrantyIds: readonly string[]): Promise<Map<string, number>> {
  if (warrantyIds.length === 0) return new Map();
  const rows = await db
    .select({
      warrantyId: directDebitPlans.warrantyId,
      collected:
        sql<number>`coalesce(sum(${directDebitInstalments.amount}) filter (where ${directDebitInstalments.status} = 'collected'), 0)`.mapWith(
          Number,
        ),
    })
    .from(directDebitPlans)
    .leftJoin(directDebitInstalments, eq(directDebitInstalments.planId, directDebitPlans.id))
    .where(inArray(directDebitPlans.warrantyId, [...warrantyIds]))
    .groupBy(directDebitPlans.warrantyId);
  return new Map(rows.flatMap((r) => (r.warrantyId ? [[r.warrantyId, r.collected] as const] : [])));
}

/** One warranty's: null when it is paid in full. */
export async function monthlyCollectedOf(db: Executor, warrantyId: string): Promise<number | null> {
  return (await monthlyCollected(db, [warrantyId])).get(warrantyId) ?? null;
}
