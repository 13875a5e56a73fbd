import { parsePlanId } from '@kestrel/domain/catalogue/plans';
import { currentClaimRules } from '@kestrel/domain/claims/claim-rules';
import type { OrderQuote } from '@kestrel/domain/payments/orders';
import { priceWarranty, type PricedVehicle } from '@kestrel/domain/pricing/price';
import { defaultRates } from '@kestrel/domain/pricing/rates';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { expiryDate } from '@kestrel/domain/warranty/warranty-dates';
import { allocateReference } from './allocate-reference';
import { paymentOrders, warranties } from './schema';
import type { Executor } from './tx';

export type DemoVehicle = PricedVehicle & { registration: string; make: string; model: string };

/**
 * One demo purchase, paid in full or monthly (seed-warranties.ts, seed-direct-debit.ts): the order
 * priced from the catalogue and default rates on the day it was bought (cover started that day),
 * completed, and its warranty, inspection passed a week later with its certificate issued.
 */
export async function seedDemoPurchase(
  tx: Executor,
  input: {
    customerId: string;
    planId: string;
    vehicle: DemoVehicle;
    boughtAt: Date;
    provider: 'paypal' | 'gocardless';
    providerOrderId: string;
    captureId?: string;
  },
) {
  const { vehicle, boughtAt } = input;
  const plan = parsePlanId(input.planId);
  if (!plan) throw new Error(`Demo plan ${input.planId} is not in the catalogue`);
  const startDate = londonToday(boughtAt);
  const amount = priceWarranty(plan, vehicle, defaultRates, startDate);
  const quote: OrderQuote = {
    plan: { id: plan.id, level: plan.level, claimLimit: plan.claimLimit, months: plan.months },
    vehicle,
    vehicleVerified: true,
    startDate,
    expiryDate: expiryDate(startDate, plan.months),
    vehiclePurchaseDate: vehicle.registeredDate,
    serviceHistory: true,
  };
  const [order] = await tx
    .insert(paymentOrders)
    .values({
      reference: await allocateReference(tx, 'order', boughtAt),
      userId: input.customerId,
      purpose: 'purchase',
      provider: input.provider,
      providerOrderId: input.providerOrderId,
      status: 'completed',
      amount,
      ratesVersion: defaultRates.version,
      quote,
      ...(input.captureId ? { captureId: input.captureId } : {}),
      createdAt: boughtAt,
      updatedAt: boughtAt,
      completedAt: boughtAt,
    })
    .returning({ id: paymentOrders.id });
  if (!order) throw new Error('Demo order not stored');
  const [warranty] = await tx
    .insert(warranties)
    .values({
      reference: await allocateReference(tx, 'warranty', boughtAt),
      userId: input.customerId,
      orderId: order.id,
      status: 'inspection-passed',
      planId: plan.id,
      level: plan.level,
      claimLimit: plan.claimLimit,
      months: plan.months,
      price: amount,
      ratesVersion: defaultRates.version,
      claimRulesVersion: currentClaimRules.version,
      registration: vehicle.registration,
      make: vehicle.make,
      model: vehicle.model,
      fuelType: vehicle.fuelType,
      driveType: vehicle.driveType,
      vehicleType: vehicle.vehicleType,
      engineSize: vehicle.engineSize,
      bhp: vehicle.bhp,
      firstRegistered: vehicle.registeredDate,
      mileage: vehicle.mileage,
      vehicleVerified: true,
      startDate,
      expiryDate: quote.expiryDate,
      vehiclePurchaseDate: quote.vehiclePurchaseDate,
      serviceHistory: true,
      // Passed a week after purchase, when the certificate was issued.
      inspectionDate: londonToday(new Date(boughtAt.getTime() + 5 * 86_400_000)),
      inspectionGarage: 'Harrogate Motor Services, Harrogate',
      certificateIssuedAt: new Date(boughtAt.getTime() + 7 * 86_400_000),
      createdAt: boughtAt,
      updatedAt: boughtAt,
    })
    .returning({ id: warranties.id });
  if (!warranty) throw new Error('Demo warranty not stored');
  return { order, warranty, plan, amount, startDate };
}
