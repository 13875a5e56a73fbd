import { currentClaimRules } from '@kestrel/domain/claims/claim-rules';
import type { OrderQuote } from '@kestrel/domain/payments/orders';
import type { WarrantyStatus } from '@kestrel/domain/schemas/purchase';
import { addDays } from '@kestrel/domain/dates/calendar-date';
import { standingStatuses } from '@kestrel/domain/warranty/warranty-status';
import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { allocateReference } from '../../db/allocate-reference';
import { claims, users, warranties, type PaymentOrderRow, type WarrantyRow } from '../../db/schema';
import type { Executor, Tx } from '../../db/tx';
import { transitionWarranty } from './transition-repository';

/** What a warranty is made from: the paid order (its id, customer, price and the quote it stored). */
export type WarrantySale = Pick<
  PaymentOrderRow,
  'id' | 'userId' | 'amount' | 'ratesVersion' | 'history' | 'historyFlagged' | 'historyReadingMiles'
> & { quote: OrderQuote };

/**
 * A sale makes its warranty, under review, from the quote its order stored: a purchase paid in full
 * (payments) or the first Direct Debit set up (direct-debit), each in the transaction that records it.
 */
export async function makeWarranty(tx: Tx, order: WarrantySale): Promise<WarrantyRow> {
  const { quote } = order;
  const [warranty] = await tx
    .insert(warranties)
    .values({
      reference: await allocateReference(tx, 'warranty'),
      userId: order.userId,
      orderId: order.id,
      status: 'under-review',
      planId: quote.plan.id,
      level: quote.plan.level,
      claimLimit: quote.plan.claimLimit,
      months: quote.plan.months,
      price: order.amount,
      ratesVersion: order.ratesVersion,
      // The claim rules in force when it is sold stay with it (DESIGN §8.1 "Labour").
      claimRulesVersion: currentClaimRules.version,
      registration: quote.vehicle.registration,
      make: quote.vehicle.make,
      model: quote.vehicle.model,
      fuelType: quote.vehicle.fuelType,
      driveType: quote.vehicle.driveType,
      vehicleType: quote.vehicle.vehicleType,
      engineSize: quote.vehicle.engineSize,
      bhp: quote.vehicle.bhp,
      firstRegistered: quote.vehicle.registeredDate,
      mileage: quote.vehicle.mileage,
      vehicleVerified: quote.vehicleVerified,
      history: order.history,
      historyFlagged: order.historyFlagged,
      historyReadingMiles: order.historyReadingMiles,
      startDate: quote.startDate,
      expiryDate: quote.expiryDate,
      vehiclePurchaseDate: quote.vehiclePurchaseDate,
      serviceHistory: quote.serviceHistory,
    })
    .returning();
  if (!warranty) throw new Error(`Order ${order.id} made no warranty`);
  return warranty;
}

/** The live warranty covering a registration on or after a date (its latest expiry), if any. */
export async function liveWarrantyFor(
  db: Executor,
  registration: string,
  onOrAfter: string,
): Promise<{ id: string; expiryDate: string } | null> {
  const rows = await db
    .select({ id: warranties.id, expiryDate: warranties.expiryDate })
    .from(warranties)
    .where(
      and(
        eq(warranties.registration, registration),
        inArray(warranties.status, [...standingStatuses]),
        gte(warranties.expiryDate, onOrAfter),
      ),
    );
  return rows.sort((a, b) => b.expiryDate.localeCompare(a.expiryDate))[0] ?? null;
}

/** Whether any claim has been made on the warranty. */
export async function claimMadeOn(db: Executor, warrantyId: string): Promise<boolean> {
  const [claim] = await db.select({ id: claims.id }).from(claims).where(eq(claims.warrantyId, warrantyId)).limit(1);
  return Boolean(claim);
}

/** Who an e-mail about a warranty goes to. */
export async function customerContact(
  db: Executor,
  userId: string,
): Promise<{ email: string; firstname: string } | null> {
  const [customer] = await db
    .select({ email: users.email, firstname: users.firstname })
    .from(users)
    .where(eq(users.id, userId));
  return customer ?? null;
}

/** Passed warranties whose cover ends within `days` of `today` and that have had no reminder. */
export async function dueForRenewalReminder(db: Executor, today: string, days: number): Promise<{ id: string }[]> {
  return db
    .select({ id: warranties.id })
    .from(warranties)
    .where(
      and(
        eq(warranties.status, 'inspection-passed'),
        isNull(warranties.renewalReminderSentAt),
        gte(warranties.expiryDate, today),
        lte(warranties.expiryDate, addDays(today, days)),
      ),
    )
    .limit(500);
}

/** Claims the warranty's renewal reminder (a conditional UPDATE): null when another caller has it. */
export async function claimRenewalReminder(tx: Executor, id: string): Promise<WarrantyRow | null> {
  const [warranty] = await tx
    .update(warranties)
    .set({ renewalReminderSentAt: sql`now()` })
    .where(and(eq(warranties.id, id), isNull(warranties.renewalReminderSentAt)))
    .returning();
  return warranty ?? null;
}

/** What the demo and test fixture route may change of a warranty. */
export interface StagedWarranty {
  status?: WarrantyStatus;
  startDate?: string;
  expiryDate?: string;
  balanceDue?: number;
  createdAt?: Date;
}

export async function stageWarranty(db: Executor, id: string, changes: StagedWarranty): Promise<WarrantyRow | null> {
  const [updated] = await db
    .update(warranties)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(warranties.id, id))
    .returning();
  return updated ?? null;
}

/** A suspended warranty gets back the status it had; null unless it was suspended. */
export async function restoreSuspendedWarranty(
  db: Executor,
  id: string,
  status: WarrantyRow['status'],
): Promise<WarrantyRow | null> {
  return transitionWarranty(db, id, 'restore', { resumeTo: status });
}
