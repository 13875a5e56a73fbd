import { date, foreignKey, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts-schema';
import { generatedId, oneOf } from './columns';

/** Each run of the retention job (docs/privacy.md): when it started and finished, and what it removed. */
export const retentionRuns = pgTable(
  'retention_runs',
  {
    id: generatedId(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    finishedAt: timestamp({ withTimezone: true }),
    counts: jsonb().$type<Record<string, number>>().notNull().default({}),
  },
  // Made as `started_at DESC` by 0018_privacy: nulls first, PostgreSQL's default for DESC.
  (t) => [index('retention_runs_started_idx').on(t.startedAt.desc().nullsFirst())],
);

export const consentWithdrawnBy = ['customer', 'unsubscribe-link', 'erasure'] as const;

/**
 * Consent to offers and news by e-mail (PECR reg. 22): the words agreed to and when; withdrawn by
 * the customer, by the unsubscribe link (its token kept as a hash) or by erasure.
 */
export const marketingConsents = pgTable(
  'marketing_consents',
  {
    id: generatedId(),
    userId: uuid().notNull(),
    wording: text().notNull(),
    givenAt: timestamp({ withTimezone: true }).notNull(),
    withdrawnAt: timestamp({ withTimezone: true }),
    withdrawnBy: text({ enum: consentWithdrawnBy }),
    unsubscribeTokenHash: text().notNull(),
  },
  (t) => [
    // Declared inline by 0018_privacy, so PostgreSQL named it (`…_fkey`), not drizzle-kit.
    foreignKey({
      name: 'marketing_consents_user_id_fkey',
      columns: [t.userId],
      foreignColumns: [users.id],
    }).onDelete('cascade'),
    uniqueIndex('marketing_consents_token_idx').on(t.unsubscribeTokenHash),
    // Made as `given_at DESC` by 0018_privacy: nulls first, PostgreSQL's default for DESC.
    index('marketing_consents_user_idx').on(t.userId, t.givenAt.desc().nullsFirst()),
    oneOf('marketing_consents_withdrawn_by_check', t.withdrawnBy, consentWithdrawnBy),
  ],
);

export const privacyRequestKinds = ['access', 'erasure', 'rectification', 'objection'] as const;
export const privacyRequestChannels = ['e-mail', 'phone', 'letter', 'dashboard'] as const;
export const privacyRequestOutcomes = ['exported', 'erased', 'refused', 'done'] as const;

/** A data request received by e-mail, phone or letter, recorded by staff: due one month after receipt. */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: generatedId(),
    userId: uuid(),
    kind: text({ enum: privacyRequestKinds }).notNull(),
    channel: text({ enum: privacyRequestChannels }).notNull(),
    /** Who asked, as they gave it. */
    requester: text().notNull(),
    receivedOn: date({ mode: 'string' }).notNull(),
    dueOn: date({ mode: 'string' }).notNull(),
    /** How the requester's identity was checked. */
    identityCheck: text(),
    outcome: text({ enum: privacyRequestOutcomes }),
    outcomeReason: text(),
    closedAt: timestamp({ withTimezone: true }),
    recordedBy: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Declared inline by 0018_privacy, so PostgreSQL named them (`…_fkey`), not drizzle-kit.
    foreignKey({ name: 'privacy_requests_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }),
    foreignKey({ name: 'privacy_requests_recorded_by_fkey', columns: [t.recordedBy], foreignColumns: [users.id] }),
    index('privacy_requests_open_idx').on(t.closedAt, t.dueOn),
    oneOf('privacy_requests_kind_check', t.kind, privacyRequestKinds),
    oneOf('privacy_requests_channel_check', t.channel, privacyRequestChannels),
    oneOf('privacy_requests_outcome_check', t.outcome, privacyRequestOutcomes),
  ],
);

export type RetentionRunRow = typeof retentionRuns.$inferSelect;
export type MarketingConsentRow = typeof marketingConsents.$inferSelect;
export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;
