import { coverLevel } from '@kestrel/domain/catalogue/levels';
import { isEligible } from '@kestrel/domain/catalogue/eligibility';
import { parsePlanId, planName } from '@kestrel/domain/catalogue/plans';
import { priceWarranty } from '@kestrel/domain/pricing/price';
import { isPlanOffered } from '@kestrel/domain/pricing/rates';
import { planStartProblem } from '@kestrel/domain/purchase/purchase-dates';
import { errorCodes } from '@kestrel/domain/schemas/errors';
import type { OrderQuote } from '@kestrel/domain/payments/orders';
import type { CreateOrderAnswer } from '@kestrel/domain/schemas/purchase';
import type { PurchaseOrderRequest } from '@kestrel/domain/schemas/purchase-order';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { expiryDate } from '@kestrel/domain/warranty/warranty-dates';
import { AppError, badRequest } from '../../lib/errors';
import { ineligibleReason } from '../quotes/build-quote';
import { resolveVehicle } from '../quotes/priced-vehicle';
import { assertNotCovered } from '../warranties/registration-check';
import { assertHistoryAllows, historyColumns } from '../vehicle-history/check-history';
import { openOrder } from './open-order';
import type { PaymentsContext } from './payments-context';

/**
 * POST /api/warranty/create-paypal-order: the server prices the order itself (its catalogue, its
 * current rates, its own lookup of the vehicle), stores it, and only then asks the provider for
 * an order of that amount in GBP. Nothing the browser says about price or amount is read; the
 * vehicle arrives once, as the request's one declared vehicle.
 */
export async function createPurchaseOrder(
  ctx: PaymentsContext,
  userId: string,
  request: PurchaseOrderRequest,
): Promise<CreateOrderAnswer> {
  const plan = parsePlanId(request.planId);
  if (!plan) throw badRequest('Please select a plan', { planID: 'Please select a plan' });
  // The current rates decide what is sold: a plan withdrawn since the customer's quote is refused
  // here, before the vehicle lookup, and the same rates price the order below.
  const rates = await ctx.rates.current();
  if (!isPlanOffered(rates, plan)) {
    const message = 'This plan is no longer sold. Please choose another.';
    throw new AppError(409, errorCodes.planNotAvailable, message, { planID: message });
  }
  const today = londonToday();
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
    throw new AppError(409, errorCodes.planNotAvailable, ineligibleReason(level, vehicle, today), {
      planID: 'This cover level is not available for your vehicle',
    });
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

  const amount = priceWarranty(plan, vehicle, rates, today);
  const quote: OrderQuote = {
    plan: { id: plan.id, level: plan.level, claimLimit: plan.claimLimit, months: plan.months },
    vehicle,
    vehicleVerified: verified,
    startDate: request.startDate,
    expiryDate: expiryDate(request.startDate, plan.months),
    vehiclePurchaseDate: request.vehiclePurchaseDate,
    serviceHistory: request.serviceHistory,
  };

  const opened = await openOrder(
    ctx,
    { purpose: 'purchase', userId, amount, ratesVersion: rates.version, quote, ...historyColumns(checked) },
    {
      description: `Kestrel warranty: ${planName(plan)}, ${vehicle.registration}`,
      returnUrl: `${ctx.baseUrl}/dashboard/payments`,
      cancelUrl: `${ctx.baseUrl}/dashboard/payments?cancelled=1`,
    },
  );
  return { ...opened, vehicleVerified: verified };
}
