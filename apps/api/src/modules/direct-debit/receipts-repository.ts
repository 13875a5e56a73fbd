import { and, eq } from 'drizzle-orm';
import { allocateReference } from '../../db/allocate-reference';
import { transactions, type TransactionRow } from '../../db/schema';
import type { Executor } from '../../db/tx';

/** A payment or refund to record, before its receipt reference is allocated. */
export type ReceiptValues = Omit<typeof transactions.$inferInsert, 'reference'>;

/** The transactions of a monthly warranty: the collections' and refunds' receipts. */
export function receiptsRepository(db: Executor) {
  return {
    /** Records a payment or refund with its KR reference, once (unique by the provider's id); answers its id. */
    async record(values: ReceiptValues): Promise<string | null> {
      const [row] = await db
        .insert(transactions)
        .values({ ...values, reference: await allocateReference(db, 'receipt') })
        .onConflictDoNothing()
        .returning({ id: transactions.id });
      return row?.id ?? null;
    },

    async byId(id: string): Promise<TransactionRow | null> {
      const [row] = await db.select().from(transactions).where(eq(transactions.id, id));
      return row ?? null;
    },

    /** The warranty's transactions of one kind (its payments, or its refunds). */
    ofWarranty: (warrantyId: string, kind: TransactionRow['kind']) =>
      db
        .select()
        .from(transactions)
        .where(and(eq(transactions.warrantyId, warrantyId), eq(transactions.kind, kind))),
  };
}
