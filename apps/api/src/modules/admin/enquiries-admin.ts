import { ADMIN_PAGE_SIZE } from '@kestrel/domain/schemas/admin';
import { siteConfig } from '@kestrel/domain/site/site-config';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  enquiryListSchema,
  enquiryQuerySchema,
  enquiryReplySchema,
  enquiryItemSchema,
} from '@kestrel/domain/schemas/admin';
import { idParamsSchema } from '@kestrel/domain/schemas/dashboard';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import { z } from 'zod';
import type { Database } from '../../db/database-types';
import { enquiries, type EnquiryRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { currentSession } from '../../plugins/auth';
import { letter } from '../outbox';
import { queueEmail } from '../outbox';
import { recordAudit } from '../audit';
import { adminPage } from './admin-page';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

const itemOf = (row: EnquiryRow) => ({ ...row, createdAt: row.createdAt.toISOString() });

/** A staff reply, by e-mail through the outbox, quoting the enquiry. */
function replyEmail(enquiry: EnquiryRow, reply: string) {
  return letter({
    kind: 'enquiry-reply',
    to: { email: enquiry.email, name: enquiry.fullname },
    subject: `Re: your message to ${siteConfig.brand}`,
    lines: [reply],
    after: ['', `> ${enquiry.message.split('\n').join('\n> ')}`],
  });
}

async function setStatus(db: Database, actorId: string, id: string, status: 'answered' | 'closed', reply?: string) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(enquiries).where(eq(enquiries.id, id));
    if (!before) throw notFound('We could not find that enquiry.');
    const [after] = await tx.update(enquiries).set({ status }).where(eq(enquiries.id, id)).returning();
    if (!after) throw notFound('We could not find that enquiry.');
    if (reply) await queueEmail(tx, replyEmail(before, reply));
    await recordAudit(tx, {
      actorId,
      action: reply ? 'enquiry.replied' : 'enquiry.closed',
      subjectType: 'enquiry',
      subjectId: id,
      before: { status: before.status },
      after: { status, ...(reply ? { reply } : {}) },
    });
    return { enquiry: itemOf(after) };
  });
}

/** The enquiries inbox (issue #7): new, answered, closed; replies go by e-mail through the outbox. */
export const enquiryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  app.get(
    '/api/admin/enquiries',
    {
      schema: {
        tags: ['admin'],
        summary: 'Enquiries, newest first, by status',
        querystring: enquiryQuerySchema,
        response: { 200: enquiryListSchema, ...errors },
      },
    },
    async (request) => {
      const where = request.query.status ? eq(enquiries.status, request.query.status) : undefined;
      const [totals] = await db.select({ total: count() }).from(enquiries).where(where);
      const rows = await adminPage(
        db.select().from(enquiries).where(where).orderBy(desc(enquiries.createdAt), desc(enquiries.id)).$dynamic(),
        request.query.page,
      );
      return {
        items: rows.map(itemOf),
        total: totals?.total ?? 0,
        page: request.query.page,
        pageSize: ADMIN_PAGE_SIZE,
      };
    },
  );

  const answer = { 200: z.object({ enquiry: enquiryItemSchema }), ...errors };
  app.post(
    '/api/admin/enquiries/:id/reply',
    {
      schema: {
        tags: ['admin'],
        summary: 'Reply by e-mail (through the outbox); the enquiry becomes answered',
        params: idParamsSchema,
        body: enquiryReplySchema,
        response: answer,
      },
    },
    async (request) =>
      setStatus(db, currentSession(request).user.id, request.params.id, 'answered', request.body.message),
  );
  app.post(
    '/api/admin/enquiries/:id/close',
    {
      schema: {
        tags: ['admin'],
        summary: 'Close an enquiry',
        params: idParamsSchema,
        body: z.strictObject({}).optional(),
        response: answer,
      },
    },
    async (request) => setStatus(db, currentSession(request).user.id, request.params.id, 'closed'),
  );
};
