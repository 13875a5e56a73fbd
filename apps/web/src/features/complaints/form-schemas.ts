import { z } from '~/lib/zod-setup';
import { makeComplaintRequestSchema } from '@kestrel/domain/schemas/complaints';

/**
 * The complaint form: the server's own check of what the customer writes. What the complaint is
 * about (and the claim) comes from the page's address, not from a field, and is added on sending.
 */
export const complaintFormSchema = z.object({ description: makeComplaintRequestSchema.shape.description });
