import type { EnquiryRequest } from '@kestrel/domain/schemas/enquiry';
import { queueEmail } from '../outbox';
import type { EnquiriesContext } from './context';
import { enquiryAcknowledgement, enquiryStaffNotice } from './enquiry-emails';
import { insertEnquiry } from './repository';

/** Stores the enquiry and queues both e-mails in one transaction: all three are saved, or none. */
export async function submitEnquiry(ctx: EnquiriesContext, enquiry: EnquiryRequest): Promise<{ id: string }> {
  return ctx.db.transaction(async (tx) => {
    const row = await insertEnquiry(tx, enquiry);
    await queueEmail(tx, enquiryAcknowledgement(enquiry));
    await queueEmail(tx, enquiryStaffNotice(enquiry, row.createdAt, ctx.staffEmail, ctx.baseUrl));
    return { id: row.id };
  });
}
