import { currentClaimRules } from '@kestrel/domain/claims/claim-rules';
import type { OrderQuote } from '@kestrel/domain/payments/orders';
import { allocateReference } from '../../db/allocate-reference';
import { warranties, type PaymentOrderRow, type WarrantyRow } from '../../db/schema';
import type { Tx } from '../../db/tx';

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
