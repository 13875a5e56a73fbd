import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { MotHistory } from '@kestrel/domain/vehicle-history/mot-history';
import type { Vehicle } from '@kestrel/domain/schemas/vehicle';
import { generatedId, oneOf } from './columns';

export const lookupOutcomes = ['found', 'not-found'] as const;
export const enquiryStatuses = ['new', 'answered', 'closed'] as const;
export const outboxStatuses = ['pending', 'sending', 'sent', 'failed', 'held'] as const;

/** Small key/value facts about this database, such as when the demo data was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every answer the vehicle-data provider gave us. The server prices from these rows, never from
 * figures the browser sends, and reuses a recent one rather than paying for a second lookup.
 */
export const vehicleLookups = pgTable(
  'vehicle_lookups',
  {
    id: generatedId(),
    registration: text().notNull(),
    provider: text().notNull(),
    outcome: text({ enum: lookupOutcomes }).notNull(),
    vehicle: jsonb().$type<Vehicle>(),
    lookedUpAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vehicle_lookups_registration_idx').on(t.registration, t.lookedUpAt.desc()),
    oneOf('vehicle_lookups_outcome_check', t.outcome, lookupOutcomes),
  ],
);

/**
 * The DVSA's MOT history answers (DESIGN §8.3): a history or "no record", reused for a day so a
 * customer's retries and a busy day spare the service's quota. Faults are never kept.
 */
export const vehicleHistoryChecks = pgTable(
  'vehicle_history_checks',
  {
    id: generatedId(),
    registration: text().notNull(),
    provider: text().notNull(),
    outcome: text({ enum: lookupOutcomes }).notNull(),
    history: jsonb().$type<MotHistory>(),
    checkedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vehicle_history_checks_registration_idx').on(t.registration, t.checkedAt.desc()),
    oneOf('vehicle_history_checks_outcome_check', t.outcome, lookupOutcomes),
    check('vehicle_history_checks_shape_check', sql`(${t.outcome} = 'found') = (${t.history} is not null)`),
  ],
);

/** Messages sent through the contact form (spec §3 Enquiry). */
export const enquiries = pgTable(
  'enquiries',
  {
    id: generatedId(),
    fullname: text().notNull(),
    email: text().notNull(),
    message: text().notNull(),
    status: text({ enum: enquiryStatuses }).notNull().default('new'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('enquiries_status_created_idx').on(t.status, t.createdAt.desc()),
    oneOf('enquiries_status_check', t.status, enquiryStatuses),
  ],
);

/**
 * Every e-mail the business sends, written in the same transaction as the change that causes it
 * and sent afterwards by the outbox worker (SMTP when configured; otherwise kept here, readable in
 * the back office). Nothing is lost when the mail server is down.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: generatedId(),
    kind: text().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text(),
    status: text({ enum: outboxStatuses }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    /** When the outbox held it after a restore (status 'held'), until staff release it. */
    heldAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('outbox_emails_due_idx').on(t.status, t.nextAttemptAt),
    oneOf('outbox_emails_status_check', t.status, outboxStatuses),
  ],
);

export type VehicleLookupRow = typeof vehicleLookups.$inferSelect;
export type EnquiryRow = typeof enquiries.$inferSelect;
export type OutboxEmailRow = typeof outboxEmails.$inferSelect;

/** Accounts; quotes, payments, warranties and transactions; staff security and the audit log; reference counters; claims. */
export * from './accounts-schema';
export * from './purchase-schema';
export * from './staff-schema';
export * from './references-schema';
export * from './claims-schema';
export * from './direct-debit-schema';
export * from './privacy-schema';
export * from './requests-schema';
export * from './complaints-schema';
export * from './transfers-schema';
