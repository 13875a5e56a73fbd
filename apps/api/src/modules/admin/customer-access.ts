import { customerAccessAnswerSchema, emptyActionSchema } from '@kestrel/domain/schemas/admin';
import { idParamsSchema } from '@kestrel/domain/schemas/dashboard';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { currentSession } from '../../plugins/auth';
import { revokeAllSessions } from '../accounts';
import { recordAudit } from '../audit';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/**
 * Staff disable a customer's account and enable it again (issue 25, SECURITY A5). Disabling ends
 * every session of the account at once, in the same transaction as the change and its audit
 * entry; a disabled account that signs in with the right password is told so (403
 * ACCOUNT_DISABLED). Doing it twice is harmless and records nothing the second time.
 */
export const customerAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  for (const action of ['disable', 'enable'] as const) {
    const disabling = action === 'disable';
    app.post(
      `/api/admin/customers/:id/${action}`,
      {
        schema: {
          tags: ['admin'],
          summary: disabling
            ? "Disable a customer's account: it cannot sign in and its sessions end at once (audited)"
            : "Enable a disabled customer's account again (audited)",
          params: idParamsSchema,
          body: emptyActionSchema,
          response: { 200: customerAccessAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const actorId = currentSession(request).user.id;
        return db.transaction(async (tx) => {
          const [customer] = await tx
            .select({ id: users.id, disabledAt: users.disabledAt })
            .from(users)
            .where(and(eq(users.id, request.params.id), eq(users.role, 'customer')))
            .for('update');
          if (!customer) throw notFound('We could not find that customer.');
          const wasDisabled = customer.disabledAt !== null;
          if (wasDisabled !== disabling) {
            await tx
              .update(users)
              .set({ disabledAt: disabling ? new Date() : null, updatedAt: new Date() })
              .where(eq(users.id, customer.id));
            await recordAudit(tx, {
              actorId,
              action: disabling ? 'customer.disabled' : 'customer.enabled',
              subjectType: 'customer',
              subjectId: customer.id,
              before: { disabled: wasDisabled },
              after: { disabled: disabling },
            });
          }
          if (disabling) await revokeAllSessions(tx, customer.id);
          return {
            disabled: disabling,
            message: disabling
              ? 'The account is disabled and every session of it has ended.'
              : 'The account is enabled again. The customer can sign in.',
          };
        });
      },
    );
  }
};
