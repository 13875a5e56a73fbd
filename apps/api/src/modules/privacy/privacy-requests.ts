import { requestDueOn } from '@kestrel/domain/privacy/requests';
import type { PrivacyExport, PrivacyRequest, RecordPrivacyRequest } from '@kestrel/domain/schemas/privacy';
import type { PrivacyRequestRow } from '../../db/schema';
import { recordAudit } from '../audit';
import type { PrivacyRequestsContext } from './context';
import { eraseAccount } from './erase-account';
import { privacyErrors } from './errors';
import { exportCustomerData } from './export-data';
import { privacyRequestsRepository } from './privacy-requests-repository';

/**
 * Data requests that came by e-mail, phone or letter (docs/privacy.md "Requests handled by staff"):
 * recorded with their due date (one month), the identity check and the outcome; staff run the same
 * export and erasure as the customer's own buttons. Every action goes in the audit log.
 */

export const privacyRequestAnswer = (row: PrivacyRequestRow): PrivacyRequest => ({
  _id: row.id,
  kind: row.kind,
  channel: row.channel,
  requester: row.requester,
  receivedOn: row.receivedOn,
  dueOn: row.dueOn,
  customerId: row.userId,
  identityCheck: row.identityCheck,
  outcome: row.outcome,
  outcomeReason: row.outcomeReason,
  closedAt: row.closedAt?.toISOString() ?? null,
});

async function openRequest(ctx: PrivacyRequestsContext, id: string): Promise<PrivacyRequestRow> {
  const row = await privacyRequestsRepository(ctx.db).byId(id);
  if (!row) throw privacyErrors.requestNotFound();
  if (row.closedAt) throw privacyErrors.requestAnswered();
  return row;
}

function customerOf(row: PrivacyRequestRow): string {
  if (!row.userId) throw privacyErrors.requestNamesNoCustomer();
  return row.userId;
}

export async function listPrivacyRequests(ctx: PrivacyRequestsContext): Promise<{ requests: PrivacyRequest[] }> {
  const rows = await privacyRequestsRepository(ctx.db).list();
  return { requests: rows.map(privacyRequestAnswer) };
}

/** Records a request, due one calendar month after it was received. */
export async function recordPrivacyRequest(
  ctx: PrivacyRequestsContext,
  staffId: string,
  body: RecordPrivacyRequest,
): Promise<PrivacyRequest> {
  let userId: string | null = null;
  if (body.customerEmail) {
    userId = await privacyRequestsRepository(ctx.db).customerIdByEmail(body.customerEmail);
    if (!userId) throw privacyErrors.noCustomerWithEmail();
  }
  const row = await ctx.db.transaction(async (tx) => {
    const created = await privacyRequestsRepository(tx).add({
      userId,
      kind: body.kind,
      channel: body.channel,
      requester: body.requester,
      receivedOn: body.receivedOn,
      dueOn: requestDueOn(body.receivedOn),
      identityCheck: body.identityCheck,
      recordedBy: staffId,
    });
    await recordAudit(tx, {
      actorId: staffId,
      action: 'privacy.request-recorded',
      subjectType: 'privacy-request',
      subjectId: created.id,
      after: { kind: body.kind, channel: body.channel, receivedOn: body.receivedOn, customerId: userId },
    });
    return created;
  });
  return privacyRequestAnswer(row);
}

/** Answers an access request: the customer's data as one JSON file; the request is closed. */
export async function exportForRequest(
  ctx: PrivacyRequestsContext,
  staffId: string,
  id: string,
  now: Date,
): Promise<PrivacyExport> {
  const row = await openRequest(ctx, id);
  const data = await exportCustomerData(ctx.db, customerOf(row), now);
  await privacyRequestsRepository(ctx.db).close(row.id, 'exported', null, now);
  await recordAudit(ctx.db, {
    actorId: staffId,
    action: 'privacy.exported',
    subjectType: 'privacy-request',
    subjectId: row.id,
    after: { customerId: row.userId },
  });
  return data;
}

/** Answers an erasure request: the customer's account is erased as by their own button. */
export async function eraseForRequest(
  ctx: PrivacyRequestsContext,
  staffId: string,
  id: string,
  now: Date,
): Promise<PrivacyRequest> {
  const row = await openRequest(ctx, id);
  await eraseAccount(ctx, customerOf(row), { now, actorId: staffId });
  const closed = await privacyRequestsRepository(ctx.db).close(row.id, 'erased', null, now);
  return privacyRequestAnswer(closed ?? row);
}

/** Refuses a request, with the reason (told to the requester by staff). */
export async function refusePrivacyRequest(
  ctx: PrivacyRequestsContext,
  staffId: string,
  id: string,
  reason: string,
  now: Date,
): Promise<PrivacyRequest> {
  const row = await openRequest(ctx, id);
  const closed = await privacyRequestsRepository(ctx.db).close(row.id, 'refused', reason, now);
  await recordAudit(ctx.db, {
    actorId: staffId,
    action: 'privacy.refused',
    subjectType: 'privacy-request',
    subjectId: row.id,
    after: { reason },
  });
  return privacyRequestAnswer(closed ?? row);
}
