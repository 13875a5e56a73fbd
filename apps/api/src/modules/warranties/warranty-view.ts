import { coverLevel } from '@kestrel/domain/catalogue/levels';
import { planName } from '@kestrel/domain/catalogue/plans';
import { claimEndsCoolingOffMessage } from '@kestrel/domain/claims/eligibility';
import type { MyWarrantiesAnswer, Warranty } from '@kestrel/domain/schemas/dashboard';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { knownMotDue } from '@kestrel/domain/vehicle-history/mot-reminders';
import { daysLeft } from '@kestrel/domain/warranty/warranty-dates';
import {
  balancePayable,
  cancellable,
  certificateAvailable,
  closedStatuses,
  dashboardCoverState,
  renewable,
  statusLabels,
} from '@kestrel/domain/warranty/warranty-status';
import type { WarrantyRecord } from './customer-warranties-repository';

/** Why a warranty whose refund PayPal has not yet confirmed offers no cancellation: we finish it. */
export const refundUnderWayMessage =
  'A refund of this warranty is under way. We will finish it within a few minutes and e-mail you when it is done.';

export const certificatePath = (warrantyId: string) => `/api/download-pdf/certificate/${warrantyId}`;

/** A warranty as the dashboard calls answer it (spec §3 "Warranty (purchase)"), on UK day `today`. */
export function warrantyView(
  {
    warranty: w,
    customer,
    orderReference,
    orderProvider,
    receiptId,
    receiptReference,
    claimMade,
    openClaimId,
    openClaimReference,
    motRecord,
  }: WarrantyRecord,
  today: string,
): Warranty {
  const { status } = w;
  const facts = { status, balanceDue: w.balanceDue, purchasedOn: londonToday(w.createdAt), expiryDate: w.expiryDate };
  const closed = closedStatuses.includes(status);
  const refunding = w.cancellationStartedAt !== null;
  return {
    _id: w.id,
    reference: w.reference,
    order_reference: orderReference,
    plan: {
      _id: w.planId,
      name: planName(w),
      level: { _id: w.level, level: coverLevel(w.level).name },
      claimLimit: w.claimLimit,
      month: w.months,
    },
    vehicleDetails: {
      reg_num: w.registration,
      make: w.make,
      model: w.model,
      fuelType: w.fuelType,
      engineSize: w.engineSize,
      bhp: w.bhp,
      driveType: w.driveType,
      milage: w.mileage,
      registeredDate: w.firstRegistered,
      verified: w.vehicleVerified,
    },
    user: {
      firstname: customer.firstname,
      lastname: customer.lastname,
      email: customer.email,
      mobile_no: customer.mobileNo,
    },
    status: { value: status, label: statusLabels[status] },
    amount: w.price,
    balance_due: w.balanceDue,
    createdAt: w.createdAt.toISOString(),
    purchase_date: facts.purchasedOn,
    start_date: w.startDate,
    expiry_date: w.expiryDate,
    cover_state: dashboardCoverState(status, w, today),
    remaining_days: closed ? 0 : daysLeft(w.expiryDate, today),
    document: certificateAvailable(facts) ? { url: certificatePath(w.id) } : null,
    receipt_id: receiptId,
    receipt_reference: receiptReference,
    // Once a claim is made the cooling-off cancellation is refused, so it is not offered: the note says
    // why. A monthly plan is cancelled under "Your monthly payments" (its Direct Debit stops too, docs/payments.md).
    // A refund under way (a cancellation PayPal has not yet confirmed) is finished by us, not asked again.
    can_cancel: cancellable(facts, today) && !claimMade && !refunding && orderProvider !== 'gocardless',
    cancel_note: refunding
      ? refundUnderWayMessage
      : cancellable(facts, today) && claimMade
        ? claimEndsCoolingOffMessage
        : null,
    open_claim: openClaimId && openClaimReference ? { id: openClaimId, reference: openClaimReference } : null,
    can_renew: renewable(facts, today),
    can_pay: balancePayable(facts),
    mot_due:
      closed || dashboardCoverState(status, w, today) === 'expired'
        ? null
        : knownMotDue(
            { record: motRecord ?? null, atSale: w.history?.motStatus ?? null, firstRegistered: w.firstRegistered },
            today,
          ),
  };
}

/**
 * GET /api/warranty/my-warranties: the counts of warranties by where their cover stands (paid cover
 * awaiting its inspection counts as upcoming), those in force today, and the list (with `activeOnly`, those still current: all but expired cover, so a cancelled or refunded warranty stays in sight with its status).
 */
export function warrantiesSummary(views: Warranty[], activeOnly: boolean): MyWarrantiesAnswer {
  const count = (state: Warranty['cover_state']) => views.filter((v) => v.cover_state === state).length;
  // A cancelled or refunded warranty stays on the dashboard with its status; expired cover goes.
  const current = (v: Warranty) => v.cover_state !== 'expired';
  return {
    activeWarranty: {
      active: count('active'),
      upcoming: count('upcoming'),
      expired: count('expired'),
      warranties: views.filter((v) => v.cover_state === 'active'),
    },
    warranties: activeOnly ? views.filter(current) : views,
  };
}
