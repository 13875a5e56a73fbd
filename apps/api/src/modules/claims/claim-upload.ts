import type { FastifyRequest } from 'fastify';
import { CLAIM_FILE_MAX_BYTES, claimFileMessages } from '@kestrel/domain/claims/claim-files';
import { claimFileUploadSchema, type ClaimFileUpload } from '@kestrel/domain/schemas/claim-files';
import { badRequest } from '../../lib/errors';
import { claimErrors } from './errors';

/** `@fastify/multipart`'s options for a claim's uploads: one file of at most 10 MB and its kind. */
export const claimUploadOptions = {
  limits: { fileSize: CLAIM_FILE_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 100 },
  throwFileSizeLimit: true,
};

/** What the OpenAPI document says of each upload call. */
export const uploadSummary = `(multipart/form-data: a field kind and one file of at most ${CLAIM_FILE_MAX_BYTES / 1024 / 1024} MB; JPEG, PNG or WebP photos, re-encoded; PDFs without scripts; 10 files a claim)`;

const limitMessages: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: claimFileMessages.tooLarge,
  FST_FILES_LIMIT: 'Send one file at a time.',
  FST_PARTS_LIMIT: 'Send one file at a time.',
  FST_FIELDS_LIMIT: 'Send one file at a time.',
};

/**
 * The multipart body read into `claimFileUploadSchema`'s shape and validated by it: a `kind` field
 * and one `file` (its bytes, at most 10 MB, and the name the browser gave). A larger file is a 413
 * that says the limit; a body that is not multipart is a 415.
 */
export async function readUpload(request: FastifyRequest): Promise<ClaimFileUpload> {
  if (!request.isMultipart()) throw claimErrors.notMultipart();
  const body: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') body[part.fieldname] = { filename: part.filename, data: await part.toBuffer() };
      else body[part.fieldname] = part.value;
    }
  } catch (error) {
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    const message = code ? limitMessages[code] : undefined;
    if (statusCode === 413 && message) throw claimErrors.uploadTooLarge(message);
    throw claimErrors.unreadableUpload();
  }
  const parsed = claimFileUploadSchema.safeParse(body);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.error.issues.map((issue) => [issue.path.join('.') || 'file', issue.message]),
    );
    throw badRequest(parsed.error.issues[0]!.message, fields);
  }
  return parsed.data;
}
