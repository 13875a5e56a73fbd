import { planName } from '@kestrel/domain/catalogue/plans';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { certificateAvailable } from '@kestrel/domain/warranty/warranty-status';
import { monthlyCollectedOf } from '../direct-debit';
import { customerTransactions } from '../transactions';
import { customerWarranties, type WarrantyRecord } from '../warranties';
import type { DocumentsContext } from './context';
import type { CertificateData, DocumentParty, ReceiptData } from './document-data';
import { documentErrors } from './errors';
import { customerById, orderReference } from './repository';

const party = (c: WarrantyRecord['customer']): DocumentParty => ({
  name: `${c.firstname} ${c.lastname}`,
  email: c.email,
  phone: c.mobileNo,
  address: [c.address, c.city, c.postcode].filter(Boolean).join(', '),
});

/** What the receipt of one of the customer's transactions shows, read from the database. */
export async function receiptSource(
  { db }: DocumentsContext,
  userId: string,
  transactionId: string,
): Promise<ReceiptData> {
  const { transaction, warranty } = await customerTransactions.get(db, userId, transactionId);
  if (!warranty) throw documentErrors.transactionWarrantyNotFound();
  const customer = await customerById(db, userId);
  if (!customer) throw documentErrors.transactionNotFound();
  return {
    customer: party(customer),
    warranty: {
      reference: warranty.reference,
      planName: planName(warranty),
      registration: warranty.registration,
      make: warranty.make,
      model: warranty.model,
      startDate: warranty.startDate,
      expiryDate: warranty.expiryDate,
    },
    transaction: {
      reference: transaction.reference,
      orderReference: await orderReference(db, transaction.orderId),
      sourceId: transaction.sourceId,
      kind: transaction.kind,
      method: transaction.method,
      status: transaction.status,
      amountPence: transaction.amount,
      currency: transaction.currency,
      createdAt: transaction.createdAt,
    },
  };
}

/** The certificate of one of the customer's warranties, once issued (DESIGN §2 "Documents"). */
export async function certificateSource(
  { db }: DocumentsContext,
  userId: string,
  warrantyId: string,
): Promise<CertificateData> {
  const { warranty: w, customer } = await customerWarranties.get(db, userId, warrantyId);
  if (!certificateAvailable(w)) throw documentErrors.certificateNotReady();
  return {
    customer: party(customer),
    warranty: {
      reference: w.reference,
      planName: planName(w),
      level: w.level,
      claimLimitPence: w.claimLimit,
      months: w.months,
      startDate: w.startDate,
      expiryDate: w.expiryDate,
      pricePence: w.price,
      monthlyCollectedPence: await monthlyCollectedOf(db, w.id),
      registration: w.registration,
      make: w.make,
      model: w.model,
      fuelType: w.fuelType,
      engineSize: w.engineSize,
      firstRegistered: w.firstRegistered,
      mileage: w.mileage,
      vehicleVerified: w.vehicleVerified,
      claimRulesVersion: w.claimRulesVersion,
    },
    issuedOn: londonToday(w.certificateIssuedAt ?? w.updatedAt),
  };
}
