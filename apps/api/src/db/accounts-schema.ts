import { customType, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { generatedId, oneOf } from './columns';

/** The user a row belongs to, deleted with them. */
export const ownerId = () =>
  uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const userRoles = ['customer', 'staff'] as const;
export const passwordTokenPurposes = ['reset', 'set-password'] as const;

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
    id: generatedId(),
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
    role: text({ enum: userRoles }).notNull().default('customer'),
    profileImageId: uuid(),
    /** Staff only: the base32 TOTP secret, and when its setup was confirmed with a first code. */
    totpSecret: text(),
    totpEnabledAt: timestamp({ withTimezone: true }),
    /** The TOTP step of the last code accepted, so no code works twice. */
    totpLastStep: integer(),
    /** Set while staff have disabled the account: it cannot sign in and has no live session. */
    disabledAt: timestamp({ withTimezone: true }),
    /** Set when the customer's account was erased (docs/privacy.md): the row stays, under a pseudonym. */
    erasedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    uniqueIndex('users_google_sub_idx').on(t.googleSub),
    oneOf('users_role_check', t.role, userRoles),
  ],
);

/** Sign-in sessions: only the SHA-256 of each bearer token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: generatedId(),
    userId: ownerId(),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /** Set when the session was opened with a one-time code as well as the password (staff). */
    secondFactorAt: timestamp({ withTimezone: true }),
    /** The last request the session made: it ends once idle for `idleTimeoutSeconds`. */
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    idleTimeoutSeconds: integer().notNull().default(7200),
    /** The browser and system it was opened from, in a few words (no IP address is kept). */
    device: text(),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Google ID tokens that have signed someone in, by hash, kept until they expire: each works once. */
export const usedGoogleTokens = pgTable(
  'used_google_tokens',
  {
    tokenHash: text().primaryKey(),
    usedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('used_google_tokens_expires_idx').on(t.expiresAt)],
);

/** Single-use links that set or reset a password, kept as hashes. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: generatedId(),
    userId: ownerId(),
    tokenHash: text().notNull(),
    purpose: text({ enum: passwordTokenPurposes }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_tokens_hash_idx').on(t.tokenHash),
    index('password_tokens_user_idx').on(t.userId),
    oneOf('password_tokens_purpose_check', t.purpose, passwordTokenPurposes),
  ],
);

/** Profile pictures, re-encoded by the server; kept in the database so every instance serves them. */
export const profileImages = pgTable(
  'profile_images',
  {
    id: generatedId(),
    userId: ownerId(),
    contentType: text().notNull(),
    data: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('profile_images_user_idx').on(t.userId)],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type PasswordTokenRow = typeof passwordTokens.$inferSelect;
export type ProfileImageRow = typeof profileImages.$inferSelect;
