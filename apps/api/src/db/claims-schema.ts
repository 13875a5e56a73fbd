import {
  customType,
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
import type { LineAdjustment } from '@kestrel/domain/claims/adjustments';
import type { AutomaticDecisionRecord } from '@kestrel/domain/claims/auto-decision';
import { claimAudiences } from '@kestrel/domain/claims/claim-audiences';
import { claimFileKinds } from '@kestrel/domain/claims/claim-files';
import {
  claimActors,
  claimEventKinds,
  claimParties,
  claimStatuses,
  type ClaimEventKind,
} from '@kestrel/domain/claims/claim-status';
import { declineReasonIds } from '@kestrel/domain/claims/decline-reasons';
import type { GarageEstimateRequest, GarageInvoiceRequest } from '@kestrel/domain/schemas/claim-estimate';
import type { Garage } from '@kestrel/domain/schemas/claim-fields';
import { safeToDriveAnswers, warningLightAnswers } from '@kestrel/domain/schemas/claims';
import { users } from './accounts-schema';
import { generatedId, oneOf } from './columns';
import { warranties } from './purchase-schema';

/** Raw bytes (PostgreSQL bytea) as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A claim on a warranty (DESIGN §8.1): what the customer reported, the garage's estimate, the
 * claims team's adjustments and decision, the invoice and the payment. The status moves only as
 * `claimTransitions` allow, by a conditional UPDATE, so two decisions at once make one.
 */
export const claims = pgTable(
  'claims',
  {
    id: generatedId(),
    /** The readable reference, `KC-26-0000017`. */
    reference: text().notNull(),
    warrantyId: uuid().notNull(),
    userId: uuid().notNull(),
    status: text({ enum: claimStatuses }).notNull().default('reported'),
    faultDate: date({ mode: 'string' }).notNull(),
    mileage: integer().notNull(),
    whatHappened: text().notNull(),
    safeToDrive: text({ enum: safeToDriveAnswers }).notNull(),
    warningLights: text({ enum: warningLightAnswers }).notNull(),
    garage: jsonb().$type<Garage>().notNull(),
    /** The garage's diagnosis and itemised estimate, once sent. */
    estimate: jsonb().$type<GarageEstimateRequest>(),
    estimateReceivedAt: timestamp({ withTimezone: true }),
    /** The claims team's lowering of lines: the whole set. */
    adjustments: jsonb().$type<LineAdjustment[]>().notNull().default([]),
    /** The rules' decision on the latest estimate (DESIGN §9.2): authorised, or why a person decides. */
    automaticDecision: jsonb().$type<AutomaticDecisionRecord>(),
    /** Pence, VAT included. */
    authorisedAmount: integer(),
    authorisedAt: timestamp({ withTimezone: true }),
    declineReason: text({ enum: declineReasonIds }),
    declineNote: text(),
    declinedAt: timestamp({ withTimezone: true }),
    invoice: jsonb().$type<GarageInvoiceRequest>(),
    paymentReference: text(),
    paidOn: date({ mode: 'string' }),
    /** The independent arbiter's award for the customer (docs/complaints.md): pence, VAT included. */
    awardedAmount: integer(),
    awardedAt: timestamp({ withTimezone: true }),
    /** What we had paid when the award reopened a paid claim: the payment due now is the rest. */
    paidBeforeAward: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The last change of any kind: the queue's "days since the last action". */
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Declared inline by 0014_claims, so PostgreSQL named them (`…_fkey`), not drizzle-kit.
    foreignKey({ name: 'claims_warranty_id_fkey', columns: [t.warrantyId], foreignColumns: [warranties.id] }),
    foreignKey({ name: 'claims_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }),
    uniqueIndex('claims_reference_idx').on(t.reference),
    index('claims_warranty_idx').on(t.warrantyId),
    index('claims_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('claims_status_updated_idx').on(t.status, t.updatedAt),
    oneOf('claims_status_check', t.status, claimStatuses),
    oneOf('claims_safe_to_drive_check', t.safeToDrive, safeToDriveAnswers),
    oneOf('claims_warning_lights_check', t.warningLights, warningLightAnswers),
    oneOf('claims_decline_reason_check', t.declineReason, declineReasonIds),
  ],
);

export { claimEventKinds, type ClaimEventKind };

/** The claim's timeline: every change and message, who made it, when, and its note. Append-only. */
export const claimEvents = pgTable(
  'claim_events',
  {
    id: generatedId(),
    claimId: uuid().notNull(),
    kind: text({ enum: claimEventKinds }).notNull(),
    actor: text({ enum: claimActors }).notNull(),
    /** The customer or staff member; null for the garage. */
    actorId: uuid(),
    fromStatus: text({ enum: claimStatuses }),
    toStatus: text({ enum: claimStatuses }),
    note: text(),
    /** Who reads the note besides the claims team (`claimAudiences`), chosen when it is written. */
    audience: text({ enum: claimAudiences }).notNull().default('everyone'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Declared inline by 0014_claims, so PostgreSQL named them (`…_fkey`), not drizzle-kit.
    foreignKey({ name: 'claim_events_claim_id_fkey', columns: [t.claimId], foreignColumns: [claims.id] }),
    foreignKey({ name: 'claim_events_actor_id_fkey', columns: [t.actorId], foreignColumns: [users.id] }),
    index('claim_events_claim_idx').on(t.claimId, t.createdAt),
    oneOf('claim_events_kind_check', t.kind, claimEventKinds),
    oneOf('claim_events_actor_check', t.actor, claimActors),
    oneOf('claim_events_audience_check', t.audience, claimAudiences),
  ],
);

/** The garage's private links: only the SHA-256 of the token is kept; a new link revokes the old. */
export const claimGarageLinks = pgTable(
  'claim_garage_links',
  {
    id: generatedId(),
    claimId: uuid().notNull(),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // Declared inline by 0014_claims, so PostgreSQL named it (`…_fkey`), not drizzle-kit.
    foreignKey({ name: 'claim_garage_links_claim_id_fkey', columns: [t.claimId], foreignColumns: [claims.id] }),
    uniqueIndex('claim_garage_links_hash_idx').on(t.tokenHash),
    index('claim_garage_links_claim_idx').on(t.claimId),
  ],
);

/** Files on a claim (photos, the estimate and invoice documents), checked before they are kept. */
export const claimFiles = pgTable(
  'claim_files',
  {
    id: generatedId(),
    claimId: uuid().notNull(),
    kind: text({ enum: claimFileKinds }).notNull(),
    uploadedBy: text({ enum: claimParties }).notNull(),
    filename: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    data: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Declared inline by 0014_claims, so PostgreSQL named it (`…_fkey`), not drizzle-kit.
    foreignKey({ name: 'claim_files_claim_id_fkey', columns: [t.claimId], foreignColumns: [claims.id] }),
    index('claim_files_claim_idx').on(t.claimId, t.createdAt),
    oneOf('claim_files_kind_check', t.kind, claimFileKinds),
    oneOf('claim_files_uploaded_by_check', t.uploadedBy, claimParties),
  ],
);

/**
 * The automatic decisions' site configuration (DESIGN §9.2), versioned like prices: a version is
 * published once and never rewritten; the one in force when an estimate arrives decides it, and the
 * claim records its number. None at all (a new database outside the demo) means a person decides.
 */
export const claimDecisionSettings = pgTable('claim_decision_settings', {
  version: integer().primaryKey(),
  /** Pence, VAT included: the most the rules authorise without a person. */
  automaticLimit: integer().notNull(),
  effectiveFrom: timestamp({ withTimezone: true }).notNull(),
  note: text(),
  createdBy: uuid().references(() => users.id),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export type ClaimRow = typeof claims.$inferSelect;
export type ClaimEventRow = typeof claimEvents.$inferSelect;
export type ClaimFileRow = typeof claimFiles.$inferSelect;
