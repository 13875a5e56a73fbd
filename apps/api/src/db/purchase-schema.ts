import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { RateTables } from '@kestrel/domain/pricing/rates';
import type { OrderQuote } from '../modules/payments/order-quote';
import { users } from './schema';

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

export const orderStatuses = [
  /** Stored; the provider has (or is about to have) the order; waiting for the buyer. */
  'created',
  /** One caller holds the capture; others wait for its outcome. */
  'capturing',
  /** The provider holds the capture as PENDING (for example a review): no warranty yet. */
  'capture-pending',
  /** Paid and fulfilled: exactly one warranty (or balance payment) and one transaction. */
  'completed',
  /** The provider failed to create it; nothing was taken. */
  'failed',
  /** Abandoned: never approved in time. */
  'expired',
  /** Captured but not as quoted (amount or currency): held for staff, no warranty. */
  'flagged',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * A payment order: what the server priced and will fulfil, stored before the provider hears of it.
 * The browser only ever names it by the provider's order id.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    purpose: text({ enum: ['purchase', 'balance'] }).notNull(),
    /** For a balance payment: the warranty it pays for. */
    warrantyId: uuid(),
    provider: text().notNull().default('paypal'),
    providerOrderId: text(),
    status: text({ enum: orderStatuses }).notNull().default('created'),
    /** Pence, and the currency the provider is asked for. */
    amount: integer().notNull(),
    currency: text().notNull().default('GBP'),
    ratesVersion: integer().notNull(),
    /** Everything the warranty will be made from: plan, vehicle (verified or declared), dates. */
    quote: jsonb().$type<OrderQuote>().notNull(),
    captureId: text(),
    captureAttempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_orders_provider_order_idx').on(t.provider, t.providerOrderId),
    uniqueIndex('payment_orders_capture_idx').on(t.provider, t.captureId),
    index('payment_orders_status_updated_idx').on(t.status, t.updatedAt),
    index('payment_orders_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** Spec §3 Warranty (purchase); statuses as DESIGN §2. One per purchase order. */
export const warranties = pgTable(
  'warranties',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    orderId: uuid()
      .notNull()
      .references(() => paymentOrders.id),
    status: text().notNull().default('under-review'),
    planId: text().notNull(),
    level: text({ enum: ['safe', 'secure', 'supreme'] }).notNull(),
    /** Pence per claim. */
    claimLimit: integer().notNull(),
    months: integer().notNull(),
    /** What it was sold for, in pence, and with which rates. */
    price: integer().notNull(),
    ratesVersion: integer().notNull(),
    registration: text().notNull(),
    make: text().notNull(),
    model: text().notNull(),
    fuelType: text().notNull(),
    driveType: text().notNull(),
    vehicleType: text().notNull(),
    engineSize: integer().notNull(),
    bhp: integer().notNull(),
    firstRegistered: date({ mode: 'string' }).notNull(),
    mileage: integer().notNull(),
    /** False when the customer typed the vehicle in because the lookup failed: checked at inspection. */
    vehicleVerified: boolean().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    expiryDate: date({ mode: 'string' }).notNull(),
    vehiclePurchaseDate: date({ mode: 'string' }).notNull(),
    serviceHistory: boolean().notNull(),
    /** Pence still to pay (raised by staff after inspection); 0 when nothing is due. */
    balanceDue: integer().notNull().default(0),
    /** The inspection staff arranged (issue #7). */
    inspectionDate: date({ mode: 'string' }),
    inspectionGarage: text(),
    inspectionNotes: text(),
    /** When the renewal reminder went (30 days before expiry): sent once. */
    renewalReminderSentAt: timestamp({ withTimezone: true }),
    /** When the certificate was issued: inspection passed with nothing due. */
    certificateIssuedAt: timestamp({ withTimezone: true }),
    /** Set while a full refund (cooling-off cancellation or failed inspection) is being made: one at a time. */
    cancellationStartedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('warranties_order_idx').on(t.orderId),
    index('warranties_registration_idx').on(t.registration),
    index('warranties_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** Spec §3 Transaction: money in (captures) and out (refunds); `sourceId` is the provider's id. */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid()
      .notNull()
      .references(() => users.id),
    warrantyId: uuid().references(() => warranties.id),
    orderId: uuid().references(() => paymentOrders.id),
    kind: text({ enum: ['payment', 'refund'] }).notNull(),
    provider: text().notNull().default('paypal'),
    sourceId: text().notNull(),
    status: text().notNull(),
    method: text().notNull(),
    /** Pence; a refund is positive too (its kind says which way the money went). */
    amount: integer().notNull(),
    currency: text().notNull().default('GBP'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('transactions_source_idx').on(t.provider, t.kind, t.sourceId),
    index('transactions_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** Provider webhook events already handled, by the provider's event id (PayPal retries for days). */
export const webhookEvents = pgTable('webhook_events', {
  id: text().primaryKey(),
  provider: text().notNull(),
  eventType: text().notNull(),
  outcome: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
