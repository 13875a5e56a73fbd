import { and, desc, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TransferStatus } from '@kestrel/domain/warranty/transfer-rules';
import { users, warranties, warrantyTransfers, type WarrantyRow, type WarrantyTransferRow } from '../../db/schema';
import type { Executor } from '../../db/tx';

export type { WarrantyTransferRow };

type NewTransfer = Omit<typeof warrantyTransfers.$inferInsert, 'id' | 'status' | 'createdAt'>;

const holder = alias(users, 'holder');
const newOwner = alias(users, 'new_owner');

/** A transfer with the warranty and the people the back office shows beside it. */
export interface TransferListing {
  transfer: WarrantyTransferRow;
  warranty: Pick<WarrantyRow, 'reference' | 'registration'>;
  holder: { id: string; firstname: string; lastname: string; email: string };
  newOwner: { id: string; firstname: string; lastname: string; email: string } | null;
}

/** The only file of the module that touches tables: its transfers, and reads of the warranty and people beside them. */
export function transfersRepository(db: Executor) {
  return {
    /** Holds the warranty row for the rest of the transaction: a claim or a second transfer waits. */
    async lockWarranty(warrantyId: string): Promise<WarrantyRow | null> {
      const [row] = await db.select().from(warranties).where(eq(warranties.id, warrantyId)).for('update');
      return row ?? null;
    },

    async warrantyById(warrantyId: string): Promise<WarrantyRow | null> {
      const [row] = await db.select().from(warranties).where(eq(warranties.id, warrantyId));
      return row ?? null;
    },

    /** A pending transfer of the warranty whose link has run out is marked expired (frees the one-pending index). */
    async expireStale(warrantyId: string | null, now: Date): Promise<void> {
      await db
        .update(warrantyTransfers)
        .set({ status: 'expired', endedAt: now })
        .where(
          and(
            eq(warrantyTransfers.status, 'pending'),
            lte(warrantyTransfers.expiresAt, now),
            // A takeover decided before the link ran out is finished, not expired.
            isNull(warrantyTransfers.takeoverDecidedAt),
            ...(warrantyId ? [eq(warrantyTransfers.warrantyId, warrantyId)] : []),
          ),
        );
    },

    async insert(values: NewTransfer): Promise<WarrantyTransferRow> {
      const [row] = await db.insert(warrantyTransfers).values(values).returning();
      return row!;
    },

    async latestOf(warrantyId: string): Promise<WarrantyTransferRow | null> {
      const [row] = await db
        .select()
        .from(warrantyTransfers)
        .where(eq(warrantyTransfers.warrantyId, warrantyId))
        .orderBy(desc(warrantyTransfers.createdAt), desc(warrantyTransfers.id))
        .limit(1);
      return row ?? null;
    },

    async pendingOf(warrantyId: string): Promise<WarrantyTransferRow | null> {
      const [row] = await db
        .select()
        .from(warrantyTransfers)
        .where(and(eq(warrantyTransfers.warrantyId, warrantyId), eq(warrantyTransfers.status, 'pending')));
      return row ?? null;
    },

    async byTokenHash(tokenHash: string): Promise<WarrantyTransferRow | null> {
      const [row] = await db.select().from(warrantyTransfers).where(eq(warrantyTransfers.tokenHash, tokenHash));
      return row ?? null;
    },

    async byId(id: string): Promise<WarrantyTransferRow | null> {
      const [row] = await db.select().from(warrantyTransfers).where(eq(warrantyTransfers.id, id));
      return row ?? null;
    },

    /**
     * Ends a pending transfer, only while it is still pending: of two requests at once (two
     * accepts, an accept and a refusal) exactly one gets the row back.
     */
    async endPending(
      id: string,
      change: { status: Exclude<TransferStatus, 'pending'>; now: Date } & Partial<
        Pick<WarrantyTransferRow, 'toUserId' | 'refusalReason' | 'refusedBy'>
      >,
    ): Promise<WarrantyTransferRow | null> {
      const { status, now, ...rest } = change;
      const [row] = await db
        .update(warrantyTransfers)
        .set({ status, endedAt: now, ...rest })
        .where(
          and(
            eq(warrantyTransfers.id, id),
            eq(warrantyTransfers.status, 'pending'),
            // Once a takeover is decided, only its acceptance ends the transfer.
            ...(status === 'accepted' ? [] : [isNull(warrantyTransfers.takeoverDecidedAt)]),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** The new owner left to set up a Direct Debit with this mandate request (the latest one counts), while undecided. */
    async startTakeover(id: string, userId: string, requestId: string): Promise<boolean> {
      const [row] = await db
        .update(warrantyTransfers)
        .set({ takeoverUserId: userId, takeoverBillingRequestId: requestId })
        .where(
          and(
            eq(warrantyTransfers.id, id),
            eq(warrantyTransfers.status, 'pending'),
            isNull(warrantyTransfers.takeoverDecidedAt),
          ),
        )
        .returning({ id: warrantyTransfers.id });
      return row !== undefined;
    },

    /** The takeover decided, once (a repeat keeps the first moment): from now it is finished, never stopped. */
    async decideTakeover(id: string, now: Date): Promise<void> {
      await db
        .update(warrantyTransfers)
        .set({ takeoverDecidedAt: now })
        .where(and(eq(warrantyTransfers.id, id), isNull(warrantyTransfers.takeoverDecidedAt)));
    },

    /**
     * Takeovers not finished: the new owner left for the bank-details page and never came back, or
     * one decided before `before` was cut short by a crash. Oldest first, a batch at a time.
     */
    async unfinishedTakeovers(before: Date): Promise<WarrantyTransferRow[]> {
      return db
        .select()
        .from(warrantyTransfers)
        .where(
          and(
            eq(warrantyTransfers.status, 'pending'),
            isNotNull(warrantyTransfers.takeoverBillingRequestId),
            or(isNull(warrantyTransfers.takeoverDecidedAt), lte(warrantyTransfers.takeoverDecidedAt, before)),
          ),
        )
        .orderBy(warrantyTransfers.createdAt)
        .limit(20);
    },

    async userById(id: string) {
      const [row] = await db
        .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email })
        .from(users)
        .where(eq(users.id, id));
      return row ?? null;
    },

    /** The back office's list: newest first, by status when given. */
    async list(status: TransferStatus | undefined): Promise<TransferListing[]> {
      const rows = await db
        .select({
          transfer: warrantyTransfers,
          warranty: { reference: warranties.reference, registration: warranties.registration },
          holder: { id: holder.id, firstname: holder.firstname, lastname: holder.lastname, email: holder.email },
          newOwner: {
            id: newOwner.id,
            firstname: newOwner.firstname,
            lastname: newOwner.lastname,
            email: newOwner.email,
          },
        })
        .from(warrantyTransfers)
        .innerJoin(warranties, eq(warranties.id, warrantyTransfers.warrantyId))
        .innerJoin(holder, eq(holder.id, warrantyTransfers.fromUserId))
        .leftJoin(newOwner, eq(newOwner.id, warrantyTransfers.toUserId))
        .where(status ? eq(warrantyTransfers.status, status) : undefined)
        .orderBy(desc(warrantyTransfers.createdAt), desc(warrantyTransfers.id))
        .limit(200);
      return rows.map((row) => ({ ...row, newOwner: row.newOwner?.id ? row.newOwner : null }));
    },
  };
}
