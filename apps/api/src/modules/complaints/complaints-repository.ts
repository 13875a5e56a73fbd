import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { complaintEventKinds, type ComplaintStatus } from '@kestrel/domain/complaints/complaint-kinds';
import { alias } from 'drizzle-orm/pg-core';
import { claims, users } from '../../db/schema';
import { complaintEvents, complaints, type ComplaintEventRow, type ComplaintRow } from '../../db/complaints-schema';
import type { Executor } from '../../db/tx';

/**
 * Steps taken within the same instant in the clock's resolution (PGlite's clock_timestamp() counts
 * whole milliseconds: "received" and "acknowledged" are written one after the other) keep the order
 * in which the complaint's life takes them, not the order of their random ids.
 */
const stepOrder = sql`case ${complaintEvents.kind} ${sql.join(
  complaintEventKinds.map((kind, index) => sql`when ${kind} then ${sql.raw(String(index))}`),
  sql` `,
)} end`;

/** A complaint with its customer, its owner, the disputed claim's reference and its timeline (oldest first). */
export interface ComplaintRecord {
  complaint: ComplaintRow;
  customer: { id: string; firstname: string; lastname: string; email: string };
  owner: { id: string; name: string } | null;
  claimReference: string | null;
  events: (ComplaintEventRow & { actorName: string | null; actorIsStaff: boolean })[];
}

export interface QueuedComplaint {
  complaint: ComplaintRow;
  customerName: string;
  owner: { id: string; name: string } | null;
  claimReference: string | null;
}

const QUEUE_LENGTH = 200;
const owners = alias(users, 'owners');
const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/**
 * The complaints module's reads and writes of its own tables, with the names it shows read from
 * `users` and the disputed claim's reference from `claims` (read only: the claims module owns them).
 */
export function complaintsRepository(db: Executor) {
  const summaryColumns = {
    complaint: complaints,
    customerFirst: users.firstname,
    customerLast: users.lastname,
    ownerFirst: owners.firstname,
    ownerLast: owners.lastname,
    claimReference: claims.reference,
  };
  const summaries = (where: SQL | undefined) =>
    db
      .select(summaryColumns)
      .from(complaints)
      .innerJoin(users, eq(users.id, complaints.userId))
      .leftJoin(owners, eq(owners.id, complaints.ownerId))
      .leftJoin(claims, eq(claims.id, complaints.claimId))
      .where(where);
  type SummaryRow = Awaited<ReturnType<typeof summaries>>[number];
  const queued = (row: SummaryRow): QueuedComplaint => ({
    complaint: row.complaint,
    customerName: fullName(row.customerFirst, row.customerLast),
    owner: row.complaint.ownerId ? { id: row.complaint.ownerId, name: fullName(row.ownerFirst, row.ownerLast) } : null,
    claimReference: row.claimReference,
  });

  async function load(where: SQL | undefined): Promise<ComplaintRecord | null> {
    const [row] = await db
      .select({
        ...summaryColumns,
        customer: { id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email },
      })
      .from(complaints)
      .innerJoin(users, eq(users.id, complaints.userId))
      .leftJoin(owners, eq(owners.id, complaints.ownerId))
      .leftJoin(claims, eq(claims.id, complaints.claimId))
      .where(where);
    if (!row) return null;
    const events = await db
      .select({ event: complaintEvents, first: users.firstname, last: users.lastname, role: users.role })
      .from(complaintEvents)
      .leftJoin(users, eq(users.id, complaintEvents.actorId))
      .where(eq(complaintEvents.complaintId, row.complaint.id))
      .orderBy(asc(complaintEvents.createdAt), stepOrder, asc(complaintEvents.id));
    const { owner, claimReference } = queued(row);
    return {
      complaint: row.complaint,
      customer: row.customer,
      owner,
      claimReference,
      events: events.map(({ event, first, last, role }) => ({
        ...event,
        actorName: first === null ? null : fullName(first, last),
        actorIsStaff: role === 'staff',
      })),
    };
  }

  return {
    ofCustomer: (userId: string, id: string) => load(and(eq(complaints.id, id), eq(complaints.userId, userId))),

    byId: (id: string) => load(eq(complaints.id, id)),

    async listForCustomer(userId: string): Promise<QueuedComplaint[]> {
      const rows = await summaries(eq(complaints.userId, userId)).orderBy(
        desc(complaints.receivedAt),
        desc(complaints.id),
      );
      return rows.map(queued);
    },

    /** Open first, the earliest final-response day first; then the rest, the same way. */
    async queue(status: ComplaintStatus | undefined): Promise<QueuedComplaint[]> {
      const rows = await summaries(status ? eq(complaints.status, status) : undefined)
        // false (open) sorts before true (answered or beyond).
        .orderBy(
          inArray(complaints.status, ['responded', 'referred', 'arbiter-decided']),
          asc(complaints.finalResponseDueOn),
          asc(complaints.receivedAt),
          asc(complaints.id),
        )
        .limit(QUEUE_LENGTH);
      return rows.map(queued);
    },

    countsByStatus(): Promise<{ status: ComplaintStatus; n: number }[]> {
      return db.select({ status: complaints.status, n: count() }).from(complaints).groupBy(complaints.status);
    },

    async insert(values: typeof complaints.$inferInsert): Promise<ComplaintRow> {
      const [row] = await db.insert(complaints).values(values).returning();
      if (!row) throw new Error('the complaint was not saved');
      return row;
    },

    /** Changes the complaint only while it is still in `from`; null when it has moved on. */
    async update(
      id: string,
      from: readonly ComplaintStatus[],
      set: Partial<typeof complaints.$inferInsert>,
    ): Promise<ComplaintRow | null> {
      const [row] = await db
        .update(complaints)
        .set({ ...set, updatedAt: new Date() })
        .where(and(eq(complaints.id, id), inArray(complaints.status, [...from])))
        .returning();
      return row ?? null;
    },

    async addEvent(values: Omit<typeof complaintEvents.$inferInsert, 'createdAt'>): Promise<void> {
      // The clock at the statement, not the transaction's start: two steps of one transaction
      // (received, then acknowledged) keep their order on the timeline.
      await db.insert(complaintEvents).values({ ...values, createdAt: sql`clock_timestamp()` });
    },

    /** A customer's account by its e-mail (case-insensitive, as stored lower case), not erased. */
    async customerByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email })
        .from(users)
        .where(and(eq(users.email, email.toLowerCase()), eq(users.role, 'customer'), isNull(users.erasedAt)));
      return row ?? null;
    },

    /** A member of staff who may own a complaint: not disabled. */
    async staffMember(id: string) {
      const [row] = await db
        .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
        .from(users)
        .where(and(eq(users.id, id), eq(users.role, 'staff'), isNull(users.disabledAt)));
      return row ? { id: row.id, name: fullName(row.firstname, row.lastname) } : null;
    },

    /** The customer's own claim, by id or by reference; null for any other. */
    async claimOfCustomer(userId: string, by: { id: string } | { reference: string }) {
      const match = 'id' in by ? eq(claims.id, by.id) : eq(claims.reference, by.reference);
      const [row] = await db
        .select({ id: claims.id, reference: claims.reference })
        .from(claims)
        .where(and(match, eq(claims.userId, userId)));
      return row ?? null;
    },
  };
}
