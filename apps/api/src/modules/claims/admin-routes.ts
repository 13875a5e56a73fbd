import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminClaimAnswerSchema,
  type AdminClaimAnswer,
  claimsQueueAnswerSchema,
  claimsQueueQuerySchema,
} from '@kestrel/domain/schemas/claim-answers';
import {
  adjustLinesRequestSchema,
  authoriseClaimRequestSchema,
  declineClaimRequestSchema,
  markPaidRequestSchema,
  recordInvoiceRequestSchema,
  reopenClaimRequestSchema,
  requestInfoRequestSchema,
  reverseAutomaticRequestSchema,
  staffClaimMessageRequestSchema,
} from '@kestrel/domain/schemas/claims';
import { claimFileParamsSchema } from '@kestrel/domain/schemas/claim-files';
import { idParamsSchema } from '@kestrel/domain/schemas/dashboard';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import { z } from 'zod';
import { currentSession } from '../../plugins/auth';
import { addClaimFile, claimFile } from './claim-files';
import { sendClaimFile, sendClaimLetter } from './claim-replies';
import { claimUploadOptions, readUpload, uploadSummary } from './claim-upload';
import type { ClaimsContext } from './context';
import { adjustClaim, authoriseClaim, declineClaim, reopenClaim, requestClaimInfo } from './decide-claim';
import { markClaimPaid, recordClaimInvoice } from './pay-claim';
import { claimsQueue, staffClaim, staffClaimRecord } from './read-claims';
import { resendGarageLinkByStaff } from './resend-garage-link';
import { reverseAutomaticAuthorisation } from './reverse-automatic';
import { addStaffMessage } from './staff-messages';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/**
 * The claims team's calls under /api/admin/claims, registered inside the back office plugin, so
 * its staff guard covers every one.
 */
export const claimsAdminRoutes: FastifyPluginAsyncZod<{ context: ClaimsContext }> = async (app, { context }) => {
  await app.register(multipart, claimUploadOptions);

  app.get(
    '/api/admin/claims',
    {
      schema: {
        tags: ['admin', 'claims'],
        summary: 'The claims queue: by status, oldest waiting first, days since the last action',
        querystring: claimsQueueQuerySchema,
        response: { 200: claimsQueueAnswerSchema, ...errors },
      },
    },
    async (request) => claimsQueue(context, request.query),
  );

  app.get(
    '/api/admin/claims/:id',
    {
      schema: {
        tags: ['admin', 'claims'],
        summary: 'One claim: warranty, vehicle, estimate beside the assessment, earlier claims, timeline',
        params: idParamsSchema,
        response: { 200: adminClaimAnswerSchema, ...errors },
      },
    },
    async (request) => staffClaim(context, request.params.id),
  );

  app.get(
    '/api/admin/claims/:id/letter',
    {
      schema: { tags: ['admin', 'claims'], summary: 'The letter of a claim (PDF)', params: idParamsSchema },
    },
    async (request, reply) => sendClaimLetter(reply, await staffClaimRecord(context, request.params.id), 'staff'),
  );

  app.get(
    '/api/admin/claims/:id/files/:fileId',
    {
      schema: {
        tags: ['admin', 'claims'],
        summary: 'A photo or document of a claim, as an attachment',
        params: claimFileParamsSchema,
      },
    },
    async (request, reply) => {
      const record = await staffClaimRecord(context, request.params.id);
      return sendClaimFile(reply, await claimFile(context, record, request.params.fileId, 'staff'));
    },
  );

  app.post(
    '/api/admin/claims/:id/files',
    {
      schema: {
        tags: ['admin', 'claims'],
        summary: `The claims team adds a photo or document to a claim ${uploadSummary}`,
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 201: adminClaimAnswerSchema, ...errors, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (request, reply) => {
      const record = await staffClaimRecord(context, request.params.id);
      const upload = await readUpload(request);
      await addClaimFile(context, record, { kind: 'staff', id: currentSession(request).user.id }, upload);
      return reply.code(201).send(await staffClaim(context, request.params.id));
    },
  );

  const action = <B extends z.ZodType>(
    path: string,
    summary: string,
    body: B,
    run: (actorId: string, id: string, body: z.infer<B>) => Promise<AdminClaimAnswer>,
  ) =>
    app.post(
      `/api/admin/claims/:id/${path}`,
      {
        schema: {
          tags: ['admin', 'claims'],
          summary,
          params: idParamsSchema,
          body,
          response: { 200: adminClaimAnswerSchema, ...errors },
        },
      },
      async (request) => run(currentSession(request).user.id, request.params.id, request.body as z.infer<B>),
    );

  action('request-info', 'Ask the customer or the garage for information', requestInfoRequestSchema, (a, id, b) =>
    requestClaimInfo(context, a, id, b),
  );
  action(
    'messages',
    'Write a message to the customer, to the garage (each e-mailed) or for staff only',
    staffClaimMessageRequestSchema,
    (a, id, b) => addStaffMessage(context, a, id, b),
  );
  action(
    'adjust',
    'Lower lines of the assessment, each with a reason (the whole set)',
    adjustLinesRequestSchema,
    (a, id, b) => adjustClaim(context, a, id, b),
  );
  action('authorise', "Authorise the repair: never above the rules' total", authoriseClaimRequestSchema, (a, id, b) =>
    authoriseClaim(context, a, id, b),
  );
  action('decline', 'Decline with a reason from the list and a note', declineClaimRequestSchema, (a, id, b) =>
    declineClaim(context, a, id, b),
  );
  action('invoice', "Record the garage's invoice", recordInvoiceRequestSchema, (a, id, b) =>
    recordClaimInvoice(context, a, id, b),
  );
  action('paid', 'Mark the garage paid, with the payment reference and date', markPaidRequestSchema, (a, id, b) =>
    markClaimPaid(context, a, id, b),
  );
  action(
    'garage-link',
    'Send the garage a fresh private link (the earlier one stops working)',
    z.strictObject({}).optional(),
    (a, id) => resendGarageLinkByStaff(context, a, id),
  );
  action('reopen', 'Reopen a declined claim', reopenClaimRequestSchema, (a, id, b) =>
    reopenClaim(context, a, id, b.note),
  );
  action(
    'reverse-automatic',
    'Reverse an automatic authorisation before the invoice, with the reason told to customer and garage',
    reverseAutomaticRequestSchema,
    (a, id, b) => reverseAutomaticAuthorisation(context, a, id, b),
  );
};
