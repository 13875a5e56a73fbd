import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Executor } from '../../db/tx';
import { usersRepository } from '../accounts';
import { adminPage, likePattern } from './admin-page';

/** Customers, searched by e-mail or full name. */
const customersMatching = (q: string | undefined) =>
  and(
    eq(users.role, 'customer'),
    q
      ? or(
          ilike(users.email, likePattern(q)),
          ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, likePattern(q)),
        )
      : undefined,
  );

/** The customers' accounts as staff list, read and disable them. */
export function customersRepository(db: Executor) {
  return {
    count: async (q: string | undefined) => {
      const [totals] = await db.select({ total: count() }).from(users).where(customersMatching(q));
      return totals?.total ?? 0;
    },

    /** Newest first, a page at a time. */
    page: async (q: string | undefined, page: number) =>
      adminPage(
        db.select().from(users).where(customersMatching(q)).orderBy(desc(users.createdAt), desc(users.id)).$dynamic(),
        page,
      ),

    byId: async (id: string) => {
      const [customer] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, 'customer')));
      return customer ?? null;
    },

    /** The customer's row locked until the transaction ends, so two changes of access queue up. */
    lockAccess: async (id: string) => {
      const [customer] = await db
        .select({ id: users.id, disabledAt: users.disabledAt })
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, 'customer')))
        .for('update');
      return customer ?? null;
    },

    setDisabled: (id: string, disabled: boolean) => usersRepository(db).setDisabled(id, disabled),
  };
}
