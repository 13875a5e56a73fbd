import type { z } from 'zod';
import type { enquiryAnswerSchema, enquiryRequestSchema } from '@kestrel/domain/schemas/enquiry';
import { apiFetch } from '~/lib/api-client';
import { enquiryAnswer } from '~/lib/answer-schemas';

const answer = enquiryAnswer((m) => m.enquiryAnswerSchema);

export type EnquiryRequest = z.input<typeof enquiryRequestSchema>;
export type EnquiryAnswer = z.infer<typeof enquiryAnswerSchema>;

export function sendEnquiry(enquiry: EnquiryRequest): Promise<EnquiryAnswer> {
  return apiFetch('/api/enquiry', answer, { method: 'POST', body: enquiry, loading: true });
}
