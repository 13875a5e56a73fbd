import '~/lib/zod-setup';
import { enquiryRequestSchema, type EnquiryRequest } from '@kestrel/domain/schemas/enquiry';
import { fieldErrors } from '~/lib/form-errors';

/** The shared schema's verdict on the form (loaded on first submit, keeping Zod off the page's first load). */
export function validateEnquiry(
  values: unknown,
): { ok: true; value: EnquiryRequest } | { ok: false; errors: Record<string, string> } {
  const parsed = enquiryRequestSchema.safeParse(values);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) };
}
