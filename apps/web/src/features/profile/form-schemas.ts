import '~/lib/zod-setup';

/** The profile forms' schemas: the server's own. Fetched on a form's first focus. */
export { updatePasswordRequestSchema, updateProfileRequestSchema } from '@kestrel/domain/schemas/account';
