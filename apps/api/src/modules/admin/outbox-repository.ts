import { and, count, desc, eq, ilike } from 'drizzle-orm';
import { outboxEmails, type OutboxEmailRow } from '../../db/schema';
import type { Executor } from '../../db/tx';
import { releaseHeldEmail, retryFailedEmail, type FreshBody } from '../outbox';
import { adminPage, likePattern } from './admin-page';

export interface OutboxFilter {
  status?: OutboxEmailRow['status'] | undefined;
  /** Part of the recipient's address. */
  to?: string | undefined;
}

const matching = ({ status, to }: OutboxFilter) =>
  and(
    status ? eq(outboxEmails.status, status) : undefined,
    to ? ilike(outboxEmails.toAddress, likePattern(to)) : undefined,
  );

export type { FreshBody };

/** The outgoing e-mails as staff see and act on them. */
export function outboxRepository(db: Executor) {
  return {
    count: async (filter: OutboxFilter) => {
      const [totals] = await db.select({ total: count() }).from(outboxEmails).where(matching(filter));
      return totals?.total ?? 0;
    },

    /** Newest first, a page at a time. */
    page: async (filter: OutboxFilter, page: number) =>
      adminPage(
        db
          .select()
          .from(outboxEmails)
          .where(matching(filter))
          .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
          .$dynamic(),
        page,
      ),

    byId: async (id: string) => {
      const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
      return row ?? null;
    },

    /** A failed e-mail is due again now (with a fresh body when given); null unless it had failed. */
    retryFailed: (id: string, fresh: FreshBody | null) => retryFailedEmail(db, id, fresh),

    /** A held e-mail is due now; null unless it was held. */
    release: (id: string) => releaseHeldEmail(db, id),
  };
}
