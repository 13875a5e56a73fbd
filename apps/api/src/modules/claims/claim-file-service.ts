import {
  CLAIM_FILES_MAX,
  claimFileKindLabels,
  claimFileKindsBy,
  claimFileMessages,
} from '@kestrel/domain/claims/claim-files';
import { claimOpen, type ClaimActor } from '@kestrel/domain/claims/claim-status';
import type { ClaimFileUpload } from '@kestrel/domain/schemas/claim-files';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { claims } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { checkClaimFile } from './claim-file-checks';
import { claimFileStore } from './claim-file-store';
import type { ClaimRecord } from './claim-records';
import { fileVisibleTo } from './claim-views';
import { recordEvent, touchClaim, type Actor, type ClaimsContext } from './claim-transitions';

/**
 * Adds a file to a claim its sender may act on (the claim read through the sender's own scope):
 * the kind must be one the sender may send, the claim open, the content accepted, and the claim
 * under its 10 files. The claim row is held while the files are counted, so ten uploads at once
 * cannot make eleven. A timeline event says who added what.
 */
export async function addClaimFile(
  ctx: ClaimsContext,
  record: ClaimRecord,
  actor: Actor,
  upload: ClaimFileUpload,
): Promise<void> {
  if (!claimFileKindsBy[actor.kind].includes(upload.kind)) {
    throw badRequest(claimFileMessages.kindNotAllowed, { kind: claimFileMessages.kindNotAllowed });
  }
  if (!claimOpen(record.claim.status)) throw conflict(claimFileMessages.closed);
  const checked = await checkClaimFile(upload.file);
  await ctx.db.transaction(async (tx) => {
    const [claim] = await tx.select().from(claims).where(eq(claims.id, record.claim.id)).for('update');
    if (!claim || !claimOpen(claim.status)) throw conflict(claimFileMessages.closed);
    if ((await claimFileStore.count(tx, claim.id)) >= CLAIM_FILES_MAX) throw conflict(claimFileMessages.tooMany);
    await claimFileStore.add(tx, { claimId: claim.id, kind: upload.kind, uploadedBy: actor.kind, ...checked });
    await recordEvent(tx, claim, 'file-added', actor, `${claimFileKindLabels[upload.kind]}: ${checked.filename}`);
    await touchClaim(tx, claim);
  });
}

/** An attachment header for any name: an ASCII fallback and the UTF-8 name (RFC 6266). */
function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/**
 * Sends one file of the claim, as an attachment that is never sniffed, cached or run (DESIGN §8.1
 * "Files"); a file of another claim is the same 404 as one that does not exist.
 */
export async function sendClaimFile(
  ctx: ClaimsContext,
  reply: FastifyReply,
  record: ClaimRecord,
  fileId: string,
  viewer: ClaimActor,
) {
  const file = await claimFileStore.get(ctx.db, record.claim.id, fileId);
  if (!file || !fileVisibleTo(viewer, file)) throw notFound('There is no such file on this claim.');
  return reply
    .type(file.contentType)
    .header('content-disposition', attachment(file.filename))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(file.data);
}
