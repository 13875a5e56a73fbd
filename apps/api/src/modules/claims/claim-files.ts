import { CLAIM_FILES_MAX, claimFileKindLabels, claimFileKindsBy } from '@kestrel/domain/claims/claim-files';
import { claimOpen, type ClaimParty } from '@kestrel/domain/claims/claim-status';
import type { ClaimFileUpload } from '@kestrel/domain/schemas/claim-files';
import type { ClaimFileRow } from '../../db/schema';
import { checkClaimFile } from './claim-file-checks';
import { claimFilesRepository } from './claim-files-repository';
import type { ClaimRecord } from './claim-records-repository';
import { fileAudience, fileVisibleTo } from './claim-views';
import { claimsRepository } from './claims-repository';
import type { ClaimsContext } from './context';
import { claimErrors } from './errors';
import { noteFor, recordClaimEvent, type Actor } from './move-claim';

/**
 * Adds a file to a claim its sender may act on (the claim read through the sender's own scope):
 * the kind must be one the sender may send, the claim open, the content accepted, and the claim
 * under its 10 files. The claim row is held while the files are counted, so ten uploads at once
 * cannot make eleven. A timeline event says who added what.
 */
export async function addClaimFile(
  ctx: ClaimsContext,
  record: ClaimRecord,
  actor: Actor<ClaimParty>,
  upload: ClaimFileUpload,
): Promise<void> {
  if (!claimFileKindsBy[actor.kind].includes(upload.kind)) throw claimErrors.fileKindNotAllowed();
  if (!claimOpen(record.claim.status)) throw claimErrors.filesClosed();
  const checked = await checkClaimFile(upload.file);
  await ctx.db.transaction(async (tx) => {
    const claim = await claimsRepository(tx).lock(record.claim.id);
    if (!claim || !claimOpen(claim.status)) throw claimErrors.filesClosed();
    const files = claimFilesRepository(tx);
    if ((await files.count(claim.id)) >= CLAIM_FILES_MAX) throw claimErrors.tooManyFiles();
    await files.add({ claimId: claim.id, kind: upload.kind, uploadedBy: actor.kind, ...checked });
    const note = noteFor(fileAudience(actor.kind), `${claimFileKindLabels[upload.kind]}: ${checked.filename}`);
    await recordClaimEvent(tx, claim, 'file-added', actor, note);
    await claimsRepository(tx).touch(claim.id);
  });
}

/** One file of the claim, for a viewer who may see it; a file of another claim is the same 404 as none. */
export async function claimFile(
  ctx: ClaimsContext,
  record: ClaimRecord,
  fileId: string,
  viewer: ClaimParty,
): Promise<ClaimFileRow> {
  const file = await claimFilesRepository(ctx.db).get(record.claim.id, fileId);
  if (!file || !fileVisibleTo(viewer, file)) throw claimErrors.fileNotFound();
  return file;
}
