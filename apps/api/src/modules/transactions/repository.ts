import { and, desc, eq } from 'drizzle-orm';
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
