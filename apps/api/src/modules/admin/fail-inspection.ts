import type { AdminWarrantyAnswer } from '@kestrel/domain/schemas/admin';
import { londonToday } from '@kestrel/domain/uk/london-date';
import type { RefundIntent } from '@kestrel/domain/warranty/refund-claim';
import { staffActionAllowed } from '@kestrel/domain/warranty/staff-actions';
import type { WarrantyRow } from '../../db/schema';
import { queueEmail } from '../outbox';
import {
  claimForRefund,
  recordRefunds,
  refundPayments,
  settleRefundClaim,
  type RefundRow,
  type RefundWords,
} from '../warranties';
import { recordAudit } from '../audit';
import { adminErrors } from './errors';
import type { StaffActionContext } from './warranty-actions';
import { warrantiesRepository } from './warranties-repository';
import { adminWarranty, loadWarranty } from './warranty-details';
import { warrantyEmails } from './warranty-emails';
import { snapshot } from './warranty-snapshot';

/** What the failed inspection's refund says to PayPal and, when PayPal does not confirm it, to staff. */
const FAILED_INSPECTION: RefundWords = {
  note: 'Vehicle inspection failed: full refund.',
  unreachable: "We couldn't reach PayPal to make the refund, so nothing has changed. Please try again in a moment.",
  unconfirmed:
    'PayPal has not yet confirmed the refund. It will be finished and recorded within a few minutes, with the e-mail to the customer; there is no need to try again.',
};

/**
 * A failed inspection: the warranty claimed for its refund with the reason and who failed it,
 * every payment refunded in full through the provider once (the same claim and refund ids as a
 * cancellation), then the status, the refunds, the audit entry and the e-mail with the
 * 14-business-day wording together. A repeated click answers the outcome; a refund whose process
 * died is finished by the refund-claims job from the intent held with the claim.
 */
export async function failInspection(
  ctx: StaffActionContext,
  actorId: string,
  id: string,
  reason: string,
): Promise<AdminWarrantyAnswer> {
  const { warranty } = await loadWarranty(ctx.db, id);
  if (warranty.status === 'inspection-failed') return adminWarranty(ctx.db, id);
  if (!staffActionAllowed('fail', warranty.status)) throw adminErrors.notNow(warranty.status, 'failed');
  const intent = { cause: 'inspection-failed', actorId, actorKind: 'staff', reason, decidedOn: londonToday() } as const;
  if (!(await claimForRefund(ctx.db, id, intent))) throw adminErrors.alreadyRefunding();
  const refunds = await refundPayments(ctx.db, ctx.provider, id, FAILED_INSPECTION);
  await recordFailure(ctx, warranty, refunds, intent);
  return adminWarranty(ctx.db, id);
}

/** The refunds, the status, the audit entry and the e-mail in one transaction, once. */
async function recordFailure(
  ctx: StaffActionContext,
  warranty: WarrantyRow,
  refunds: RefundRow[],
  intent: RefundIntent,
) {
  const reason = intent.reason ?? '';
  const refunded = refunds.reduce((sum, refund) => sum + refund.amount, 0);
  return ctx.db.transaction(async (tx) => {
    if (!(await recordRefunds(tx, warranty.id, refunds, 'inspection-failed'))) return false;
    await recordAudit(tx, {
      actorId: intent.actorId,
      action: 'warranty.inspection-failed',
      subjectType: 'warranty',
      subjectId: warranty.id,
      before: snapshot(warranty),
      after: { ...snapshot({ ...warranty, status: 'inspection-failed' }), reason, refunded },
    });
    const customer = await warrantiesRepository(tx).customer(warranty.userId);
    if (customer) await queueEmail(tx, warrantyEmails.inspectionFailed(customer, warranty, refunded, reason));
    return true;
  });
}

/**
 * The refund-claims job's end of a failed inspection whose process died: what PayPal holds is
 * recorded with the audit entry (in the name of the member of staff who failed it) and the
 * e-mail; when PayPal never saw the refund the claim is released and the warranty is as it was.
 */
export async function finishFailedInspection(ctx: StaffActionContext, warranty: WarrantyRow, intent: RefundIntent) {
  const refunds = await settleRefundClaim(ctx.db, ctx.provider, warranty.id, FAILED_INSPECTION.note);
  if (!refunds) return 'released' as const;
  return (await recordFailure(ctx, warranty, refunds, intent)) ? ('recorded' as const) : ('waiting' as const);
}
