import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myComplaintAnswerSchema, myComplaintsAnswerSchema } from '@kestrel/domain/schemas/complaint-answers';
import { makeComplaintRequestSchema, referComplaintRequestSchema } from '@kestrel/domain/schemas/complaints';
import { idParamsSchema } from '@kestrel/domain/schemas/dashboard';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import { loggingRefusedRead } from '../../lib/security-events';
import { currentSession } from '../../plugins/auth';
import { sendComplaintLetter, sendEvidencePack } from './complaint-pdfs';
import type { ComplaintsContext } from './context';
import { makeComplaint } from './make-complaint';
import { customerComplaintRecord, myComplaint, myComplaints } from './read-complaints';
import { referComplaint } from './refer-complaint';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const tags = ['complaints'];
const pdfLimits = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/**
 * The customer's complaint calls (DESIGN §9.1 "Complaint", "Arbiter"), each on the customer's own
 * complaints only: another's is the same 404, logged as a refused read by the auth plugin.
 */
export const customerComplaintRoutes: FastifyPluginAsyncZod<{ context: ComplaintsContext }> = async (
  app,
  { context },
) => {
  const userId = (request: Parameters<typeof currentSession>[0]) => currentSession(request).user.id;

  app.post(
    '/api/complaints',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Complain, about a claim decision or anything else; acknowledged by e-mail at once',
        body: makeComplaintRequestSchema,
        response: { 201: myComplaintAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      // A claim that is not the customer's is a probe of another's ids, as a read of it would be.
      const answer = await loggingRefusedRead(
        request,
        { resource: '/api/complaints (claimId)', resourceId: request.body.claimId ?? '' },
        () => makeComplaint(context, userId(request), request.body),
      );
      return reply.code(201).send(answer);
    },
  );

  app.get(
    '/api/complaints',
    {
      onRequest: app.requireUser,
      schema: { tags, summary: 'My complaints, newest first', response: { 200: myComplaintsAnswerSchema, ...errors } },
    },
    async (request) => myComplaints(context, userId(request)),
  );

  app.get(
    '/api/complaints/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'One of my complaints: status, dates, timeline, outcome, whether I can go to the arbiter',
        params: idParamsSchema,
        response: { 200: myComplaintAnswerSchema, ...errors },
      },
    },
    async (request) => myComplaint(context, userId(request), request.params.id),
  );

  app.post(
    '/api/complaints/:id/refer',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Refer my claim dispute to the independent arbiter (only when the rules allow)',
        params: idParamsSchema,
        body: referComplaintRequestSchema,
        response: { 200: myComplaintAnswerSchema, ...errors },
      },
    },
    async (request) => referComplaint(context, userId(request), request.params.id),
  );

  app.get(
    '/api/complaints/:id/letter',
    {
      onRequest: app.requireUser,
      config: pdfLimits,
      schema: { tags, summary: 'Our final response letter (PDF)', params: idParamsSchema },
    },
    async (request, reply) =>
      sendComplaintLetter(reply, await customerComplaintRecord(context, userId(request), request.params.id)),
  );

  app.get(
    '/api/complaints/:id/evidence-pack',
    {
      onRequest: app.requireUser,
      config: pdfLimits,
      schema: { tags, summary: 'The evidence pack for the independent arbiter (PDF)', params: idParamsSchema },
    },
    async (request, reply) => {
      const record = await customerComplaintRecord(context, userId(request), request.params.id);
      return sendEvidencePack(context, reply, record, { kind: 'customer', userId: userId(request) });
    },
  );
};
