import type { EnquiryRequest } from '@kestrel/domain/schemas/enquiry';
import type { Database } from '../../db/database-types';
import { enquiries } from '../../db/schema';
import { queueEmail } from '../outbox';
import { enquiryAcknowledgement, enquiryStaffNotice } from './enquiry-emails';

/** Stores the enquiry and queues both e-mails in one transaction: all three are saved, or none. */
export async function submitEnquiry(
  deps: { db: Database; staffEmail: string; baseUrl: string },
  enquiry: EnquiryRequest,
): Promise<{ id: string }> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(enquiries)
      .values(enquiry)
      .returning({ id: enquiries.id, createdAt: enquiries.createdAt });
    if (!row) throw new Error('The enquiry was not stored');
    await queueEmail(tx, enquiryAcknowledgement(enquiry));
    await queueEmail(tx, enquiryStaffNotice(enquiry, row.createdAt, deps.staffEmail, deps.baseUrl));
    return { id: row.id };
  });
}
