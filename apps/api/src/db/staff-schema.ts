import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ownerId, users } from './accounts-schema';
import { generatedId } from './columns';

/** The step between a staff member's password and their one-time code: single use, minutes long, hashed. */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: generatedId(),
    userId: ownerId(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sign_in_challenges_token_idx').on(t.tokenHash)],
);

/** Ten single-use codes given at two-factor setup, for a lost phone; kept as hashes. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: generatedId(),
    userId: ownerId(),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('recovery_codes_hash_idx').on(t.codeHash), index('recovery_codes_user_idx').on(t.userId)],
);

/** Append-only record of every staff action: who, what, on what, when, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: generatedId(),
    actorId: uuid().references(() => users.id),
    action: text().notNull(),
    subjectType: text().notNull(),
    subjectId: text(),
    before: jsonb(),
    after: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_subject_idx').on(t.subjectType, t.subjectId),
    index('audit_log_created_idx').on(t.createdAt.desc()),
  ],
);

export type SignInChallengeRow = typeof signInChallenges.$inferSelect;
export type RecoveryCodeRow = typeof recoveryCodes.$inferSelect;
export type AuditLogRow = typeof auditLog.$inferSelect;
