import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CLAIM_FILE_MAX_BYTES, claimFileMessages } from '@kestrel/domain/claims/claim-files';
import {
  garageClaimAnswerSchema,
  garageFileParamsSchema,
  garageTokenParamsSchema,
  myClaimAnswerSchema,
} from '@kestrel/domain/schemas/claim-answers';
import {
  claimFileParamsSchema,
  claimFileUploadSchema,
  type ClaimFileUpload,
} from '@kestrel/domain/schemas/claim-files';
import { idParamsSchema } from '@kestrel/domain/schemas/dashboard';
import { errorBodySchema, errorCodes } from '@kestrel/domain/schemas/errors';
import { AppError, badRequest } from '../../lib/errors';
import { currentSession } from '../../plugins/auth';
import { addClaimFile, sendClaimFile } from './claim-file-service';
import { claimRecords } from './claim-records';
import type { ClaimsContext } from './claim-transitions';
import { customerClaimView, garageClaimView } from './claim-views';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
};
const uploadLimits = { rateLimit: { max: 30, timeWindow: '15 minutes' } };
const readLimits = { rateLimit: { max: 60, timeWindow: '1 minute' } };
const uploadSummary = `(multipart/form-data: a field kind and one file of at most ${CLAIM_FILE_MAX_BYTES / 1024 / 1024} MB; JPEG, PNG, WebP or HEIC photos, re-encoded; PDFs without scripts; 10 files a claim)`;

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
async function readUpload(request: FastifyRequest): Promise<ClaimFileUpload> {
  if (!request.isMultipart()) {
    throw new AppError(415, errorCodes.unsupportedMediaType, 'Send the file as multipart/form-data.');
  }
  const body: Record<string, unknown> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') body[part.fieldname] = { filename: part.filename, data: await part.toBuffer() };
      else body[part.fieldname] = part.value;
    }
  } catch (error) {
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    const message = code ? limitMessages[code] : undefined;
    if (statusCode === 413 && message) {
      throw new AppError(413, errorCodes.payloadTooLarge, message, { file: message });
    }
    throw badRequest('We could not read that upload. Please try again.');
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

/**
 * Photos and documents on a claim (DESIGN §8.1 "Files"): the customer sends them on their own
 * claim, the garage through its private link; each party downloads the claim's files through its
 * own scope (staff under /api/admin/claims), so another claim's file is a 404.
 */
export const claimFileRoutes: FastifyPluginAsyncZod<{ context: ClaimsContext }> = async (app, { context }) => {
  await app.register(multipart, {
    limits: { fileSize: CLAIM_FILE_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 100 },
    throwFileSizeLimit: true,
  });
  const userId = (request: FastifyRequest) => currentSession(request).user.id;

  app.post(
    '/api/claims/my-claims/:id/files',
    {
      onRequest: app.requireUser,
      config: uploadLimits,
      schema: {
        tags: ['claims'],
        summary: `Add a photo or document to my claim ${uploadSummary}`,
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 201: myClaimAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const record = await claimRecords.forCustomer(context.db, userId(request), request.params.id);
      const upload = await readUpload(request);
      await addClaimFile(context, record, { kind: 'customer', id: userId(request) }, upload);
      const claim = customerClaimView(await claimRecords.forCustomer(context.db, userId(request), request.params.id));
      return reply.code(201).send({ claim });
    },
  );

  app.get(
    '/api/claims/my-claims/:id/files/:fileId',
    {
      onRequest: app.requireUser,
      config: readLimits,
      schema: {
        tags: ['claims'],
        summary: 'A photo or document of my claim, as an attachment',
        params: claimFileParamsSchema,
      },
    },
    async (request, reply) =>
      sendClaimFile(
        context,
        reply,
        await claimRecords.forCustomer(context.db, userId(request), request.params.id),
        request.params.fileId,
        'customer',
      ),
  );

  app.post(
    '/api/garage/claims/:token/files',
    {
      config: uploadLimits,
      schema: {
        tags: ['claims'],
        summary: `The garage adds its estimate or invoice document, or photos ${uploadSummary}`,
        consumes: ['multipart/form-data'],
        params: garageTokenParamsSchema,
        response: { 201: garageClaimAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const record = await claimRecords.forGarage(context.db, request.params.token);
      const upload = await readUpload(request);
      await addClaimFile(context, record, { kind: 'garage', id: null }, upload);
      const view = garageClaimView(
        await claimRecords.forGarage(context.db, request.params.token),
        request.params.token,
      );
      return reply.code(201).header('cache-control', 'private, no-store').send(view);
    },
  );

  app.get(
    '/api/garage/claims/:token/files/:fileId',
    {
      config: readLimits,
      schema: {
        tags: ['claims'],
        summary: 'A photo or document of the claim, as an attachment',
        params: garageFileParamsSchema,
      },
    },
    async (request, reply) =>
      sendClaimFile(
        context,
        reply,
        await claimRecords.forGarage(context.db, request.params.token),
        request.params.fileId,
        'garage',
      ),
  );
};
