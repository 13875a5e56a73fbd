import { planName } from '@kestrel/domain/catalogue/plans';
import { ADMIN_PAGE_SIZE, type WorkQueueAnswer, type WorkQueueQuery } from '@kestrel/domain/schemas/admin';
import {
  parseReference,
  type ParsedReference,
  type Reference,
  type ReferenceKind,
} from '@kestrel/domain/references/reference';
import { and, count, desc, eq, exists, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { paymentOrders, transactions, users, warranties, type WarrantyRow } from '../../db/schema';

type Executor = Pick<Database, 'select'>;

/** `%` and `_` typed by staff are searched for literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The warranties a reference of each kind names: its certificate number, any order that paid for
 * it (the purchase or a balance) and any receipt of a payment or refund on it. A new kind (a claim,
 * a Direct Debit) adds its line here.
 */
const warrantiesNamedBy: { [K in ReferenceKind]?: (reference: Reference<K>) => SQL } = {
  warranty: (reference) => eq(warranties.reference, reference),
  order: (reference) =>
    exists(
      sql`(select 1 from ${paymentOrders} where ${paymentOrders.reference} = ${reference} and (${paymentOrders.id} = ${warranties.orderId} or ${paymentOrders.warrantyId} = ${warranties.id}))`,
    ),
  receipt: (reference) =>
    exists(
      sql`(select 1 from ${transactions} where ${transactions.reference} = ${reference} and ${transactions.warrantyId} = ${warranties.id})`,
    ),
};

function byReference({ kind, reference }: ParsedReference): SQL {
  const named = warrantiesNamedBy[kind] as ((reference: Reference) => SQL) | undefined;
  return named?.(reference) ?? sql`false`;
}

function filters(query: WorkQueueQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(warranties.status, query.status));
  const q = query.q?.trim();
  if (q) {
    const reference = parseReference(q);
    if (reference) {
      conditions.push(byReference(reference));
      return and(...conditions);
    }
    const registration = q.replace(/\s/g, '').toUpperCase();
    const search = or(
      ilike(warranties.registration, likePattern(registration)),
      // The start of a certificate number, as far as it was typed.
      ilike(warranties.reference, likePattern(q.toUpperCase())),
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
    reference: w.reference,
    createdAt: w.createdAt.toISOString(),
    status: w.status,
    plan: planName(w),
    registration: w.registration,
    vehicle: `${w.make} ${w.model}`,
    vehicleVerified: w.vehicleVerified,
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
