import { planName } from '@kestrel/domain/catalogue/plans';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { workingDaysBetween } from '@kestrel/domain/uk/working-days';
import { ADMIN_PAGE_SIZE, type WorkQueueAnswer, type WorkQueueQuery } from '@kestrel/domain/schemas/admin';
import {
  parseReference,
  type ParsedReference,
  type Reference,
  type ReferenceKind,
} from '@kestrel/domain/references/reference';
import { and, count, desc, eq, exists, ilike, or, sql, type SQL } from 'drizzle-orm';
import { paymentOrders, transactions, users, warranties, type WarrantyRow } from '../../db/schema';
import { adminPage } from './admin-page';
import type { Executor } from '../../db/tx';

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
  if (query.flagged) conditions.push(eq(warranties.historyFlagged, query.flagged === 'true'));
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
      // The order's reference (KO-26-0042137), as the customer quotes it, spaces and dashes or not.
      ilike(sql`replace(${paymentOrders.reference}, '-', '')`, likePattern(registration.replace(/-/g, ''))),
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
/** How many unlikely details the buyer confirmed on the warranty's order. */
const detailsToCheck = sql<number>`coalesce(jsonb_array_length(${paymentOrders.unlikelyDetails}), 0)`.mapWith(Number);

/** The back office's work queue: warranties by status, searchable, newest first, a page at a time. */
export async function workQueue(db: Executor, query: WorkQueueQuery): Promise<WorkQueueAnswer> {
  const where = filters(query);
  const [totals] = await db
    .select({ total: count() })
    .from(warranties)
    .innerJoin(users, eq(users.id, warranties.userId))
    .leftJoin(paymentOrders, eq(paymentOrders.id, warranties.orderId))
    .where(where);
  const rows = await adminPage(
    db
      .select({ warranty: warranties, customer: customerColumns, detailsToCheck })
      .from(warranties)
      .innerJoin(users, eq(users.id, warranties.userId))
      .leftJoin(paymentOrders, eq(paymentOrders.id, warranties.orderId))
      .where(where)
      .orderBy(desc(warranties.createdAt), desc(warranties.id))
      .$dynamic(),
    query.page,
  );
  const today = londonToday();
  return {
    items: rows.map((row) => queueItem(row, today)),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

type QueueRow = {
  warranty: WarrantyRow;
  customer: { id: string; firstname: string; lastname: string; email: string };
  detailsToCheck: number;
};

function queueItem(
  { warranty: w, customer, detailsToCheck }: QueueRow,
  today: string,
): WorkQueueAnswer['items'][number] {
  return {
    id: w.id,
    reference: w.reference,
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
    waitingWorkingDays: w.status === 'under-review' ? workingDaysBetween(londonToday(w.createdAt), today) : null,
    detailsToCheck,
  };
}

/** One customer's warranties as the work queue shows them, newest first. */
export async function customerWarrantyItems(db: Executor, userId: string): Promise<WorkQueueAnswer['items']> {
  const rows = await db
    .select({ warranty: warranties, customer: customerColumns, detailsToCheck })
    .from(warranties)
    .innerJoin(users, eq(users.id, warranties.userId))
    .leftJoin(paymentOrders, eq(paymentOrders.id, warranties.orderId))
    .where(eq(warranties.userId, userId))
    .orderBy(desc(warranties.createdAt), desc(warranties.id));
  const today = londonToday();
  return rows.map((row) => queueItem(row, today));
}
