import type { WorkQueueQuery } from '@kestrel/domain/schemas/admin';
import {
  parseReference,
  type ParsedReference,
  type Reference,
  type ReferenceKind,
} from '@kestrel/domain/references/reference';
import { and, count, desc, eq, exists, ilike, or, sql, type SQL } from 'drizzle-orm';
import { paymentOrders, transactions, users, warranties } from '../../db/schema';
import type { Executor } from '../../db/tx';
import { adminPage, likePattern } from './admin-page';

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

/** The warranties of the back office's work queue, with their customers and orders. */
export function workQueueRepository(db: Executor) {
  const queueRows = () =>
    db
      .select({ warranty: warranties, customer: customerColumns, detailsToCheck })
      .from(warranties)
      .innerJoin(users, eq(users.id, warranties.userId))
      .leftJoin(paymentOrders, eq(paymentOrders.id, warranties.orderId));
  return {
    count: async (query: WorkQueueQuery) => {
      const [totals] = await db
        .select({ total: count() })
        .from(warranties)
        .innerJoin(users, eq(users.id, warranties.userId))
        .leftJoin(paymentOrders, eq(paymentOrders.id, warranties.orderId))
        .where(filters(query));
      return totals?.total ?? 0;
    },

    /** Newest first, a page at a time. */
    page: async (query: WorkQueueQuery) =>
      adminPage(
        queueRows().where(filters(query)).orderBy(desc(warranties.createdAt), desc(warranties.id)).$dynamic(),
        query.page,
      ),

    /** One customer's warranties, newest first. */
    ofCustomer: async (userId: string) =>
      queueRows().where(eq(warranties.userId, userId)).orderBy(desc(warranties.createdAt), desc(warranties.id)),
  };
}

export type QueueRow = Awaited<ReturnType<ReturnType<typeof workQueueRepository>['ofCustomer']>>[number];
