import type { WarrantyAuditChange } from '@kestrel/domain/audit/audit-actions';
import type { AdminWarrantyAnswer } from '@kestrel/domain/schemas/admin';
import type { WarrantyStatus } from '@kestrel/domain/schemas/purchase';
import { staffActionStatuses } from '@kestrel/domain/warranty/staff-actions';
import type { WarrantyRow } from '../../db/schema';
import { queueEmail, type QueuedEmail } from '../outbox';
import { certificateIssuedEmail } from '../warranties';
import { recordAudit } from '../audit';
import type { AdminContext } from './context';
import { adminErrors } from './errors';
import { warrantiesRepository, type WarrantyChanges } from './warranties-repository';
import { adminWarranty, loadWarranty, type Customer } from './warranty-details';
import { snapshot } from './warranty-snapshot';
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
