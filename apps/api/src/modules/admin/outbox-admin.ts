import { ADMIN_PAGE_SIZE, outboxItemSchema, outboxListSchema, outboxQuerySchema } from '@kestrel/domain/schemas/admin';
import { idParamsSchema } from '@kestrel/domain/schemas/dashboard';
import { errorCodes } from '@kestrel/domain/schemas/errors';
import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxEmails, type OutboxEmailRow } from '../../db/schema';
import { errorAnswers } from '../../lib/error-answers';
import { AppError, notFound } from '../../lib/errors';
import { currentSession } from '../../plugins/auth';
import { type AuditRecord, recordAudit, recordStaffRead } from '../audit';
import { likePattern } from './work-queue';
import { withoutSecrets, secretEmailKinds } from '../outbox';
import { usersRepository } from '../accounts';
import { issuePasswordToken } from '../accounts';
import { passwordResetEmail, welcomeGuestEmail } from '../accounts';
import { adminPage } from './admin-page';
import type { Tx } from '../../db/tx';

const errors = errorAnswers(400, 401, 403, 404, 409);

const itemOf = (row: OutboxEmailRow) => ({
  id: row.id,
  kind: row.kind,
  to: row.toAddress,
  subject: row.subject,
  // Staff never see a live secret: a reset or set-password link is shown removed.
  text: withoutSecrets(row.textBody),
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  heldAt: row.heldAt?.toISOString() ?? null,
});

/**
 * A failed e-mail with a secret is not repeated as it was (its link may have been seen): the same
 * e-mail is written again with a fresh link for the same account. Null when the account has gone.
 */
async function freshSecretBody(tx: Tx, row: OutboxEmailRow, baseUrl: string) {
  const user = await usersRepository(tx).findByEmail(row.toAddress);
  if (!user) return null;
  const purpose = row.kind === 'password-reset' ? 'reset' : 'set-password';
  const token = await issuePasswordToken(tx, user.id, purpose);
  const email =
    purpose === 'reset' ? passwordResetEmail(user, baseUrl, token) : welcomeGuestEmail(user, baseUrl, token);
  return { subject: email.subject, textBody: email.text, htmlBody: email.html ?? null };
}

/**
 * Every e-mail, sent or waiting (issue #7), a resend for one that failed, and the release of one
 * held after a restore of the database (issue #27).
 */
export const outboxAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/api/admin/outbox',
    {
      schema: {
        tags: ['admin'],
        summary: 'The outgoing e-mails, newest first, by status or recipient',
        querystring: outboxQuerySchema,
        response: { 200: outboxListSchema, ...errors },
      },
    },
    async (request) => {
      const { status, to, page } = request.query;
      const where = and(
        status ? eq(outboxEmails.status, status) : undefined,
        to ? ilike(outboxEmails.toAddress, likePattern(to)) : undefined,
      );
      const [totals] = await db.select({ total: count() }).from(outboxEmails).where(where);
      const rows = await adminPage(
        db
          .select()
          .from(outboxEmails)
          .where(where)
          .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
          .$dynamic(),
        page,
      );
      // Each e-mail is a customer's record: the read is in the audit log, one entry per e-mail shown.
      for (const row of rows) {
        await recordStaffRead(db, request, { what: 'outbox-email', subjectType: 'email', subjectId: row.id });
      }
      return { items: rows.map(itemOf), total: totals?.total ?? 0, page, pageSize: ADMIN_PAGE_SIZE };
    },
  );

  /**
   * A staff action on one e-mail: the e-mail found (404 otherwise), changed by `act` in one
   * transaction with its audit entry (`act` answers null when the e-mail is not in the state the
   * action needs: `refused` says so, 409).
   */
  const emailAction = (
    action: 'resend' | 'release',
    summary: string,
    refused: string,
    act: (
      tx: Tx,
      row: OutboxEmailRow,
    ) => Promise<{ after: OutboxEmailRow; audit: Pick<AuditRecord, 'before' | 'after'> } | null>,
  ) =>
    app.post(
      `/api/admin/outbox/:id/${action}`,
      {
        schema: {
          tags: ['admin'],
          summary,
          params: idParamsSchema,
          body: z.strictObject({}).optional(),
          response: { 200: z.object({ email: outboxItemSchema }), ...errors },
        },
      },
      async (request) =>
        db.transaction(async (tx) => {
          const [row] = await tx.select().from(outboxEmails).where(eq(outboxEmails.id, request.params.id));
          if (!row) throw notFound('We could not find that e-mail.');
          const done = await act(tx, row);
          if (!done) throw new AppError(409, errorCodes.conflict, refused);
          await recordAudit(tx, {
            actorId: currentSession(request).user.id,
            action: action === 'resend' ? 'email.resent' : 'email.released',
            subjectType: 'email',
            subjectId: row.id,
            ...done.audit,
          });
          return { email: itemOf(done.after) };
        }),
    );

  emailAction(
    'resend',
    'Send a failed e-mail again (one with a link: a new e-mail with a fresh link)',
    'Only an e-mail that failed can be sent again.',
    async (tx, row) => {
      if (row.status !== 'failed') return null;
      const fresh = secretEmailKinds.has(row.kind) ? await freshSecretBody(tx, row, app.config.baseUrl) : null;
      if (secretEmailKinds.has(row.kind) && !fresh) throw notFound('That account no longer exists.');
      const [after] = await tx
        .update(outboxEmails)
        .set({ ...fresh, status: 'pending', attempts: 0, lastError: null, nextAttemptAt: sql`now()` })
        .where(and(eq(outboxEmails.id, row.id), eq(outboxEmails.status, 'failed')))
        .returning();
      if (!after) throw notFound('We could not find that e-mail.');
      const before = { status: row.status, attempts: row.attempts, lastError: row.lastError };
      return { after, audit: { before, after: { status: after.status, ...(fresh ? { freshLink: true } : {}) } } };
    },
  );

  emailAction(
    'release',
    'Send an e-mail held after a restore of the database (staff know it did not go)',
    'Only a held e-mail can be released.',
    async (tx, row) => {
      const [after] = await tx
        .update(outboxEmails)
        .set({ status: 'pending', attempts: 0, lastError: null, heldAt: null, nextAttemptAt: sql`now()` })
        .where(and(eq(outboxEmails.id, row.id), eq(outboxEmails.status, 'held')))
        .returning();
      if (!after) return null;
      const before = { status: row.status, heldAt: row.heldAt?.toISOString() ?? null };
      return { after, audit: { before, after: { status: after.status } } };
    },
  );
};
