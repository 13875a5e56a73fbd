import type { AdminWarrantyAnswer } from '@kestrel/domain/schemas/admin';
import { staffActionAllowed } from '@kestrel/domain/warranty/staff-actions';
import { queueEmail } from '../outbox';
import { claimForRefund, recordRefunds, refundPayments } from '../warranties';
import { recordAudit } from '../audit';
import { adminErrors } from './errors';
import type { StaffActionContext } from './warranty-actions';
import { warrantiesRepository } from './warranties-repository';
import { adminWarranty, loadWarranty } from './warranty-details';
import { warrantyEmails } from './warranty-emails';
import { snapshot } from './warranty-snapshot';

/**
 * A failed inspection: every payment refunded in full through the provider, once (the same
 * claim and refund ids as a cancellation), then the status, the refunds, the audit entry and the
 * e-mail with the 14-business-day wording together. A repeated click answers the outcome.
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
  if (!(await claimForRefund(ctx.db, id))) throw adminErrors.alreadyRefunding();
  const refunds = await refundPayments(
    ctx.db,
    ctx.provider,
    id,
    'Vehicle inspection failed: full refund.',
    "We couldn't reach PayPal to make the refund, so nothing has changed. Please try again in a moment.",
  );
  const refunded = refunds.reduce((sum, refund) => sum + refund.amount, 0);
  await ctx.db.transaction(async (tx) => {
    await recordRefunds(tx, id, refunds, 'inspection-failed');
    await recordAudit(tx, {
      actorId,
      action: 'warranty.inspection-failed',
      subjectType: 'warranty',
      subjectId: id,
      before: snapshot(warranty),
      after: { ...snapshot({ ...warranty, status: 'inspection-failed' }), reason, refunded },
    });
    const customer = await warrantiesRepository(tx).customer(warranty.userId);
    if (customer) await queueEmail(tx, warrantyEmails.inspectionFailed(customer, warranty, refunded, reason));
  });
  return adminWarranty(ctx.db, id);
}
