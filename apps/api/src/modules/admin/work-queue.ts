import { planName } from '@kestrel/domain/catalogue/plans';
import { ADMIN_PAGE_SIZE, type WorkQueueAnswer, type WorkQueueQuery } from '@kestrel/domain/schemas/admin';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users, warranties, type WarrantyRow } from '../../db/schema';

type Executor = Pick<Database, 'select'>;

/** `%` and `_` typed by staff are searched for literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filters(query: WorkQueueQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(warranties.status, query.status));
  if (query.flagged) conditions.push(eq(warranties.historyFlagged, query.flagged === 'true'));
  const q = query.q?.trim();
  if (q) {
    const registration = q.replace(/\s/g, '').toUpperCase();
    const search = or(
      ilike(warranties.registration, likePattern(registration)),
      ilike(users.email, likePattern(q)),
      ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, likePattern(q)),
    );
    if (search) conditions.push(search);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const customerColumns = { id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email };

/** The back office's work queue: warranties by status, searchable, newest first, a page at a time. */
export async function workQueue(db: Executor, query: WorkQueueQuery): Promise<WorkQueueAnswer> {
  const where = filters(query);
  const [totals] = await db
    .select({ total: count() })
    .from(warranties)
    .innerJoin(users, eq(users.id, warranties.userId))
    .where(where);
  const rows = await db
    .select({ warranty: warranties, customer: customerColumns })
    .from(warranties)
    .innerJoin(users, eq(users.id, warranties.userId))
    .where(where)
    .orderBy(desc(warranties.createdAt), desc(warranties.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((query.page - 1) * ADMIN_PAGE_SIZE);
  return { items: rows.map(queueItem), total: totals?.total ?? 0, page: query.page, pageSize: ADMIN_PAGE_SIZE };
}

type QueueRow = {
  warranty: WarrantyRow;
  customer: { id: string; firstname: string; lastname: string; email: string };
};

function queueItem({ warranty: w, customer }: QueueRow): WorkQueueAnswer['items'][number] {
  return {
    id: w.id,
    createdAt: w.createdAt.toISOString(),
    status: w.status,
    plan: planName(w),
    registration: w.registration,
    vehicle: `${w.make} ${w.model}`,
    vehicleVerified: w.vehicleVerified,
    historyFlags: w.history?.flags ?? [],
    customer: { id: customer.id, name: `${customer.firstname} ${customer.lastname}`, email: customer.email },
    amount: w.price,
    balanceDue: w.balanceDue,
  };
}

/** One customer's warranties as the work queue shows them, newest first. */
export async function customerWarrantyItems(db: Executor, userId: string): Promise<WorkQueueAnswer['items']> {
  const rows = await db
    .select({ warranty: warranties, customer: customerColumns })
    .from(warranties)
    .innerJoin(users, eq(users.id, warranties.userId))
    .where(eq(warranties.userId, userId))
    .orderBy(desc(warranties.createdAt), desc(warranties.id));
  return rows.map(queueItem);
}
