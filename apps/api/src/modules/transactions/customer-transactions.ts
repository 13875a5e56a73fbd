import { planName } from '@kestrel/domain/catalogue/plans';
import type { Transaction } from '@kestrel/domain/schemas/dashboard';
import { and, desc, eq } from 'drizzle-orm';
import { transactions, warranties, type TransactionRow, type WarrantyRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { Executor } from '../../db/tx';

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
    if (!row) throw notFound('We could not find that transaction.');
    return row;
  },
};

/** A transaction as spec §3 names it, with the plan and registration it paid for. */
export function transactionView({ transaction: t, warranty }: TransactionRecord): Transaction {
  return {
    _id: t.id,
    reference: t.reference,
    source_id: t.sourceId,
    kind: t.kind,
    status: t.status,
    plan: warranty ? planName(warranty) : '',
    reg_num: warranty?.registration ?? '',
    warranty_id: t.warrantyId,
    warranty_reference: warranty?.reference ?? null,
    method: t.method,
    amount: t.amount,
    currency: t.currency,
    createdAt: t.createdAt.toISOString(),
  };
}
