import type { AdminWarrantyAnswer } from '@kestrel/domain/schemas/admin';
import { londonToday } from '@kestrel/domain/uk/london-date';
import type { Database } from '../../db/database-types';
import type { UserRow, WarrantyRow } from '../../db/schema';
import { auditEntries } from '../audit';
import { monthlyCollectedOf } from '../direct-debit';
import { transactionView } from '../transactions';
import { warrantyHistory, warrantyView } from '../warranties';
import type { AdminContext } from './context';
import { adminErrors } from './errors';
import { warrantiesRepository } from './warranties-repository';

export type Customer = UserRow;

export async function loadWarranty(
  db: Database,
  id: string,
): Promise<{ warranty: WarrantyRow; customer: Customer; orderReference: string }> {
  const row = await warrantiesRepository(db).withCustomer(id);
  if (!row) throw adminErrors.warrantyNotFound();
  return row;
}

/** What staff see of one warranty: the customer's view, the customer, payments and the timeline. */
export async function adminWarranty(db: Database, id: string): Promise<AdminWarrantyAnswer> {
  const { warranty: w, customer, orderReference } = await loadWarranty(db, id);
  const repository = warrantiesRepository(db);
  const payments = await repository.transactionsOf(id);
  const order = await repository.orderBeforePaying(w.orderId);
  return {
    warranty: warrantyView(
      {
        warranty: w,
        customer,
        orderReference,
        orderProvider: order?.provider ?? 'paypal',
        receiptId: null,
        receiptReference: null,
      },
      londonToday(),
    ),
    beforePaying: {
      termsVersion: order?.termsVersion ?? null,
      declaration: order?.declaration ?? null,
      declaredAt: order?.declaredAt?.toISOString() ?? null,
      unlikelyDetails: order?.unlikelyDetails ?? [],
    },
    customer: {
      id: customer.id,
      name: `${customer.firstname} ${customer.lastname}`,
      email: customer.email,
      mobile: customer.mobileNo,
    },
    inspection: { date: w.inspectionDate, garage: w.inspectionGarage, notes: w.inspectionNotes },
    certificateIssuedAt: w.certificateIssuedAt?.toISOString() ?? null,
    monthlyCollected: await monthlyCollectedOf(db, id),
    transactions: payments.map(transactionView),
    timeline: await auditEntries(db, { subject: { type: 'warranty', id }, limit: 200 }),
  };
}

/** The vehicle's DVSA MOT history: the check at the sale, and the full record. */
export async function adminWarrantyHistory(ctx: Pick<AdminContext, 'db' | 'history'>, id: string) {
  const { warranty } = await loadWarranty(ctx.db, id);
  return warrantyHistory(ctx.history, warranty);
}
