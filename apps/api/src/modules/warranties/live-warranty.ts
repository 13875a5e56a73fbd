import { and, eq, gte, inArray } from 'drizzle-orm';
import { warranties } from '../../db/schema';
import { standingStatuses } from '@kestrel/domain/warranty/warranty-status';
import type { Executor } from '../../db/tx';

/** The live warranty covering a registration on or after a date (its latest expiry), if any. */
export async function liveWarrantyFor(
  db: Executor,
  registration: string,
  onOrAfter: string,
): Promise<{ id: string; expiryDate: string } | null> {
  const rows = await db
    .select({ id: warranties.id, expiryDate: warranties.expiryDate })
    .from(warranties)
    .where(
      and(
        eq(warranties.registration, registration),
        inArray(warranties.status, [...standingStatuses]),
        gte(warranties.expiryDate, onOrAfter),
      ),
    );
  return rows.sort((a, b) => b.expiryDate.localeCompare(a.expiryDate))[0] ?? null;
}
