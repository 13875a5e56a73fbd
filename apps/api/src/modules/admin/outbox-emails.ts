import { ADMIN_PAGE_SIZE } from '@kestrel/domain/schemas/admin';
import type { FastifyRequest } from 'fastify';
import type { OutboxEmailRow } from '../../db/schema';
import type { Tx } from '../../db/tx';
import { issuePasswordToken, passwordResetEmail, usersRepository, welcomeGuestEmail } from '../accounts';
import { type AuditRecord, recordAudit, recordStaffRead } from '../audit';
import { secretEmailKinds, withoutSecrets } from '../outbox';
import type { AdminContext } from './context';
import { adminErrors } from './errors';
import { outboxRepository, type FreshBody, type OutboxFilter } from './outbox-repository';

const itemOf = (row: OutboxEmailRow) => ({
  id: row.id,
  kind: row.kind,
  to: row.toAddress,
  subject: row.subject,
  // Staff never see a live secret: every tokened link (reset, set-password, garage, unsubscribe) is shown removed.
  text: withoutSecrets(row.textBody),
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  heldAt: row.heldAt?.toISOString() ?? null,
});

/** The outgoing e-mails, newest first; each one shown is a customer's record, so each read is audited. */
export async function listOutbox(
  ctx: Pick<AdminContext, 'db'>,
  request: FastifyRequest,
  query: OutboxFilter & { page: number },
) {
  const outbox = outboxRepository(ctx.db);
  const filter = { status: query.status, to: query.to };
  const total = await outbox.count(filter);
  const rows = await outbox.page(filter, query.page);
  for (const row of rows) {
    await recordStaffRead(ctx.db, request, { what: 'outbox-email', subjectType: 'email', subjectId: row.id });
  }
  return { items: rows.map(itemOf), total, page: query.page, pageSize: ADMIN_PAGE_SIZE };
}

/**
 * A failed e-mail with a secret is not repeated as it was (its link may have been seen): the same
 * e-mail is written again with a fresh link for the same account. Null when the account has gone.
 */
async function freshSecretBody(tx: Tx, row: OutboxEmailRow, baseUrl: string): Promise<FreshBody | null> {
  const user = await usersRepository(tx).findByEmail(row.toAddress);
  if (!user) return null;
  const purpose = row.kind === 'password-reset' ? 'reset' : 'set-password';
  const token = await issuePasswordToken(tx, user.id, purpose);
  const email =
    purpose === 'reset' ? passwordResetEmail(user, baseUrl, token) : welcomeGuestEmail(user, baseUrl, token);
  return { subject: email.subject, textBody: email.text, htmlBody: email.html ?? null };
}

type Acted = { after: OutboxEmailRow; audit: Pick<AuditRecord, 'before' | 'after'> };

/**
 * A staff action on one e-mail: the e-mail found (404 otherwise), changed by `act` in one
 * transaction with its audit entry (`act` answers null when the e-mail is not in the state the
 * action needs: `refused` says so, 409).
 */
async function emailAction(
  ctx: Pick<AdminContext, 'db'>,
  actorId: string,
  id: string,
  action: 'resend' | 'release',
  refused: string,
  act: (tx: Tx, row: OutboxEmailRow) => Promise<Acted | null>,
) {
  return ctx.db.transaction(async (tx) => {
    const row = await outboxRepository(tx).byId(id);
    if (!row) throw adminErrors.emailNotFound();
    const done = await act(tx, row);
    if (!done) throw adminErrors.emailActionRefused(refused);
    await recordAudit(tx, {
      actorId,
      action: action === 'resend' ? 'email.resent' : 'email.released',
      subjectType: 'email',
      subjectId: row.id,
      ...done.audit,
    });
    return { email: itemOf(done.after) };
  });
}

/** Sends a failed e-mail again; one with a link goes as a new e-mail with a fresh link. */
export const resendEmail = (ctx: Pick<AdminContext, 'db' | 'baseUrl'>, actorId: string, id: string) =>
  emailAction(ctx, actorId, id, 'resend', 'Only an e-mail that failed can be sent again.', async (tx, row) => {
    if (row.status !== 'failed') return null;
    const fresh = secretEmailKinds.has(row.kind) ? await freshSecretBody(tx, row, ctx.baseUrl) : null;
    if (secretEmailKinds.has(row.kind) && !fresh) throw adminErrors.accountGone();
    const after = await outboxRepository(tx).retryFailed(row.id, fresh);
    if (!after) throw adminErrors.emailNotFound();
    const before = { status: row.status, attempts: row.attempts, lastError: row.lastError };
    return { after, audit: { before, after: { status: after.status, ...(fresh ? { freshLink: true } : {}) } } };
  });

/** Sends an e-mail held after a restore of the database (docs/operations.md, "Backups and restore"). */
export const releaseEmail = (ctx: Pick<AdminContext, 'db'>, actorId: string, id: string) =>
  emailAction(ctx, actorId, id, 'release', 'Only a held e-mail can be released.', async (tx, row) => {
    const after = await outboxRepository(tx).release(row.id);
    if (!after) return null;
    const before = { status: row.status, heldAt: row.heldAt?.toISOString() ?? null };
    return { after, audit: { before, after: { status: after.status } } };
  });
