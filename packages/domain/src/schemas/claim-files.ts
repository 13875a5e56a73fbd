import { z } from 'zod';
import { claimParties } from '../claims/claim-status';
import { claimFileKinds, claimFileMessages } from '../claims/claim-files';

/** A file as the multipart body carried it: the bytes are judged by the server, never the name. */
export interface UploadedFile {
  filename: string;
  data: Uint8Array;
}

const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as UploadedFile).filename === 'string' &&
  (value as UploadedFile).data instanceof Uint8Array &&
  (value as UploadedFile).data.length > 0;

/**
 * The upload of a claim file (multipart/form-data): a `kind` field and one `file`. The server reads
 * the parts into this shape and validates it here; the file's content is checked after.
 */
export const claimFileUploadSchema = z.strictObject({
  kind: z.enum(claimFileKinds, {
    error: 'Choose what the file is: a photo, the estimate, the invoice or another document.',
  }),
  file: z.custom<UploadedFile>(isUploadedFile, { error: claimFileMessages.noFile }),
});
export type ClaimFileUpload = z.infer<typeof claimFileUploadSchema>;

/** A file on a claim, as every party's view lists it; `url` downloads it for that party. */
export const claimFileSchema = z.object({
  id: z.string(),
  kind: z.enum(claimFileKinds),
  kindLabel: z.string(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number(),
  uploadedBy: z.enum(claimParties),
  at: z.string(),
  url: z.string(),
});
export type ClaimFile = z.infer<typeof claimFileSchema>;

export const claimFileIdSchema = z.uuid({ error: 'There is no such file.' });
export const claimFileParamsSchema = z.strictObject({
  id: z.uuid({ error: 'Not a valid id' }),
  fileId: claimFileIdSchema,
});
