import type { Transaction } from '@kestrel/domain/schemas/dashboard';
import { apiFetch } from '~/lib/api-client';

/** GET /api/transaction/my-transactions: my payments and refunds, newest first. */
export async function getMyTransactions(signal?: AbortSignal): Promise<Transaction[]> {
  const answer = await apiFetch<{ transactions: Transaction[] }>(
    '/api/transaction/my-transactions',
    signal ? { signal } : {},
  );
  return answer.transactions;
}

/** GET /api/transaction/my-transaction/{id}: one of them (the TRANSACTION DETAIL modal). */
export async function getMyTransaction(id: string, signal?: AbortSignal): Promise<Transaction> {
  const answer = await apiFetch<{ transaction: Transaction }>(
    `/api/transaction/my-transaction/${encodeURIComponent(id)}`,
    signal ? { signal } : {},
  );
  return answer.transaction;
}
