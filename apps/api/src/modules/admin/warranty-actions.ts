import type { WarrantyAuditChange } from '@kestrel/domain/audit/audit-actions';
import type { AdminWarrantyAnswer } from '@kestrel/domain/schemas/admin';
import { errorCodes } from '@kestrel/domain/schemas/errors';
import type { WarrantyStatus } from '@kestrel/domain/schemas/purchase';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { staffActionAllowed, staffActionStatuses } from '@kestrel/domain/warranty/staff-actions';
import { desc, eq, sql } from 'drizzle-orm';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Database } from '../../db/database-types';
import { paymentOrders, transactions, users, warranties, type UserRow, type WarrantyRow } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { queueEmail, type QueuedEmail } from '../outbox';
import { transactionView } from '../transactions';
import { certificateIssuedEmail } from '../warranties';
import { claimForRefund, recordRefunds, refundPayments } from '../warranties';
import { warrantyView } from '../warranties';
import { auditEntries, recordAudit } from '../audit';
import { warrantyEmails } from './warranty-emails';

export interface StaffContext {
  db: Database;
  provider: PaymentProvider;
}

type Customer = UserRow;

export async function loadWarranty(
  db: Database,
  id: string,
): Promise<{ warranty: WarrantyRow; customer: Customer; orderReference: string }> {
  const [row] = await db
    .select({ warranty: warranties, customer: users, orderReference: paymentOrders.reference })
    .from(warranties)
    .innerJoin(users, eq(users.id, warranties.userId))
    .innerJoin(paymentOrders, eq(paymentOrders.id, warranties.orderId))
    .where(eq(warranties.id, id));
  if (!row) throw notFound('We could not find that warranty.');
  return row;
}

const notNow = (status: string, action: string) =>
  new AppError(409, errorCodes.conflict, `A warranty that is ${status.replace('-', ' ')} cannot be ${action}.`);

/** What staff see of one warranty: the customer's view, the customer, payments and the timeline. */
export async function adminWarranty(db: Database, id: string): Promise<AdminWarrantyAnswer> {
  const { warranty: w, customer, orderReference } = await loadWarranty(db, id);
  const payments = await db
    .select({ transaction: transactions, warranty: warranties })
    .from(transactions)
    .leftJoin(warranties, eq(warranties.id, transactions.warrantyId))
    .where(eq(transactions.warrantyId, id))
    .orderBy(desc(transactions.createdAt));
  const [order] = await db
    .select({
      termsVersion: paymentOrders.termsVersion,
      declaration: paymentOrders.declaration,
      declaredAt: paymentOrders.declaredAt,
      unlikelyDetails: paymentOrders.unlikelyDetails,
      provider: paymentOrders.provider,
    })
    .from(paymentOrders)
    .where(eq(paymentOrders.id, w.orderId));
  return {
    warranty: warrantyView(
      {
        warranty: w,
        customer,
        orderReference,
        orderProvider: order?.provider ?? 'paypal',
        receiptId: null,
        receiptReference: null,
      },
      londonToday(),
    ),
    beforePaying: {
      termsVersion: order?.termsVersion ?? null,
      declaration: order?.declaration ?? null,
      declaredAt: order?.declaredAt?.toISOString() ?? null,
      unlikelyDetails: order?.unlikelyDetails ?? [],
    },
    customer: {
      id: customer.id,
      name: `${customer.firstname} ${customer.lastname}`,
      email: customer.email,
      mobile: customer.mobileNo,
    },
    inspection: { date: w.inspectionDate, garage: w.inspectionGarage, notes: w.inspectionNotes },
    certificateIssuedAt: w.certificateIssuedAt?.toISOString() ?? null,
    transactions: payments.map(transactionView),
    timeline: await auditEntries(db, { subject: { type: 'warranty', id }, limit: 200 }),
  };
}

/** One staff change: the update, its audit entry and the customer's e-mail, in one transaction. */
async function change(
  ctx: StaffContext,
  actorId: string,
  id: string,
  action: WarrantyAuditChange,
  allowed: readonly WarrantyStatus[],
  set: (w: WarrantyRow) => Partial<typeof warranties.$inferInsert>,
  email: (customer: Customer, after: WarrantyRow) => QueuedEmail,
): Promise<AdminWarrantyAnswer> {
  const { warranty } = await loadWarranty(ctx.db, id);
  if (!allowed.includes(warranty.status)) throw notNow(warranty.status, action);
  await ctx.db.transaction(async (tx) => {
    const [after] = await tx
      .update(warranties)
      .set({ ...set(warranty), updatedAt: sql`now()` })
      .where(eq(warranties.id, id))
      .returning();
    if (!after) throw notFound('We could not find that warranty.');
    await recordAudit(tx, {
      actorId,
      action: `warranty.${action}`,
      subjectType: 'warranty',
      subjectId: id,
      before: snapshot(warranty),
      after: snapshot(after),
    });
    const [customer] = await tx.select().from(users).where(eq(users.id, after.userId));
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

export const warrantyActions = {
  scheduleInspection: (
    ctx: StaffContext,
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
    ),

  passInspection: (ctx: StaffContext, actorId: string, id: string) =>
    change(
      ctx,
      actorId,
      id,
      'inspection-passed',
      staffActionStatuses.pass,
      (w) => ({ status: 'inspection-passed', certificateIssuedAt: w.balanceDue === 0 ? new Date() : null }),
      (customer, w) => warrantyEmails.inspectionPassed(customer, w),
    ),

  raiseBalance: (ctx: StaffContext, actorId: string, id: string, balance: { amount: number; reason: string }) =>
    change(
      ctx,
      actorId,
      id,
      'balance-raised',
      staffActionStatuses.raiseBalance,
      () => ({ balanceDue: balance.amount, certificateIssuedAt: null }),
      (customer, w) => warrantyEmails.balanceRaised(customer, w, balance.reason),
    ),

  /**
   * A failed inspection: every payment refunded in full through the provider, once (the same
   * claim and refund ids as a cancellation), then the status, the refunds, the audit entry and the
   * e-mail with the 14-business-day wording together. A repeated click answers the outcome.
   */
  async failInspection(ctx: StaffContext, actorId: string, id: string, reason: string): Promise<AdminWarrantyAnswer> {
    const { warranty } = await loadWarranty(ctx.db, id);
    if (warranty.status === 'inspection-failed') return adminWarranty(ctx.db, id);
    if (!staffActionAllowed('fail', warranty.status)) throw notNow(warranty.status, 'failed');
    if (!(await claimForRefund(ctx.db, id))) {
      throw new AppError(409, errorCodes.conflict, 'This warranty is already being refunded. Refresh in a moment.');
    }
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
      const [customer] = await tx.select().from(users).where(eq(users.id, warranty.userId));
      if (customer) await queueEmail(tx, warrantyEmails.inspectionFailed(customer, warranty, refunded, reason));
    });
    return adminWarranty(ctx.db, id);
  },
};
