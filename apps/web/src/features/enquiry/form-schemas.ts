import '~/lib/zod-setup';

/** The enquiry form's schema, the server's own; fetched on first focus, keeping Zod off the page's first load. */
export { enquiryRequestSchema } from '@kestrel/domain/schemas/enquiry';
