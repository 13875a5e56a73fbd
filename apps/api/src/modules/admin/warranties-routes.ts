import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminWarrantyAnswerSchema,
  type AdminWarrantyAnswer,
  emptyActionSchema,
  failInspectionSchema,
  raiseBalanceSchema,
  scheduleInspectionSchema,
  workQueueAnswerSchema,
  workQueueQuerySchema,
} from '@kestrel/domain/schemas/admin';
import { idParamsSchema } from '@kestrel/domain/schemas/dashboard';
import { warrantyHistoryAnswerSchema } from '@kestrel/domain/schemas/vehicle-history';
import type { z } from 'zod';
import { errorAnswers } from '../../lib/error-answers';
import { currentSession } from '../../plugins/auth';
import type { AdminContext } from './context';
import { failInspection } from './fail-inspection';
import { passInspection, raiseBalance, scheduleInspection } from './warranty-actions';
import { adminWarranty, adminWarrantyHistory } from './warranty-details';
import { workQueue } from './work-queue';

const errors = errorAnswers(400, 401, 403);
const actionErrors = errorAnswers(400, 401, 403, 404, 409, 503);

/** The work queue, one warranty with its MOT history, and the staff actions on it (DESIGN §3). */
export const warrantyAdminRoutes: FastifyPluginAsyncZod<{ context: AdminContext }> = async (app, { context }) => {
  app.get(
    '/api/admin/warranties',
    {
      schema: {
        tags: ['admin'],
        summary: 'The work queue: warranties by status, searchable, newest first',
        querystring: workQueueQuerySchema,
        response: { 200: workQueueAnswerSchema, ...errors },
      },
    },
    async (request) => workQueue(context, request.query),
  );

  app.get(
    '/api/admin/warranties/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One warranty: vehicle, customer, payments and refunds, inspection and its timeline',
        params: idParamsSchema,
        response: { 200: adminWarrantyAnswerSchema, ...actionErrors },
      },
    },
    async (request) => adminWarranty(context.db, request.params.id),
  );

  app.get(
    '/api/admin/warranties/:id/history',
    {
      schema: {
        tags: ['admin'],
        summary:
          "The vehicle's DVSA MOT history: the check at the sale, and the full record with advisories and defects",
        params: idParamsSchema,
        response: { 200: warrantyHistoryAnswerSchema, ...actionErrors },
      },
    },
    async (request) => adminWarrantyHistory(context, request.params.id),
  );

  const actor = (request: Parameters<typeof currentSession>[0]) => currentSession(request).user.id;

  /** A staff action on one warranty: its body checked by `body`, the warranty as staff now see it answered. */
  const warrantyAction = <Body extends z.ZodType>(
    action: string,
    summary: string,
    body: Body,
    act: (actorId: string, warrantyId: string, value: z.output<Body>) => Promise<AdminWarrantyAnswer>,
  ) =>
    app.post(
      `/api/admin/warranties/:id/${action}`,
      {
        schema: {
          tags: ['admin'],
          summary,
          params: idParamsSchema,
          body,
          response: { 200: adminWarrantyAnswerSchema, ...actionErrors },
        },
      },
      // The provider has checked the body against `body`; TypeScript cannot follow a generic schema through it.
      async (request) => act(actor(request), request.params.id, request.body as z.output<Body>),
    );

  warrantyAction(
    'inspection',
    'Schedule (or move) the inspection; the customer is e-mailed',
    scheduleInspectionSchema,
    (actorId, id, value) => scheduleInspection(context, actorId, id, value),
  );
  warrantyAction(
    'pass',
    'Record a passed inspection; the certificate is issued when nothing is due',
    emptyActionSchema,
    (actorId, id) => passInspection(context, actorId, id),
  );
  warrantyAction(
    'fail',
    'Record a failed inspection: a full refund through PayPal, made once',
    failInspectionSchema,
    (actorId, id, value) => failInspection(context, actorId, id, value.reason),
  );
  warrantyAction(
    'balance',
    'Raise a balance due after inspection; the customer pays it from the dashboard',
    raiseBalanceSchema,
    (actorId, id, value) => raiseBalance(context, actorId, id, value),
  );
};
