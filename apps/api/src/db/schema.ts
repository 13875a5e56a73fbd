import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

/** Raw bytes (PostgreSQL bytea) as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Customers and staff. A guest or Google account has no password until its owner sets one; a
 * Google account is found by Google's subject id, never by e-mail alone. E-mail is kept lower-case.
 */
export const users = pgTable(
  'users',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    email: text().notNull(),
    firstname: text().notNull(),
    lastname: text().notNull(),
    /** E.164, e.g. +447911123456. */
    mobileNo: text().notNull(),
    address: text().notNull(),
    city: text().notNull(),
    postcode: text().notNull(),
    passwordHash: text(),
    googleSub: text(),
    role: text({ enum: ['customer', 'staff'] })
      .notNull()
      .default('customer'),
    profileImageId: uuid(),
    /** Staff only: the base32 TOTP secret, and when its setup was confirmed with a first code. */
    totpSecret: text(),
    totpEnabledAt: timestamp({ withTimezone: true }),
    /** The TOTP step of the last code accepted, so no code works twice. */
    totpLastStep: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_idx').on(t.email), uniqueIndex('users_google_sub_idx').on(t.googleSub)],
);

/** Sign-in sessions: only the SHA-256 of each bearer token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /** Set when the session was opened with a one-time code as well as the password (staff). */
    secondFactorAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Single-use links that set or reset a password, kept as hashes. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    purpose: text({ enum: ['reset', 'set-password'] }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('password_tokens_hash_idx').on(t.tokenHash), index('password_tokens_user_idx').on(t.userId)],
);

/** Profile pictures, re-encoded by the server; kept in the database so every instance serves them. */
export const profileImages = pgTable(
  'profile_images',
  {
    id: uuid()
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text().notNull(),
    data: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profile_images_user_idx').on(t.userId)],
);

/** Quotes, payments, warranties and transactions. */
export * from './purchase-schema';
export * from './staff-schema';
