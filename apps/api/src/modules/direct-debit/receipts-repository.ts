import { and, eq } from 'drizzle-orm';
import { transactions, type TransactionRow } from '../../db/schema';
import type { Executor } from '../../db/tx';
import { transactionLedger, type NewTransaction } from '../transactions';

/** A payment or refund to record, before its receipt reference is allocated. */
export type ReceiptValues = NewTransaction;

/** The transactions of a monthly warranty: the collections' and refunds' receipts. */
export function receiptsRepository(db: Executor) {
  return {
    /** Records a payment or refund with its KR reference, once (unique by the provider's id); answers its id. */
    record: (values: ReceiptValues): Promise<string | null> => transactionLedger.recordOnce(db, values),

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
