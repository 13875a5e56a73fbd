import type { PaymentProviderId } from '@kestrel/domain/payments/orders';
import { closedClaimStatuses } from '@kestrel/domain/claims/claim-status';
import type { MotHistory } from '@kestrel/domain/vehicle-history/mot-history';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import { claims, paymentOrders, transactions, users, warranties, type WarrantyRow } from '../../db/schema';
import type { Executor } from '../../db/tx';
import { latestMotRecord, motRecordOf } from './mot-reminders-repository';
import { warrantyErrors } from './errors';

export type { WarrantyRow };

/** A warranty with what its answers and documents show beside it. */
export interface WarrantyRecord {
  warranty: WarrantyRow;
  customer: {
    firstname: string;
    lastname: string;
    email: string;
    mobileNo: string;
    address: string;
    city: string;
    postcode: string;
  };
  /** The purchase order's reference. */
  orderReference: string;
  /** Who took the purchase's money: `gocardless` for a warranty paid monthly (DESIGN §8.2). */
  orderProvider: PaymentProviderId;
  /** The purchase payment's transaction id and number (its receipt), once recorded. */
  receiptId: string | null;
  receiptReference: string | null;
  /** Whether any claim has been made on it, which ends the cooling-off cancellation (DESIGN §8.1). */
  claimMade?: boolean;
  /** Its one open claim, if any (a warranty has one at a time, docs/claims.md "Who may claim"). */
  openClaimId?: string | null;
  openClaimReference?: string | null;
  /** The newest DVSA record we hold for its registration, for the MOT due date (null: none). */
  motRecord?: MotHistory | null;
}

/** A column of the warranty's open claim (it has at most one: the newest, should it ever have two). */
const openClaim = (column: typeof claims.id | typeof claims.reference) =>
  sql<
    string | null
  >`(select ${column} from ${claims} where ${claims.warrantyId} = ${warranties.id} and ${notInArray(claims.status, [...closedClaimStatuses])} order by ${claims.createdAt} desc limit 1)`;

const selection = {
  warranty: warranties,
  customer: {
    firstname: users.firstname,
    lastname: users.lastname,
    email: users.email,
    mobileNo: users.mobileNo,
    address: users.address,
    city: users.city,
    postcode: users.postcode,
  },
  orderReference: paymentOrders.reference,
  orderProvider: paymentOrders.provider,
  receiptId: transactions.id,
  receiptReference: transactions.reference,
  claimMade: sql<boolean>`exists (select 1 from ${claims} where ${claims.warrantyId} = ${warranties.id})`.mapWith(
    Boolean,
  ),
  openClaimId: openClaim(claims.id),
  openClaimReference: openClaim(claims.reference),
  motRecord: latestMotRecord,
};

function query(db: Executor) {
  return (
    db
      .select(selection)
      .from(warranties)
      .innerJoin(users, eq(users.id, warranties.userId))
      .innerJoin(paymentOrders, eq(paymentOrders.id, warranties.orderId))
      // The purchase's one payment. A warranty paid monthly has one per collected instalment, all on
      // its order: those are listed with the transactions, not joined here (one row per warranty).
      // Only the holder's own: after a transfer the receipt stays the seller's (DESIGN §9.3).
      .leftJoin(
        transactions,
        and(
          eq(transactions.orderId, warranties.orderId),
          eq(transactions.userId, warranties.userId),
          eq(transactions.kind, 'payment'),
          eq(transactions.provider, 'paypal'),
        ),
      )
  );
}

const parsed = <T extends { motRecord: MotHistory | string | null }>(row: T) => ({
  ...row,
  motRecord: motRecordOf(row.motRecord),
});

/**
 * The customer's own warranties, newest first. Every query is scoped by the owner's id, so
 * another customer's warranty is never found (SECURITY B6: answered as 404, not 403).
 */
export const customerWarranties = {
  async list(db: Executor, userId: string): Promise<WarrantyRecord[]> {
    const rows = await query(db)
      .where(eq(warranties.userId, userId))
      .orderBy(desc(warranties.createdAt), desc(warranties.id));
    return rows.map(parsed);
  },

  async find(db: Executor, userId: string, id: string): Promise<WarrantyRecord | null> {
    const [row] = await query(db).where(and(eq(warranties.id, id), eq(warranties.userId, userId)));
    return row ? parsed(row) : null;
  },

  /** The customer's warranty, or the 404 that every other customer gets. */
  async get(db: Executor, userId: string, id: string): Promise<WarrantyRecord> {
    const record = await customerWarranties.find(db, userId, id);
    if (!record) throw warrantyErrors.notFound();
    return record;
  },
};
