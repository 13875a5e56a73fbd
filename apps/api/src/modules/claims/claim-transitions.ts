import type { AuditAction } from '@kestrel/domain/audit/audit-actions';
import { claimOpen, nextClaimStatus, type ClaimAction, type ClaimActor } from '@kestrel/domain/claims/claim-status';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database-types';
import { claimEvents, claimGarageLinks, claims, type ClaimEventKind, type ClaimRow } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { hashToken, newSecretToken } from '../accounts';
import { recordAudit } from '../audit';
import { garageLinkPath } from './claim-emails';
import type { Tx } from '../../db/tx';

export interface ClaimsContext {
  db: Database;
  baseUrl: string;
}

/** Who acts: the customer or staff member by id; the garage has no account. */
export interface Actor {
  kind: ClaimActor;
  id: string | null;
}

const staffAudit: Partial<Record<ClaimEventKind, AuditAction>> = {
  'request-info': 'claim.info-requested',
  adjust: 'claim.adjusted',
  authorise: 'claim.authorised',
  decline: 'claim.declined',
  'send-invoice': 'claim.invoice-recorded',
  'mark-paid': 'claim.paid',
  reopen: 'claim.reopened',
  'garage-link-sent': 'claim.garage-link-sent',
  'file-added': 'claim.file-added',
};

/** One timeline event; an audit entry too when staff made it. */
export async function recordEvent(
  tx: Tx,
  claim: ClaimRow,
  kind: ClaimEventKind,
  actor: Actor,
  note: string | null,
  change?: { from: ClaimRow['status']; to: ClaimRow['status'] },
): Promise<void> {
  await tx.insert(claimEvents).values({
    claimId: claim.id,
    kind,
    actor: actor.kind,
    actorId: actor.id,
    fromStatus: change?.from ?? null,
    toStatus: change?.to ?? null,
    note,
    // Several events of one transaction keep their order (now() is the transaction's start).
    createdAt: sql`clock_timestamp()`,
  });
  const action = staffAudit[kind];
  if (actor.kind === 'staff' && action) {
    await recordAudit(tx, {
      actorId: actor.id,
      action,
      subjectType: 'claim',
      subjectId: claim.id,
      before: change ? { status: change.from } : undefined,
      after: change ? { status: change.to, note } : { note },
    });
  }
}

const refusedMessage = 'That cannot be done to this claim now. Please reload the claim to see where it stands.';

/**
 * Moves the claim by `action` (DESIGN §8.1 "Statuses"): allowed only as `claimTransitions` say, by a
 * conditional UPDATE on the status read, so of two decisions at once one wins and the other is a
 * 409. Records the event (and the audit entry for staff); a claim that closes revokes its garage links.
 */
export async function moveClaim(
  tx: Tx,
  claim: ClaimRow,
  action: ClaimAction,
  actor: Actor,
  note: string | null,
  set: Partial<Omit<ClaimRow, 'id' | 'status'>> = {},
): Promise<ClaimRow> {
  const to = nextClaimStatus(claim.status, action, actor.kind);
  if (!to) throw conflict(refusedMessage);
  const [updated] = await tx
    .update(claims)
    .set({ ...set, status: to, updatedAt: sql`now()` })
    .where(and(eq(claims.id, claim.id), eq(claims.status, claim.status)))
    .returning();
  if (!updated) throw conflict(refusedMessage);
  await recordEvent(tx, updated, action, actor, note, { from: claim.status, to });
  if (!claimOpen(to)) await revokeGarageLinks(tx, claim.id);
  return updated;
}

/** A note or answer that changes nothing else still marks the claim as acted on. */
export async function touchClaim(tx: Tx, claim: ClaimRow): Promise<void> {
  await tx
    .update(claims)
    .set({ updatedAt: sql`now()` })
    .where(eq(claims.id, claim.id));
}

export async function revokeGarageLinks(tx: Tx, claimId: string): Promise<void> {
  await tx
    .update(claimGarageLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(claimGarageLinks.claimId, claimId), isNull(claimGarageLinks.revokedAt)));
}

/** A fresh private link for the garage (32 random bytes, only the hash kept); earlier ones stop working. */
export async function issueGarageLink(
  tx: Tx,
  ctx: ClaimsContext,
  claimId: string,
): Promise<{ token: string; url: string }> {
  await revokeGarageLinks(tx, claimId);
  const token = newSecretToken();
  await tx.insert(claimGarageLinks).values({ claimId, tokenHash: hashToken(token) });
  return { token, url: `${ctx.baseUrl}${garageLinkPath(token)}` };
}
