import '~/lib/zod-setup';

/** The privacy forms' schemas: the server's own. */
export { eraseAccountRequestSchema } from '@kestrel/domain/schemas/privacy';
