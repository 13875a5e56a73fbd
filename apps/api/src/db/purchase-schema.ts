import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { levelIds, planDurations, type PlanDuration } from '@kestrel/domain/catalogue/levels';
import {
  orderKinds,
  orderStatuses,
  paymentProviders,
  transactionKinds,
  transactionStatuses,
  type ConfirmedUnlikelyDetail,
  type OrderQuote,
} from '@kestrel/domain/payments/orders';
import type { RateTables } from '@kestrel/domain/pricing/rates';
import type { HistoryOutcome } from '@kestrel/domain/schemas/vehicle-history';
import type { RefundIntent } from '@kestrel/domain/warranty/refund-claim';
import { motReminderKinds } from '@kestrel/domain/vehicle-history/mot-reminders';
import { warrantyStatuses } from '@kestrel/domain/schemas/purchase';
import { driveTypes, fuelTypes, vehicleTypes } from '@kestrel/domain/schemas/vehicle';
import { users } from './accounts-schema';
import { generatedId, oneOf, referenceColumn, referenceShape } from './columns';

/**
 * Versions of the rate tables the price is computed from (DESIGN §6). Version 1 is the default in
 * the domain package and needs no row; staff add later versions. A sale keeps the version it was
 * priced with, so a change applies to new quotes only.
 */
