import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxEmails } from '../../db/schema';

/**
 * Demo and test mode only (mounted with the emulators, never in production): the e-mails written
 * to the outbox for one address, newest first, so a browser test can follow a link it was sent.
 */
export const outboxEmulatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    { schema: { hide: true, querystring: z.strictObject({ to: z.email().transform((to) => to.toLowerCase()) }) } },
    async (request) => {
      const rows = await app.database.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.toAddress, request.query.to))
        .orderBy(desc(outboxEmails.createdAt))
        .limit(50);
      return {
        emails: rows.map((row) => ({
          kind: row.kind,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );
};
