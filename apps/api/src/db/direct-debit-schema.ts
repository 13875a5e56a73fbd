import {
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { monthlyCancelReasons } from '@kestrel/domain/direct-debit/cancellation';
import { monthlyPlanStatuses } from '@kestrel/domain/schemas/direct-debit';
import { instalmentStatuses } from '@kestrel/domain/direct-debit/instalment-status';
import { warrantyStatuses } from '@kestrel/domain/schemas/purchase';
import { users } from './accounts-schema';
import { generatedId, oneOf, referenceColumn, referenceShape } from './columns';
import { paymentOrders, transactions, warranties } from './purchase-schema';
import { warrantyTransfers } from './transfers-schema';

/** Where a monthly plan stands: the domain's statuses (DESIGN §8.2). */
const directDebitPlanStatuses = monthlyPlanStatuses;

/**
 * A warranty paid monthly: the order it began as, GoCardless's billing request, mandate and
 * instalment schedule, and where its arrears stand. Made when the customer leaves for the
 * bank-details page; the warranty is linked once the mandate and schedule are in place.
 */
export const directDebitPlans = pgTable(
  'direct_debit_plans',
  {
    id: generatedId(),
    /** The readable reference, `KD-26-0000015`, on the Direct Debit notice and e-mails. */
    reference: referenceColumn<'directDebit'>(),
    userId: uuid().notNull(),
    /** The purchase it began as; null for a plan taken over on a transfer. */
    orderId: uuid(),
    /** The transfer whose new owner took the remaining instalments over (DESIGN §9.3); null for a purchase's. */
    transferId: uuid().references(() => warrantyTransfers.id),
    warrantyId: uuid(),
    status: text({ enum: directDebitPlanStatuses }).notNull().default('awaiting-mandate'),
    /** Pence: the price of the plan, the sum of the instalments. */
    totalAmount: integer().notNull(),
    billingRequestId: text().notNull(),
    mandateId: text(),
    scheduleId: text(),
    /** The day the oldest unpaid collection failed; null when nothing is owed. */
    firstFailedOn: date({ mode: 'string' }),
    /** GoCardless's reference of the mandate, on the customer's bank statement. */
    mandateReference: text(),
    /** The warranty's status when arrears suspended it, given back when they are paid. */
    statusBeforeSuspension: text({ enum: warrantyStatuses }),
    /** The day the plan was cancelled (arrears, or the customer). */
    cancelledOn: date({ mode: 'string' }),
    cancelReason: text({ enum: monthlyCancelReasons }),
    /** The last day of cover a cancelled plan paid for (null when cancelled with a full refund). */
    coverEndsOn: date({ mode: 'string' }),
    /** A change of bank details under way: the new mandate's billing request. */
    changeBillingRequestId: text(),
    /**
     * A pay-off by card under way (issue #38): the order that holds this plan's schedule stopped
     * at GoCardless while it is captured. Cleared when the plan is paid off or put back on a schedule.
     */
    payoffOrderId: uuid(),
    /** The stopped schedule whose instalments are being put back on a new one (its key), while that is done. */
    payoffRestoreOf: text(),
    /**
     * The warranty's transfer whose new owner is taking this plan over (DESIGN §9.3), from the
     * takeover's decision: no pay-off, change of bank details or cancellation starts after it.
     */
    takeoverTransferId: uuid(),
    /** When the Direct Debit job last read this plan from GoCardless (null: not yet). */
    reconciledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Declared inline by 0015_direct_debit, so PostgreSQL named them (`…_fkey`), not drizzle-kit.
    foreignKey({ name: 'direct_debit_plans_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }),
    foreignKey({ name: 'direct_debit_plans_order_id_fkey', columns: [t.orderId], foreignColumns: [paymentOrders.id] }),
    foreignKey({
      name: 'direct_debit_plans_warranty_id_fkey',
      columns: [t.warrantyId],
      foreignColumns: [warranties.id],
    }),
    uniqueIndex('direct_debit_plans_reference_idx').on(t.reference),
    uniqueIndex('direct_debit_plans_order_idx').on(t.orderId),
    uniqueIndex('direct_debit_plans_transfer_idx').on(t.transferId),
    // Every plan began one way: a purchase's order, or a new owner's takeover on a transfer.
    check('direct_debit_plans_origin_check', sql`(${t.orderId} is null) <> (${t.transferId} is null)`),
    uniqueIndex('direct_debit_plans_billing_request_idx').on(t.billingRequestId),
    index('direct_debit_plans_user_idx').on(t.userId),
    index('direct_debit_plans_status_idx').on(t.status),
    index('direct_debit_plans_warranty_idx').on(t.warrantyId),
    // The job's batch of live plans to read from GoCardless, the longest unread first.
    index('direct_debit_plans_reconcile_idx')
      .on(t.reconciledAt.asc().nullsFirst())
      .where(sql`${t.status} in ('active', 'in-arrears', 'suspended') and ${t.scheduleId} is not null`),
    // The job's few plans held by a pay-off (issue #38), to put back on a schedule if it failed.
    index('direct_debit_plans_payoff_idx')
      .on(t.payoffOrderId)
      .where(sql`${t.payoffOrderId} is not null`),
    oneOf('direct_debit_plans_status_check', t.status, directDebitPlanStatuses),
    oneOf('direct_debit_plans_cancel_reason_check', t.cancelReason, monthlyCancelReasons),
    referenceShape('direct_debit_plans_reference_check', t.reference, 'directDebit'),
  ],
);

/** One monthly collection: its date, amount, the provider's payment, and its transaction once collected. */
export const directDebitInstalments = pgTable(
  'direct_debit_instalments',
  {
    id: generatedId(),
    planId: uuid().notNull(),
    /** 1 for the first instalment. */
    number: integer().notNull(),
    chargeDate: date({ mode: 'string' }).notNull(),
    amount: integer().notNull(),
    providerPaymentId: text(),
    status: text({ enum: instalmentStatuses }).notNull().default('scheduled'),
    failureCause: text(),
    transactionId: uuid(),
    /** When we asked GoCardless for the one automatic retry of a failed collection. */
    retriedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Declared inline by 0015_direct_debit, so PostgreSQL named them (`…_fkey`), not drizzle-kit.
    foreignKey({
      name: 'direct_debit_instalments_plan_id_fkey',
      columns: [t.planId],
      foreignColumns: [directDebitPlans.id],
    }),
    foreignKey({
      name: 'direct_debit_instalments_transaction_id_fkey',
      columns: [t.transactionId],
      foreignColumns: [transactions.id],
    }),
    uniqueIndex('direct_debit_instalments_plan_number_idx').on(t.planId, t.number),
    uniqueIndex('direct_debit_instalments_payment_idx').on(t.providerPaymentId),
    oneOf('direct_debit_instalments_status_check', t.status, instalmentStatuses),
  ],
);

/** Every GoCardless event, stored once by its id before it is applied (by reading the resource). */
export const directDebitEvents = pgTable(
  'direct_debit_events',
  {
    id: text().primaryKey(),
    resourceType: text().notNull(),
    action: text().notNull(),
    links: jsonb().$type<Record<string, string>>().notNull(),
    details: jsonb().$type<Record<string, unknown>>().notNull(),
    planId: uuid(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp({ withTimezone: true }),
    /** Tries that failed for a reason of the event's own (not the provider being unreachable). */
    attempts: integer().notNull().default(0),
    lastError: text(),
    /** Given up after EVENT_TRIES such tries: out of the queue, logged as an error for staff. */
    failedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // Declared inline by 0015_direct_debit, so PostgreSQL named it (`…_fkey`), not drizzle-kit.
    foreignKey({
      name: 'direct_debit_events_plan_id_fkey',
      columns: [t.planId],
      foreignColumns: [directDebitPlans.id],
    }),
    index('direct_debit_events_unprocessed_idx').on(t.processedAt, t.receivedAt),
    index('direct_debit_events_plan_idx').on(t.planId),
  ],
);

export type DirectDebitPlanRow = typeof directDebitPlans.$inferSelect;
export type DirectDebitInstalmentRow = typeof directDebitInstalments.$inferSelect;
