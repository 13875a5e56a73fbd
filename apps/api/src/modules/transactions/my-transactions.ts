import type { Transaction } from '@kestrel/domain/schemas/dashboard';
import type { TransactionsContext } from './context';
import { customerTransactions } from './repository';
import { transactionView } from './transaction-view';

/** Spec §7 "my transactions": the customer's payments and refunds, newest first. */
export async function listMyTransactions(
  ctx: TransactionsContext,
  userId: string,
): Promise<{ transactions: Transaction[] }> {
  const records = await customerTransactions.list(ctx.db, userId);
  return { transactions: records.map(transactionView) };
}

/** One of the customer's own payments or refunds; anyone else's is a 404. */
export async function getMyTransaction(
  ctx: TransactionsContext,
  userId: string,
  id: string,
): Promise<{ transaction: Transaction }> {
  return { transaction: transactionView(await customerTransactions.get(ctx.db, userId, id)) };
}
