import type { EnquiryRequest } from '@kestrel/domain/schemas/enquiry';
import { enquiries } from '../../db/schema';
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
