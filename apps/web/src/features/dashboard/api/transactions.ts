import type { Transaction } from '@kestrel/domain/schemas/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '~/lib/api-client';
import { dashboardAnswer } from '~/lib/answer-schemas';
import { queryKeys } from '~/lib/query-keys';

const listAnswer = dashboardAnswer((m) => m.myTransactionsAnswerSchema);
const oneAnswer = dashboardAnswer((m) => m.myTransactionAnswerSchema);

/** GET /api/transaction/my-transactions: my payments and refunds, newest first. */
export async function getMyTransactions(signal?: AbortSignal): Promise<Transaction[]> {
  const answer = await apiFetch('/api/transaction/my-transactions', listAnswer, signal ? { signal } : {});
  return answer.transactions;
}

export const myTransactionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.transactions.all(), queryFn: ({ signal }) => getMyTransactions(signal) });

export const useMyTransactions = () => useQuery(myTransactionsQueryOptions());

/** GET /api/transaction/my-transaction/{id}: one of them (the TRANSACTION DETAIL modal). */
export async function getMyTransaction(id: string, signal?: AbortSignal): Promise<Transaction> {
  const answer = await apiFetch(
    `/api/transaction/my-transaction/${encodeURIComponent(id)}`,
    oneAnswer,
    signal ? { signal } : {},
  );
  return answer.transaction;
}

export const myTransactionQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.transactions.one(id), queryFn: ({ signal }) => getMyTransaction(id, signal) });
