import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestDueOn } from '@kestrel/domain/privacy/requests';
import { idParamsSchema } from '@kestrel/domain/schemas/dashboard';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import {
  privacyExportSchema,
  privacyRequestSchema,
  privacyRequestsAnswerSchema,
  recordPrivacyRequestSchema,
  refusePrivacyRequestSchema,
  type PrivacyRequest,
} from '@kestrel/domain/schemas/privacy';
import { z } from 'zod';
import { privacyRequests, users, type PrivacyRequestRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { currentSession } from '../../plugins/auth';
import { recordAudit } from '../audit';
import { eraseAccount } from './erase-account';
import { exportCustomerData } from './export-data';
import type { Executor } from '../../db/tx';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const actionErrors = { ...errors, 409: errorBodySchema };

const answerOf = (row: PrivacyRequestRow): PrivacyRequest => ({
  _id: row.id,
  kind: row.kind,
  channel: row.channel,
  requester: row.requester,
  receivedOn: row.receivedOn,
  dueOn: row.dueOn,
  customerId: row.userId,
  identityCheck: row.identityCheck,
  outcome: row.outcome,
  outcomeReason: row.outcomeReason,
  closedAt: row.closedAt?.toISOString() ?? null,
});

async function openRequest(db: Executor, id: string) {
  const [row] = await db.select().from(privacyRequests).where(eq(privacyRequests.id, id));
  if (!row) throw notFound('We could not find that request.');
  if (row.closedAt) throw conflict('This request has already been answered.');
  return row;
}

function customerOf(row: PrivacyRequestRow): string {
  if (!row.userId)
    throw conflict('This request names no customer account: answer it by hand, or refuse it with the reason.');
  return row.userId;
}

/**
 * Data requests that came by e-mail, phone or letter (docs/privacy.md "Requests handled by staff"):
 * recorded with their due date (one month), the identity check and the outcome; staff run the same
 * export and erasure as the customer's own buttons. Every action goes in the audit log.
 */
export const privacyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const close = (id: string, outcome: PrivacyRequest['outcome'], reason: string | null = null) =>
    db
      .update(privacyRequests)
      .set({ outcome, outcomeReason: reason, closedAt: app.clock() })
      .where(eq(privacyRequests.id, id))
      .returning();

  app.get(
    '/api/admin/privacy-requests',
    {
      schema: {
        tags: ['admin'],
        summary: 'Data requests: open ones first by due date, then the answered ones',
        response: { 200: privacyRequestsAnswerSchema, ...errors },
      },
    },
    async () => {
      const rows = await db
        .select()
        .from(privacyRequests)
        .orderBy(sql`${privacyRequests.closedAt} is not null`, privacyRequests.dueOn, desc(privacyRequests.createdAt))
        .limit(200);
      return { requests: rows.map(answerOf) };
    },
  );

  app.post(
    '/api/admin/privacy-requests',
    {
      schema: {
        tags: ['admin'],
        summary: 'Record a data request received by e-mail, phone or letter; due one calendar month later',
        body: recordPrivacyRequestSchema,
        response: { 201: z.object({ request: privacyRequestSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const staff = currentSession(request).user;
      const body = request.body;
      let userId: string | null = null;
      if (body.customerEmail) {
        const [customer] = await db
          .select({ id: users.id })
          .from(users)
          .where(sql`${users.email} = ${body.customerEmail.toLowerCase()} and ${users.role} = 'customer'`);
        if (!customer) {
          const message = 'No customer account has this e-mail address.';
          throw badRequest(message, { customerEmail: message });
        }
        userId = customer.id;
      }
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(privacyRequests)
          .values({
            userId,
            kind: body.kind,
            channel: body.channel,
            requester: body.requester,
            receivedOn: body.receivedOn,
            dueOn: requestDueOn(body.receivedOn),
            identityCheck: body.identityCheck,
            recordedBy: staff.id,
          })
          .returning();
        if (!created) throw new Error('the request was not recorded');
        await recordAudit(tx, {
          actorId: staff.id,
          action: 'privacy.request-recorded',
          subjectType: 'privacy-request',
          subjectId: created.id,
          after: { kind: body.kind, channel: body.channel, receivedOn: body.receivedOn, customerId: userId },
        });
        return created;
      });
      return reply.code(201).send({ request: answerOf(row) });
    },
  );

  app.post(
    '/api/admin/privacy-requests/:id/export',
    {
      schema: {
        tags: ['admin'],
        summary: "Answer an access request: the customer's data as one JSON file; the request is closed",
        params: idParamsSchema,
        response: { 200: privacyExportSchema, ...actionErrors },
      },
    },
    async (request, reply) => {
      const staff = currentSession(request).user;
      const row = await openRequest(db, request.params.id);
      const data = await exportCustomerData(db, customerOf(row), app.clock());
      await close(row.id, 'exported');
      await recordAudit(db, {
        actorId: staff.id,
        action: 'privacy.exported',
        subjectType: 'privacy-request',
        subjectId: row.id,
        after: { customerId: row.userId },
      });
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', 'attachment; filename="kestrel-customer-data.json"')
        .send(data);
    },
  );

  app.post(
    '/api/admin/privacy-requests/:id/erase',
    {
      schema: {
        tags: ['admin'],
        summary: "Answer an erasure request: the customer's account is erased as by their own button",
        params: idParamsSchema,
        response: { 200: z.object({ request: privacyRequestSchema }), ...actionErrors },
      },
    },
    async (request) => {
      const staff = currentSession(request).user;
      const row = await openRequest(db, request.params.id);
      await eraseAccount(db, customerOf(row), { baseUrl: app.config.baseUrl, now: app.clock(), actorId: staff.id });
      const [closed] = await close(row.id, 'erased');
      return { request: answerOf(closed ?? row) };
    },
  );

  app.post(
    '/api/admin/privacy-requests/:id/refuse',
    {
      schema: {
        tags: ['admin'],
        summary: 'Refuse a data request, with the reason (told to the requester by staff)',
        params: idParamsSchema,
        body: refusePrivacyRequestSchema,
        response: { 200: z.object({ request: privacyRequestSchema }), ...actionErrors },
      },
    },
    async (request) => {
      const staff = currentSession(request).user;
      const row = await openRequest(db, request.params.id);
      const [closed] = await close(row.id, 'refused', request.body.reason);
      await recordAudit(db, {
        actorId: staff.id,
        action: 'privacy.refused',
        subjectType: 'privacy-request',
        subjectId: row.id,
        after: { reason: request.body.reason },
      });
      return { request: answerOf(closed ?? row) };
    },
  );
};
