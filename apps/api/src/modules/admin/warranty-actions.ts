import type { WarrantyAuditChange } from '@kestrel/domain/audit/audit-actions';
import type { AdminWarrantyAnswer } from '@kestrel/domain/schemas/admin';
import type { WarrantyStatus } from '@kestrel/domain/schemas/purchase';
import { staffActionAllowed, staffActionStatuses } from '@kestrel/domain/warranty/staff-actions';
import type { WarrantyRow } from '../../db/schema';
import { queueEmail, type QueuedEmail } from '../outbox';
import { certificateIssuedEmail, claimForRefund, recordRefunds, refundPayments } from '../warranties';
import { recordAudit } from '../audit';
import type { AdminContext } from './context';
import { adminErrors } from './errors';
import { warrantiesRepository, type WarrantyChanges } from './warranties-repository';
import { adminWarranty, loadWarranty, type Customer } from './warranty-details';
import { warrantyEmails } from './warranty-emails';

/** What a staff action on a warranty needs: the database, and PayPal for a refund. */
export type StaffActionContext = Pick<AdminContext, 'db' | 'provider'>;

/** One staff change: the update, its audit entry and the customer's e-mail, in one transaction. */
async function change(
  ctx: StaffActionContext,
  actorId: string,
  id: string,
  action: WarrantyAuditChange,
  allowed: readonly WarrantyStatus[],
  set: (w: WarrantyRow) => WarrantyChanges,
  email: (customer: Customer, after: WarrantyRow) => QueuedEmail,
): Promise<AdminWarrantyAnswer> {
  const { warranty } = await loadWarranty(ctx.db, id);
  if (!allowed.includes(warranty.status)) throw adminErrors.notNow(warranty.status, action);
  await ctx.db.transaction(async (tx) => {
    const repository = warrantiesRepository(tx);
    const after = await repository.update(id, set(warranty));
    if (!after) throw adminErrors.warrantyNotFound();
    await recordAudit(tx, {
      actorId,
      action: `warranty.${action}`,
      subjectType: 'warranty',
      subjectId: id,
      before: snapshot(warranty),
      after: snapshot(after),
    });
    const customer = await repository.customer(after.userId);
    if (customer) {
      await queueEmail(tx, email(customer, after));
      if (!warranty.certificateIssuedAt && after.certificateIssuedAt) {
        await queueEmail(tx, certificateIssuedEmail(customer, after));
      }
    }
  });
  return adminWarranty(ctx.db, id);
}

/** The fields of a warranty that staff actions change, for the audit log's before and after. */
const snapshot = (w: WarrantyRow) => ({
  status: w.status,
  balanceDue: w.balanceDue,
  inspectionDate: w.inspectionDate,
  inspectionGarage: w.inspectionGarage,
  inspectionNotes: w.inspectionNotes,
  certificateIssuedAt: w.certificateIssuedAt,
});

export const scheduleInspection = (
  ctx: StaffActionContext,
  actorId: string,
  id: string,
  at: { date: string; garage: string; notes?: string },
) =>
  change(
    ctx,
    actorId,
    id,
    'inspection-scheduled',
    staffActionStatuses.scheduleInspection,
    () => ({
      status: 'inspection-scheduled',
      inspectionDate: at.date,
      inspectionGarage: at.garage,
      inspectionNotes: at.notes ?? null,
    }),
    (customer, w) => warrantyEmails.inspectionBooked(customer, w, at),
  );

export const passInspection = (ctx: StaffActionContext, actorId: string, id: string) =>
  change(
    ctx,
    actorId,
    id,
    'inspection-passed',
    staffActionStatuses.pass,
    (w) => ({ status: 'inspection-passed', certificateIssuedAt: w.balanceDue === 0 ? new Date() : null }),
    (customer, w) => warrantyEmails.inspectionPassed(customer, w),
  );

export const raiseBalance = (
  ctx: StaffActionContext,
  actorId: string,
  id: string,
  balance: { amount: number; reason: string },
) =>
  change(
    ctx,
    actorId,
    id,
    'balance-raised',
    staffActionStatuses.raiseBalance,
    () => ({ balanceDue: balance.amount, certificateIssuedAt: null }),
    (customer, w) => warrantyEmails.balanceRaised(customer, w, balance.reason),
  );

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
