import { and, desc, eq } from 'drizzle-orm';
import { allocateReference } from '../../db/allocate-reference';
import { transactions, warranties, type TransactionRow, type WarrantyRow } from '../../db/schema';
import type { Executor } from '../../db/tx';
import { transactionErrors } from './errors';

export type TransactionRecord = {
  transaction: TransactionRow;
  warranty: WarrantyRow | null;
};

function query(db: Executor) {
  return db
    .select({ transaction: transactions, warranty: warranties })
    .from(transactions)
    .leftJoin(warranties, eq(warranties.id, transactions.warrantyId));
}

/** The customer's own payments and refunds, newest first; another customer's are never found (404). */
export const customerTransactions = {
  async list(db: Executor, userId: string): Promise<TransactionRecord[]> {
    return query(db)
      .where(eq(transactions.userId, userId))
      .orderBy(desc(transactions.createdAt), desc(transactions.id));
  },

  async get(db: Executor, userId: string, id: string): Promise<TransactionRecord> {
    const [row] = await query(db).where(and(eq(transactions.id, id), eq(transactions.userId, userId)));
    if (!row) throw transactionErrors.notFound();
    return row;
  },
};

/** A payment or refund to record, before its receipt reference is allocated. */
export type NewTransaction = Omit<typeof transactions.$inferInsert, 'reference'>;

/**
 * The ledger as the modules that move money write it (payments, direct-debit, warranties), each
 * in its caller's transaction; every row gets its receipt reference as it is written.
 */
export const transactionLedger = {
  /** Records a payment or refund; answers it. */
  async record(db: Executor, values: NewTransaction): Promise<TransactionRow | null> {
    const [row] = await db
      .insert(transactions)
      .values({ ...values, reference: await allocateReference(db, 'receipt') })
      .returning();
    return row ?? null;
  },

  /** Records a payment or refund once (unique by the provider's id); answers its id, null when it was already recorded. */
  async recordOnce(db: Executor, values: NewTransaction): Promise<string | null> {
    const [row] = await db
      .insert(transactions)
      .values({ ...values, reference: await allocateReference(db, 'receipt') })
      .onConflictDoNothing()
      .returning({ id: transactions.id });
    return row?.id ?? null;
  },
};
