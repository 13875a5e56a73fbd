import { desc, eq, sql } from 'drizzle-orm';
import { privacyRequests, users, type PrivacyRequestRow } from '../../db/schema';
import type { Executor } from '../../db/tx';

export type NewPrivacyRequest = typeof privacyRequests.$inferInsert;

const LIST_LENGTH = 200;

/** Data requests received by e-mail, phone or letter, and their outcomes. */
export function privacyRequestsRepository(db: Executor) {
  return {
    /** Open ones first by due date, then the answered ones, newest first. */
    list(): Promise<PrivacyRequestRow[]> {
      return db
        .select()
        .from(privacyRequests)
        .orderBy(sql`${privacyRequests.closedAt} is not null`, privacyRequests.dueOn, desc(privacyRequests.createdAt))
        .limit(LIST_LENGTH);
    },

    async byId(id: string): Promise<PrivacyRequestRow | null> {
      const [row] = await db.select().from(privacyRequests).where(eq(privacyRequests.id, id));
      return row ?? null;
    },

    async add(request: NewPrivacyRequest): Promise<PrivacyRequestRow> {
      const [created] = await db.insert(privacyRequests).values(request).returning();
      if (!created) throw new Error('the request was not recorded');
      return created;
    },

    async close(
      id: string,
      outcome: PrivacyRequestRow['outcome'],
      reason: string | null,
      closedAt: Date,
    ): Promise<PrivacyRequestRow | null> {
      const [closed] = await db
        .update(privacyRequests)
        .set({ outcome, outcomeReason: reason, closedAt })
        .where(eq(privacyRequests.id, id))
        .returning();
      return closed ?? null;
    },

    /** The customer account with this e-mail address (staff are not customers); null when there is none. */
    async customerIdByEmail(email: string): Promise<string | null> {
      const [customer] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`${users.email} = ${email.toLowerCase()} and ${users.role} = 'customer'`);
      return customer?.id ?? null;
    },
  };
}
