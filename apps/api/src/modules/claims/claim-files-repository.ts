import { and, asc, count, eq } from 'drizzle-orm';
import type { ClaimFileKind } from '@kestrel/domain/claims/claim-files';
import type { ClaimParty } from '@kestrel/domain/claims/claim-status';
import { claimFiles, type ClaimFileRow } from '../../db/schema';
import type { Executor } from '../../db/tx';

/** A file's record without its bytes: what the claim's views list. */
export type ClaimFileInfo = Omit<ClaimFileRow, 'data'>;

/** A checked file ready to keep. */
export interface NewClaimFile {
  claimId: string;
  kind: ClaimFileKind;
  uploadedBy: ClaimParty;
  filename: string;
  contentType: string;
  data: Buffer;
}

const info = {
  id: claimFiles.id,
  claimId: claimFiles.claimId,
  kind: claimFiles.kind,
  uploadedBy: claimFiles.uploadedBy,
  filename: claimFiles.filename,
  contentType: claimFiles.contentType,
  size: claimFiles.size,
  createdAt: claimFiles.createdAt,
};

/**
 * Where claim files are kept (DESIGN §8.1 "Files"): in PostgreSQL beside the claim, as profile
 * pictures are, so every instance serves them and a backup holds them. Only checked files reach
 * `add`; who may read one is decided by the claim read before `get`, which is scoped to that claim.
 */
export function claimFilesRepository(db: Executor) {
  return {
    async count(claimId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(claimFiles).where(eq(claimFiles.claimId, claimId));
      return row?.n ?? 0;
    },

    async add(file: NewClaimFile): Promise<ClaimFileInfo> {
      const [row] = await db
        .insert(claimFiles)
        .values({ ...file, size: file.data.length })
        .returning(info);
      if (!row) throw new Error('The file was not stored');
      return row;
    },

    async list(claimId: string): Promise<ClaimFileInfo[]> {
      return db
        .select(info)
        .from(claimFiles)
        .where(eq(claimFiles.claimId, claimId))
        .orderBy(asc(claimFiles.createdAt), asc(claimFiles.id));
    },

    /** A file of this claim, bytes included; null when the claim has no such file. */
    async get(claimId: string, fileId: string): Promise<ClaimFileRow | null> {
      const [row] = await db
        .select()
        .from(claimFiles)
        .where(and(eq(claimFiles.claimId, claimId), eq(claimFiles.id, fileId)));
      return row ?? null;
    },
  };
}
