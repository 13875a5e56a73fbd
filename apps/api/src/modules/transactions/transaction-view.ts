import { planName } from '@kestrel/domain/catalogue/plans';
import type { Transaction } from '@kestrel/domain/schemas/dashboard';
import type { TransactionRecord } from './repository';

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
