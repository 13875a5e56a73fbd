import '~/lib/zod-setup';

/** The transfer form's schema: the server's own. Fetched on the form's first focus. */
export { startTransferRequestSchema } from '@kestrel/domain/schemas/transfers';
