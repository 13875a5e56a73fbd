import type { WarrantyAuditChange } from '@kestrel/domain/audit/audit-actions';
import type { AdminWarrantyAnswer } from '@kestrel/domain/schemas/admin';
import { transitionRefusal } from '@kestrel/domain/warranty/warranty-transitions';
import type { WarrantyRow } from '../../db/schema';
import { queueEmail, type QueuedEmail } from '../outbox';
import { certificateIssuedEmail } from '../warranties';
import { recordAudit } from '../audit';
import type { AdminContext } from './context';
import { adminErrors } from './errors';
import { warrantiesRepository, type WarrantyChanges } from './warranties-repository';
import { adminWarranty, type Customer } from './warranty-details';
import { snapshot } from './warranty-snapshot';
import { warrantyEmails } from './warranty-emails';

/** What a staff action on a warranty needs: the database, and PayPal for a refund. */
export type StaffActionContext = Pick<AdminContext, 'db' | 'provider'>;

/** A staff action: its transition (domain `warrantyTransitions`), its audit entry, and what staff read when it is refused. */
interface StaffChange {
  transition: 'scheduleInspection' | 'pass' | 'raiseBalance';
  audit: WarrantyAuditChange;
  /** The action as refusals word it: "cannot be passed". */
  done: string;
}

/** Why the action cannot be made on the warranty as it was found, in words. */
function refusal(found: WarrantyRow, { transition, done }: StaffChange) {
  const refused = transitionRefusal(transition, {
    status: found.status,
    refundClaimHeld: found.cancellationStartedAt !== null,
  });
  return refused === 'refunding' ? adminErrors.refundUnderWay(done) : adminErrors.notNow(found.status, done);
}

/**
 * One staff change, in one transaction: the warranty locked, its one conditional write, and only
 * when that wins, the audit entry and the customer's e-mails. Of two clicks racing (or a click and
 * a refund), one changes the warranty and the other answers 409 with what it found.
 */
async function change(
  ctx: StaffActionContext,
  actorId: string,
  id: string,
  action: StaffChange,
  set: (w: WarrantyRow) => WarrantyChanges,
  email: (customer: Customer, after: WarrantyRow) => QueuedEmail,
): Promise<AdminWarrantyAnswer> {
  await ctx.db.transaction(async (tx) => {
    const repository = warrantiesRepository(tx);
    const before = await repository.lock(id);
    if (!before) throw adminErrors.warrantyNotFound();
    const after = await repository.transition(id, action.transition, set(before));
    if (!after) throw refusal(before, action);
    await recordAudit(tx, {
      actorId,
      action: `warranty.${action.audit}`,
      subjectType: 'warranty',
      subjectId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
    const customer = await repository.customer(after.userId);
    if (customer) {
      await queueEmail(tx, email(customer, after));
      if (!before.certificateIssuedAt && after.certificateIssuedAt) {
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
    { transition: 'scheduleInspection', audit: 'inspection-scheduled', done: 'scheduled for inspection' },
    () => ({
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
    { transition: 'pass', audit: 'inspection-passed', done: 'passed' },
    // The row is locked, so the balance read is the one the write sees.
    (w) => ({ certificateIssuedAt: w.balanceDue === 0 ? new Date() : null }),
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
    { transition: 'raiseBalance', audit: 'balance-raised', done: 'given a balance to pay' },
    () => ({ balanceDue: balance.amount, certificateIssuedAt: null }),
    (customer, w) => warrantyEmails.balanceRaised(customer, w, balance.reason),
  );
