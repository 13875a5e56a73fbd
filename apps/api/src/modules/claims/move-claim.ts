import type { AuditAction } from '@kestrel/domain/audit/audit-actions';
import type { ClaimAudience } from '@kestrel/domain/claims/claim-audiences';
import { claimOpen, nextClaimStatus, type ClaimAction, type ClaimActor } from '@kestrel/domain/claims/claim-status';
import type { ClaimEventKind, ClaimRow } from '../../db/schema';
import type { Tx } from '../../db/tx';
import { hashToken, newSecretToken } from '../accounts';
import { recordAudit } from '../audit';
import { garageLinkPath } from './claim-emails';
import { claimEventsRepository } from './claim-events-repository';
import { claimsRepository, type ClaimChanges } from './claims-repository';
import type { ClaimsContext } from './context';
import { claimErrors } from './errors';
import { garageLinksRepository } from './garage-links-repository';
import { siteLink } from '../outbox';

/**
 * The steps every claim use case is made of, each run in the caller's transaction: a timeline
 * event (audited when staff made it), a move of status as the domain's `claimTransitions` allow,
 * and a fresh garage link.
 */

/** Who acts: the customer or staff member by id; the garage has no account, nor the rules. */
export interface Actor<K extends ClaimActor = ClaimActor> {
  kind: K;
  id: string | null;
}

export const staffActor = (id: string): Actor<'staff'> => ({ kind: 'staff', id });
/** The rules deciding on their own (DESIGN §9.2): "Kestrel Warranties (automatic)". */
export const systemActor: Actor<'system'> = { kind: 'system', id: null };

/**
 * An event's note and whom it is written for besides the claims team (DESIGN §9.1 "Who sees what").
 * Required of every event, so no caller can leave a note readable by whoever opens the timeline.
 */
export interface ClaimNote {
  text: string | null;
  audience: ClaimAudience;
}

export const noteFor = (audience: ClaimAudience, text: string | null): ClaimNote => ({ audience, text });

const staffAudit: Partial<Record<ClaimEventKind, AuditAction>> = {
  'request-info': 'claim.info-requested',
  adjust: 'claim.adjusted',
  authorise: 'claim.authorised',
  decline: 'claim.declined',
  'send-invoice': 'claim.invoice-recorded',
  'mark-paid': 'claim.paid',
  reopen: 'claim.reopened',
  award: 'claim.awarded',
  'garage-link-sent': 'claim.garage-link-sent',
  'file-added': 'claim.file-added',
  message: 'claim.message-written',
  'reverse-automatic': 'claim.automatic-reversed',
};

/** What the rules do on their own is audited too, with no actor (DESIGN §9.2). */
const systemAudit: Partial<Record<ClaimEventKind, AuditAction>> = {
  authorise: 'claim.authorised-automatically',
};

/** One timeline event; an audit entry too when staff or the rules made it. */
export async function recordClaimEvent(
  tx: Tx,
  claim: ClaimRow,
  kind: ClaimEventKind,
  actor: Actor,
  { text: note, audience }: ClaimNote,
  change?: { from: ClaimRow['status']; to: ClaimRow['status'] },
): Promise<void> {
  await claimEventsRepository(tx).add({
    claimId: claim.id,
    kind,
    actor: actor.kind,
    actorId: actor.id,
    fromStatus: change?.from ?? null,
    toStatus: change?.to ?? null,
    note,
    audience,
  });
  const action = actor.kind === 'staff' ? staffAudit[kind] : actor.kind === 'system' ? systemAudit[kind] : undefined;
  if (action) {
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
  note: ClaimNote,
  set: ClaimChanges = {},
): Promise<ClaimRow> {
  const to = nextClaimStatus(claim.status, action, actor.kind);
  if (!to) throw claimErrors.refused();
  const updated = await claimsRepository(tx).changeStatus(claim, to, set);
  if (!updated) throw claimErrors.refused();
  await recordClaimEvent(tx, updated, action, actor, note, { from: claim.status, to });
  if (!claimOpen(to)) await garageLinksRepository(tx).revokeAll(claim.id);
  return updated;
}

/** A fresh private link for the garage (32 random bytes, only the hash kept); earlier ones stop working. */
export async function issueGarageLink(
  tx: Tx,
  ctx: ClaimsContext,
  claimId: string,
): Promise<{ token: string; url: string }> {
  const links = garageLinksRepository(tx);
  await links.revokeAll(claimId);
  const token = newSecretToken();
  await links.add(claimId, hashToken(token));
  return { token, url: siteLink(ctx.baseUrl, garageLinkPath(token)) };
}
