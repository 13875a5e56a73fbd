import { coverLevel } from '@kestrel/domain/catalogue/levels';
import { isEligible } from '@kestrel/domain/catalogue/eligibility';
import { parsePlanId, planName } from '@kestrel/domain/catalogue/plans';
import { priceWarranty } from '@kestrel/domain/pricing/price';
import { isPlanOffered } from '@kestrel/domain/pricing/rates';
import { unconfirmedFindings, unlikelyDeclaredVehicle } from '@kestrel/domain/purchase/declared-vehicle-checks';
import { purchaseDeclaration, TERMS_VERSION } from '@kestrel/domain/purchase/key-facts';
import { purchaseMessages } from '@kestrel/domain/purchase/purchase-messages';
import { planStartProblem } from '@kestrel/domain/purchase/purchase-dates';
import type { OrderDeclaration, OrderQuote } from '@kestrel/domain/payments/orders';
import type { CreateOrderAnswer } from '@kestrel/domain/schemas/purchase';
import type { PurchaseOrderRequest } from '@kestrel/domain/schemas/purchase-order';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { expiryDate } from '@kestrel/domain/warranty/warranty-dates';
import { badRequest } from '../../lib/errors';
import { orderErrors } from './errors';
import { ineligibleReason, resolveVehicle } from '../quotes';
import { assertNotCovered } from '../warranties';
import { assertHistoryAllows, historyColumns } from '../vehicle-history';
import { openOrder } from './open-order';
import type { PaymentsContext } from './context';

/** A purchase as the server priced it and the buyer declared it: what `createPurchaseOrder` stores. */
export interface DeclaredPurchase {
  /** Pence. */
  amount: number;
  ratesVersion: number;
  quote: OrderQuote;
  declaration: OrderDeclaration;
  /** The DVSA MOT history check the sale relies on, as the order stores it. */
  history: ReturnType<typeof historyColumns>;
}

/** The purchase order a priced, declared purchase stores, whichever provider takes the money. */
export function purchaseOrder(userId: string, { amount, ratesVersion, quote, declaration, history }: DeclaredPurchase) {
  return {
    purpose: 'purchase' as const,
    userId,
    amount,
    ratesVersion,
    quote,
    termsVersion: declaration.termsVersion,
    declaration: declaration.declaration,
    declaredAt: new Date(declaration.declaredAt),
    unlikelyDetails: declaration.unlikelyDetails,
    ...history,
  };
}

/** Where each unlikely detail's message goes in the create-order request. */
const unlikelyField = { mileage: 'warrantyData.vehicleDetails.mileage', bhp: 'bhp' } as const;

/**
 * Prices a create-order request and checks what the buyer declared, without storing anything: the
 * terms read are the current ones, the plan is sold and the vehicle may buy it, the dates hold, and
 * every unlikely hand-typed detail was confirmed (then recorded, so staff check it at inspection).
 */
export async function priceOrderRequest(
  ctx: PaymentsContext,
  request: PurchaseOrderRequest,
  today = londonToday(),
): Promise<DeclaredPurchase> {
  if (request.termsVersion !== TERMS_VERSION) {
    throw orderErrors.termsChanged();
  }
  const plan = parsePlanId(request.planId);
  if (!plan) throw badRequest(purchaseMessages.selectPlan, { planID: purchaseMessages.selectPlan });
  // The current rates decide what is sold: a plan withdrawn since the customer's quote is refused
  // here, before the vehicle lookup, and the same rates price the order below.
  const rates = await ctx.rates.current();
  if (!isPlanOffered(rates, plan)) {
    const message = 'This plan is no longer sold. Please choose another.';
    throw orderErrors.planNotAvailable(message, { planID: message });
  }
  const dateProblem = planStartProblem(
    { startDate: request.startDate, purchaseDate: request.vehiclePurchaseDate },
    today,
  );
  if (dateProblem) throw badRequest(dateProblem, { start_date: dateProblem });

  const { verified, ...vehicle } = await resolveVehicle(
    request.vehicle,
    ctx.lookup,
    'warrantyData.vehicleDetails.date_first_reg',
  );
  const level = coverLevel(plan.level);
  if (!isEligible(level, vehicle, today)) {
    throw orderErrors.planNotAvailable(ineligibleReason(level, vehicle, today), {
      planID: 'This cover level is not available for your vehicle',
    });
  }

  // Hand-typed figures that are merely unlikely: the buyer confirms them, and the sale is flagged.
  const findings = verified
    ? []
    : unlikelyDeclaredVehicle({ ...vehicle, firstRegistered: vehicle.registeredDate }, today);
  const unconfirmed = unconfirmedFindings(findings, request.confirmedUnlikelyDetails);
  if (unconfirmed.length > 0) {
    const fields = Object.fromEntries(unconfirmed.map((f) => [unlikelyField[f.field], f.message]));
    const message = [purchaseMessages.confirmUnlikelyDetails, ...unconfirmed.map((f) => f.message)].join(' ');
    throw orderErrors.unlikelyDetailsUnconfirmed(message, fields);
  }
  await assertNotCovered(ctx.db, vehicle.registration, today);
  // The DVSA's MOT record, checked again here whatever the browser did before (DESIGN §8.3).
  const checked = await ctx.history.check({
    registration: vehicle.registration,
    mileage: vehicle.mileage,
    firstRegistered: vehicle.registeredDate,
  });
  assertHistoryAllows(checked.answer, {
    registration: 'warrantyData.vehicleDetails.reg_num',
    mileage: 'warrantyData.vehicleDetails.mileage',
  });

  return {
    amount: priceWarranty(plan, vehicle, rates, today),
    ratesVersion: rates.version,
    quote: {
      plan: { id: plan.id, level: plan.level, claimLimit: plan.claimLimit, months: plan.months },
      vehicle,
      vehicleVerified: verified,
      startDate: request.startDate,
      expiryDate: expiryDate(request.startDate, plan.months),
      vehiclePurchaseDate: request.vehiclePurchaseDate,
      serviceHistory: request.serviceHistory,
    },
    declaration: {
      termsVersion: request.termsVersion,
      declaration: purchaseDeclaration,
      declaredAt: new Date().toISOString(),
      unlikelyDetails: findings.map(({ detail, message }) => ({ detail, message })),
    },
    history: historyColumns(checked),
  };
}

/**
 * POST /api/warranty/create-paypal-order: the server prices the order itself (its catalogue, its
 * current rates, its own lookup of the vehicle) and checks the declaration (`priceOrderRequest`),
 * stores the order with what was declared, and only then asks the provider for an order of that
 * amount in GBP. Nothing the browser says about price or amount is read.
 */
export async function createPurchaseOrder(
  ctx: PaymentsContext,
  userId: string,
  request: PurchaseOrderRequest,
): Promise<CreateOrderAnswer> {
  const priced = await priceOrderRequest(ctx, request);
  const { quote } = priced;
  const opened = await openOrder(ctx, purchaseOrder(userId, priced), {
    description: `Kestrel warranty: ${planName(quote.plan)}, ${quote.vehicle.registration}`,
    returnUrl: `${ctx.baseUrl}/dashboard/payments`,
    cancelUrl: `${ctx.baseUrl}/dashboard/payments?cancelled=1`,
  });
  return { ...opened, vehicleVerified: quote.vehicleVerified };
}
