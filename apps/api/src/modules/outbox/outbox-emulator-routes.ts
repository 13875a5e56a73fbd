import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OutboxContext } from './context';
import { mailboxOf } from './mailbox';

/**
 * Demo and test mode only (mounted with the emulators, never in production): the e-mails written
 * to the outbox for one address, newest first, so a browser test can follow a link it was sent.
 */
export const outboxEmulatorRoutes: FastifyPluginAsyncZod<{ context: OutboxContext }> = async (app, { context }) => {
  app.get(
    '/outbox',
    { schema: { hide: true, querystring: z.strictObject({ to: z.email().transform((to) => to.toLowerCase()) }) } },
    async (request) => mailboxOf(context, request.query.to),
  );
};
