import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminComplaintAnswerSchema, complaintsQueueAnswerSchema } from '@kestrel/domain/schemas/complaint-answers';
import {
  arbiterDecisionRequestSchema,
  assignComplaintRequestSchema,
  complaintNoteRequestSchema,
  complaintsQueueQuerySchema,
  finalResponseRequestSchema,
  recordComplaintRequestSchema,
} from '@kestrel/domain/schemas/complaints';
import { idParamsSchema } from '@kestrel/domain/schemas/dashboard';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import { currentSession } from '../../plugins/auth';
import { sendComplaintLetter, sendEvidencePack } from './complaint-pdfs';
import type { ComplaintsContext } from './context';
import { recordComplaint } from './make-complaint';
import { complaintsQueue, staffComplaint, staffComplaintRecord } from './read-complaints';
import { addComplaintNote, assignComplaint, giveFinalResponse, recordArbiterDecision } from './staff-actions';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const tags = ['admin', 'complaints'];
const answer = { 200: adminComplaintAnswerSchema, ...errors };

/**
 * The complaints team's calls under /api/admin/complaints, registered inside the back office
 * plugin, so its staff guard covers every one. Each change is on the timeline and in the audit log.
 */
export const complaintsAdminRoutes: FastifyPluginAsyncZod<{ context: ComplaintsContext }> = async (
  app,
  { context },
) => {
  const actorId = (request: Parameters<typeof currentSession>[0]) => currentSession(request).user.id;

  app.get(
    '/api/admin/complaints',
    {
      schema: {
        tags,
        summary: 'The complaints queue: open first, by final-response day, with owner and overdue',
        querystring: complaintsQueueQuerySchema,
        response: { 200: complaintsQueueAnswerSchema, ...errors },
      },
    },
    async (request) => complaintsQueue(context, request.query.status),
  );

  app.post(
    '/api/admin/complaints',
    {
      schema: {
        tags,
        summary: 'Record a complaint that came by phone, e-mail or letter; acknowledged at once',
        body: recordComplaintRequestSchema,
        response: { 201: adminComplaintAnswerSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await recordComplaint(context, actorId(request), request.body)),
  );

  app.get(
    '/api/admin/complaints/:id',
    {
      schema: { tags, summary: 'One complaint with its notes and timeline', params: idParamsSchema, response: answer },
    },
    async (request) => staffComplaint(context, request.params.id),
  );

  app.post(
    '/api/admin/complaints/:id/assign',
    {
      schema: {
        tags,
        summary: 'Give the complaint an owner (me by default)',
        params: idParamsSchema,
        body: assignComplaintRequestSchema,
        response: answer,
      },
    },
    async (request) => assignComplaint(context, actorId(request), request.params.id, request.body.ownerId),
  );

  app.post(
    '/api/admin/complaints/:id/notes',
    {
      schema: {
        tags,
        summary: 'A note for the complaints team',
        params: idParamsSchema,
        body: complaintNoteRequestSchema,
        response: answer,
      },
    },
    async (request) => addComplaintNote(context, actorId(request), request.params.id, request.body.note),
  );

  app.post(
    '/api/admin/complaints/:id/final-response',
    {
      schema: {
        tags,
        summary: 'Our final response: outcome, reasons, redress; the customer is e-mailed',
        params: idParamsSchema,
        body: finalResponseRequestSchema,
        response: answer,
      },
    },
    async (request) => giveFinalResponse(context, actorId(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/complaints/:id/arbiter-decision',
    {
      schema: {
        tags,
        summary: "Record the independent arbiter's decision on a referred dispute",
        params: idParamsSchema,
        body: arbiterDecisionRequestSchema,
        response: answer,
      },
    },
    async (request) => recordArbiterDecision(context, actorId(request), request.params.id, request.body),
  );

  app.get(
    '/api/admin/complaints/:id/letter',
    { schema: { tags, summary: 'The final response letter (PDF)', params: idParamsSchema } },
    async (request, reply) => sendComplaintLetter(reply, await staffComplaintRecord(context, request.params.id)),
  );

  app.get(
    '/api/admin/complaints/:id/evidence-pack',
    { schema: { tags, summary: 'The evidence pack for the independent arbiter (PDF)', params: idParamsSchema } },
    async (request, reply) =>
      sendEvidencePack(context, reply, await staffComplaintRecord(context, request.params.id), { kind: 'staff' }),
  );
};
