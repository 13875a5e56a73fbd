import type { EnquiryRequest } from '@kestrel/domain/schemas/enquiry';
import { eq } from 'drizzle-orm';
import { enquiries, type EnquiryRow } from '../../db/schema';
import type { Executor } from '../../db/tx';

/** Stores an enquiry as it arrived; answers its id and when it was received. */
export async function insertEnquiry(tx: Executor, enquiry: EnquiryRequest): Promise<{ id: string; createdAt: Date }> {
  const [row] = await tx
    .insert(enquiries)
    .values(enquiry)
    .returning({ id: enquiries.id, createdAt: enquiries.createdAt });
  if (!row) throw new Error('The enquiry was not stored');
  return row;
}

/** The enquiry's status as staff set it; answers the enquiry as changed, null when there is none. */
export async function setEnquiryStatus(
  db: Executor,
  id: string,
  status: EnquiryRow['status'],
): Promise<EnquiryRow | null> {
  const [row] = await db.update(enquiries).set({ status }).where(eq(enquiries.id, id)).returning();
  return row ?? null;
}
