import { ADMIN_PAGE_SIZE, type enquiryQuerySchema } from '@kestrel/domain/schemas/admin';
import { withoutSecretLinks } from '@kestrel/domain/site/secret-links';
import { siteConfig } from '@kestrel/domain/site/site-config';
import type { z } from 'zod';
import type { EnquiryRow } from '../../db/schema';
import { recordAudit } from '../audit';
import { letter, queueEmail } from '../outbox';
import type { AdminContext } from './context';
import { enquiriesRepository } from './enquiries-repository';
import { adminErrors } from './errors';

type EnquiryQuery = z.output<typeof enquiryQuerySchema>;

/**
 * An enquiry as staff read it. Whoever wrote it may have pasted a link of ours that carries a live
 * token (their own reset link): staff see it removed, as in every other view (secret-links.ts).
 */
const itemOf = (row: EnquiryRow) => ({
  ...row,
  message: withoutSecretLinks(row.message),
  createdAt: row.createdAt.toISOString(),
});

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

/** Enquiries, newest first, by status. */
export async function listEnquiries(ctx: Pick<AdminContext, 'db'>, query: EnquiryQuery) {
  const inbox = enquiriesRepository(ctx.db);
  const total = await inbox.count(query.status);
  const rows = await inbox.page(query.status, query.page);
  return { items: rows.map(itemOf), total, page: query.page, pageSize: ADMIN_PAGE_SIZE };
}

/** Answered (with a reply, e-mailed) or closed: the change, its audit entry and the e-mail together. */
async function setStatus(
  ctx: Pick<AdminContext, 'db'>,
  actorId: string,
  id: string,
  status: 'answered' | 'closed',
  reply?: string,
) {
  return ctx.db.transaction(async (tx) => {
    const inbox = enquiriesRepository(tx);
    const before = await inbox.byId(id);
    if (!before) throw adminErrors.enquiryNotFound();
    const after = await inbox.setStatus(id, status);
    if (!after) throw adminErrors.enquiryNotFound();
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

export const replyToEnquiry = (ctx: Pick<AdminContext, 'db'>, actorId: string, id: string, message: string) =>
  setStatus(ctx, actorId, id, 'answered', message);

export const closeEnquiry = (ctx: Pick<AdminContext, 'db'>, actorId: string, id: string) =>
  setStatus(ctx, actorId, id, 'closed');
