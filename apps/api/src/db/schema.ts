import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Vehicle } from '@kestrel/domain/schemas/vehicle';

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
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    registration: text().notNull(),
    provider: text().notNull(),
    outcome: text({ enum: ['found', 'not-found'] }).notNull(),
    vehicle: jsonb().$type<Vehicle>(),
    lookedUpAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('vehicle_lookups_registration_idx').on(t.registration, t.lookedUpAt.desc())],
);

/** Messages sent through the contact form (spec §3 Enquiry). */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    fullname: text().notNull(),
    email: text().notNull(),
    message: text().notNull(),
    status: text({ enum: ['new', 'answered', 'closed'] })
      .notNull()
      .default('new'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enquiries_status_created_idx').on(t.status, t.createdAt.desc())],
);

/**
 * Every e-mail the business sends, written in the same transaction as the change that causes it
 * and sent afterwards by the outbox worker (SMTP when configured; otherwise kept here, readable in
 * the back office). Nothing is lost when the mail server is down.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    kind: text().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text(),
    status: text({ enum: ['pending', 'sending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('outbox_emails_due_idx').on(t.status, t.nextAttemptAt)],
);
