import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  garageClaimAnswerSchema,
  garageFileParamsSchema,
  garageTokenParamsSchema,
  myClaimAnswerSchema,
} from '@kestrel/domain/schemas/claim-answers';
import { claimFileParamsSchema } from '@kestrel/domain/schemas/claim-files';
import { idParamsSchema } from '@kestrel/domain/schemas/dashboard';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import { currentSession } from '../../plugins/auth';
import { addClaimFile, claimFile } from './claim-files';
import { sendClaimFile } from './claim-replies';
import { claimUploadOptions, readUpload, uploadSummary } from './claim-upload';
import type { ClaimsContext } from './context';
import { logRefusedGarageRead } from './garage-refusals';
import { customerClaimRecord, garageClaim, garageClaimRecord, myClaim } from './read-claims';

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

/**
 * Photos and documents on a claim (DESIGN §8.1 "Files"): the customer sends them on their own
 * claim, the garage through its private link; each party downloads the claim's files through its
 * own scope (staff send and read under /api/admin/claims, `admin-routes.ts`), so another claim's file
 * is a 404.
 */
export const claimFileRoutes: FastifyPluginAsyncZod<{ context: ClaimsContext }> = async (app, { context }) => {
  await app.register(multipart, claimUploadOptions);
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
      const record = await customerClaimRecord(context, userId(request), request.params.id);
      const upload = await readUpload(request);
      await addClaimFile(context, record, { kind: 'customer', id: userId(request) }, upload);
      return reply.code(201).send(await myClaim(context, userId(request), request.params.id));
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
    async (request, reply) => {
      const record = await customerClaimRecord(context, userId(request), request.params.id);
      return sendClaimFile(reply, await claimFile(context, record, request.params.fileId, 'customer'));
    },
  );

  app.post(
    '/api/garage/claims/:token/files',
    {
      onResponse: logRefusedGarageRead,
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
      const record = await garageClaimRecord(context, request.params.token);
      const upload = await readUpload(request);
      await addClaimFile(context, record, { kind: 'garage', id: null }, upload);
      const view = await garageClaim(context, request.params.token);
      return reply.code(201).header('cache-control', 'private, no-store').send(view);
    },
  );

  app.get(
    '/api/garage/claims/:token/files/:fileId',
    {
      onResponse: logRefusedGarageRead,
      config: readLimits,
      schema: {
        tags: ['claims'],
        summary: 'A photo or document of the claim, as an attachment',
        params: garageFileParamsSchema,
      },
    },
    async (request, reply) => {
      const record = await garageClaimRecord(context, request.params.token);
      return sendClaimFile(reply, await claimFile(context, record, request.params.fileId, 'garage'));
    },
  );
};