export const rateVersions = pgTable('rate_versions', {
  version: integer().primaryKey(),
  tables: jsonb().$type<RateTables>().notNull(),
  note: text(),
  createdBy: uuid().references(() => users.id),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A payment order: what the server priced and will fulfil, stored before the provider hears of it.
 * The browser only ever names it by the provider's order id. A purchase order carries its quote
 * (the warranty is made from it); a balance order names the warranty whose balance it pays.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: generatedId(),
    /** What the customer reads on the confirmation and the receipt: `KO-26-0000015`. */
    reference: referenceColumn<'order'>(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    /** The order's kind (see orderKinds). */
    purpose: text({ enum: orderKinds }).notNull(),
    /** For a balance payment or a monthly plan's pay-off: the warranty it pays for. */
    warrantyId: uuid(),
    provider: text({ enum: paymentProviders }).notNull().default('paypal'),
    providerOrderId: text(),
    status: text({ enum: orderStatuses }).notNull().default('created'),
    /** Pence, and the currency the provider is asked for. */
    amount: integer().notNull(),
    currency: text().notNull().default('GBP'),
    ratesVersion: integer().notNull(),
    /** A purchase only: everything the warranty will be made from (plan, vehicle, dates). */
    quote: jsonb().$type<OrderQuote>(),
    /** A purchase only: the terms' version the buyer read with the key facts, the declaration and its time. */
    termsVersion: text(),
    declaration: text(),
    declaredAt: timestamp({ withTimezone: true }),
    /** Unlikely hand-typed details the buyer confirmed before paying: checked at the inspection. */
    unlikelyDetails: jsonb().$type<ConfirmedUnlikelyDetail[]>().notNull().default([]),
    /** The DVSA MOT history check it was sold on (DESIGN §8.3); null before the check existed. */
    history: jsonb().$type<HistoryOutcome>(),
    /** True when that check flagged the sale for the staff (clocking, no record, not checked…). */
    historyFlagged: boolean().notNull().default(false),
    /** The latest recorded odometer reading the check relied on, in miles. */
    historyReadingMiles: integer(),
    captureId: text(),
    captureAttempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_orders_reference_idx').on(t.reference),
    referenceShape('payment_orders_reference_check', t.reference, 'order'),
    uniqueIndex('payment_orders_provider_order_idx').on(t.provider, t.providerOrderId),
    uniqueIndex('payment_orders_capture_idx').on(t.provider, t.captureId),
    index('payment_orders_status_updated_idx').on(t.status, t.updatedAt),
    index('payment_orders_user_idx').on(t.userId, t.createdAt.desc()),
    oneOf('payment_orders_purpose_check', t.purpose, orderKinds),
    oneOf('payment_orders_provider_check', t.provider, paymentProviders),
    oneOf('payment_orders_status_check', t.status, orderStatuses),
    check(
      'payment_orders_kind_shape_check',
      sql`(${t.purpose} = 'purchase' and ${t.quote} is not null and ${t.warrantyId} is null) or (${t.purpose} in ('balance', 'payoff') and ${t.quote} is null and ${t.warrantyId} is not null)`,
    ),
  ],
);

/** Spec §3 Warranty (purchase); statuses as DESIGN §2. One per purchase order. */
export const warranties = pgTable(
  'warranties',
  {
    id: generatedId(),
    /** The certificate number the customer reads over the phone: `KW-26-0042137`. */
    reference: referenceColumn<'warranty'>(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    orderId: uuid()
      .notNull()
      .references(() => paymentOrders.id),
    status: text({ enum: warrantyStatuses }).notNull().default('under-review'),
    planId: text().notNull(),
    level: text({ enum: levelIds }).notNull(),
    /** Pence per claim. */
    claimLimit: integer().notNull(),
    months: integer().$type<PlanDuration>().notNull(),
    /** What it was sold for, in pence, and with which rates. */
    price: integer().notNull(),
    ratesVersion: integer().notNull(),
    /** The claim rules (labour caps, VAT, excess) it was sold with: its claims are assessed by these (DESIGN §8.1). */
    claimRulesVersion: integer().notNull(),
    registration: text().notNull(),
    make: text().notNull(),
    model: text().notNull(),
    fuelType: text({ enum: fuelTypes }).notNull(),
    driveType: text({ enum: driveTypes }).notNull(),
    vehicleType: text({ enum: vehicleTypes }).notNull(),
    engineSize: integer().notNull(),
    bhp: integer().notNull(),
    firstRegistered: date({ mode: 'string' }).notNull(),
    mileage: integer().notNull(),
    /** False when the customer typed the vehicle in because the lookup failed: checked at inspection. */
    vehicleVerified: boolean().notNull(),
    /** The DVSA MOT history check it was sold on (DESIGN §8.3); null before the check existed. */
    history: jsonb().$type<HistoryOutcome>(),
    /** True when that check flagged the sale for the staff (clocking, no record, not checked…). */
    historyFlagged: boolean().notNull().default(false),
    /** The latest recorded odometer reading the check relied on, in miles. */
    historyReadingMiles: integer(),
    startDate: date({ mode: 'string' }).notNull(),
    expiryDate: date({ mode: 'string' }).notNull(),
    vehiclePurchaseDate: date({ mode: 'string' }).notNull(),
    serviceHistory: boolean().notNull(),
    /** Pence still to pay (raised by staff after inspection); 0 when nothing is due. */
    balanceDue: integer().notNull().default(0),
    /** The inspection staff arranged in the back office. */
    inspectionDate: date({ mode: 'string' }),
    inspectionGarage: text(),
    inspectionNotes: text(),
    /** When the renewal reminder went (30 days before expiry): sent once. */
    renewalReminderSentAt: timestamp({ withTimezone: true }),
    /** When the certificate was issued: inspection passed with nothing due. */
    certificateIssuedAt: timestamp({ withTimezone: true }),
    /** Set while a full refund (cooling-off cancellation or failed inspection) is being made: one at a time. */
    cancellationStartedAt: timestamp({ withTimezone: true }),
    /** What the refund claim is for, set and cleared with `cancellationStartedAt`: a finisher needs nothing else. */
    refundIntent: jsonb().$type<RefundIntent>(),
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('warranties_reference_idx').on(t.reference),
    referenceShape('warranties_reference_check', t.reference, 'warranty'),
    uniqueIndex('warranties_order_idx').on(t.orderId),
    index('warranties_registration_idx').on(t.registration),
    index('warranties_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('warranties_history_flagged_idx')
      .on(t.historyFlagged, t.createdAt.desc())
      .where(sql`${t.historyFlagged}`),
    oneOf('warranties_status_check', t.status, warrantyStatuses),
    oneOf('warranties_level_check', t.level, levelIds),
    oneOf('warranties_months_check', t.months, planDurations),
    oneOf('warranties_fuel_type_check', t.fuelType, fuelTypes),
    oneOf('warranties_drive_type_check', t.driveType, driveTypes),
    oneOf('warranties_vehicle_type_check', t.vehicleType, vehicleTypes),
  ],
);

/**
 * The MOT reminders sent (DESIGN §9.3, issue #38): one row per warranty, MOT due date and reminder
 * kind, written in the transaction that queues the e-mail. The unique index is the claim: a second
 * run (or instance) that tries the same reminder conflicts and sends nothing.
 */
export const motReminders = pgTable(
  'mot_reminders',
  {
    id: generatedId(),
    warrantyId: uuid()
      .notNull()
      .references(() => warranties.id),
    /** The MOT due date on the DVSA record the reminder was sent for. */
    motDueDate: date({ mode: 'string' }).notNull(),
    kind: text({ enum: motReminderKinds }).notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mot_reminders_once_idx').on(t.warrantyId, t.motDueDate, t.kind),
    oneOf('mot_reminders_kind_check', t.kind, motReminderKinds),
  ],
);

/** Spec §3 Transaction: money in (captures) and out (refunds); `sourceId` is the provider's id. */
export const transactions = pgTable(
  'transactions',
  {
    id: generatedId(),
    /** The receipt number: `KR-26-0000015`. */
    reference: referenceColumn<'receipt'>(),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    warrantyId: uuid().references(() => warranties.id),
    orderId: uuid().references(() => paymentOrders.id),
    kind: text({ enum: transactionKinds }).notNull(),
    provider: text({ enum: paymentProviders }).notNull().default('paypal'),
    sourceId: text().notNull(),
    /** The provider's word for the capture or refund. */
    status: text({ enum: transactionStatuses }).notNull(),
    method: text().notNull(),
    /** Pence; a refund is positive too (its kind says which way the money went). */
    amount: integer().notNull(),
    currency: text().notNull().default('GBP'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('transactions_reference_idx').on(t.reference),
    referenceShape('transactions_reference_check', t.reference, 'receipt'),
    uniqueIndex('transactions_source_idx').on(t.provider, t.kind, t.sourceId),
    index('transactions_user_created_idx').on(t.userId, t.createdAt.desc()),
    oneOf('transactions_kind_check', t.kind, transactionKinds),
    oneOf('transactions_provider_check', t.provider, paymentProviders),
    oneOf('transactions_status_check', t.status, transactionStatuses),
  ],
);

/** Provider webhook events already handled, by the provider's event id (PayPal retries for days). */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: text().primaryKey(),
    provider: text({ enum: paymentProviders }).notNull(),
    eventType: text().notNull(),
    outcome: text().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [oneOf('webhook_events_provider_check', t.provider, paymentProviders)],
);

export type RateVersionRow = typeof rateVersions.$inferSelect;
export type PaymentOrderRow = typeof paymentOrders.$inferSelect;
export type WarrantyRow = typeof warranties.$inferSelect;
export type TransactionRow = typeof transactions.$inferSelect;
