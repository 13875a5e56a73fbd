import { date, foreignKey, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  arbiterDecisions,
  complaintChannels,
  complaintEventKinds,
  complaintOutcomes,
  complaintStatuses,
  complaintSubjects,
} from '@kestrel/domain/complaints/complaint-kinds';
import { users } from './accounts-schema';
import { claims } from './claims-schema';
import { generatedId, oneOf, referenceColumn, referenceShape } from './columns';

/**
 * A complaint (DESIGN §9.1; docs/complaints.md): made online by the customer or recorded by staff,
 * acknowledged at once, answered by a final response within 8 weeks, and, for a claim decision,
 * open to the independent arbiter, whose decision binds us.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: generatedId(),
    /** The readable reference, `KP-26-0000017`. */
    reference: referenceColumn<'complaint'>(),
    userId: uuid().notNull(),
    /** The claim whose decision is disputed; null for a complaint about anything else. */
    claimId: uuid(),
    channel: text({ enum: complaintChannels }).notNull(),
    subject: text({ enum: complaintSubjects }).notNull(),
    /** The customer's words, or staff's record of what was said. */
    description: text().notNull(),
    status: text({ enum: complaintStatuses }).notNull().default('open'),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
    /** The member of staff who handles it. */
    ownerId: uuid(),
    acknowledgedAt: timestamp({ withTimezone: true }),
    /** The last day of the 8 weeks for our final response (`yyyy-MM-dd`, London). */
    finalResponseDueOn: date({ mode: 'string' }).notNull(),
    outcome: text({ enum: complaintOutcomes }),
    /** Our reasons, as the final response letter gives them. */
    outcomeReasons: text(),
    /** What we put right: in words, and any payment in pence. */
    redress: text(),
    redressPence: integer(),
    respondedAt: timestamp({ withTimezone: true }),
    referredAt: timestamp({ withTimezone: true }),
    arbiterDecision: text({ enum: arbiterDecisions }),
    arbiterNote: text(),
    /** Pence the arbiter decided we pay on the claim, VAT included (a decision for the customer). */
    arbiterAmount: integer(),
    arbiterDecidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'complaints_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }),
    foreignKey({ name: 'complaints_claim_id_fkey', columns: [t.claimId], foreignColumns: [claims.id] }),
    foreignKey({ name: 'complaints_owner_id_fkey', columns: [t.ownerId], foreignColumns: [users.id] }),
    uniqueIndex('complaints_reference_idx').on(t.reference),
    index('complaints_user_idx').on(t.userId, t.receivedAt.desc()),
    index('complaints_status_due_idx').on(t.status, t.finalResponseDueOn),
    index('complaints_claim_idx').on(t.claimId),
    referenceShape('complaints_reference_check', t.reference, 'complaint'),
    oneOf('complaints_channel_check', t.channel, complaintChannels),
    oneOf('complaints_subject_check', t.subject, complaintSubjects),
    oneOf('complaints_status_check', t.status, complaintStatuses),
    oneOf('complaints_outcome_check', t.outcome, complaintOutcomes),
    oneOf('complaints_arbiter_decision_check', t.arbiterDecision, arbiterDecisions),
  ],
);

/** A complaint's timeline: every step, who took it, when, and its note. Append-only. */
export const complaintEvents = pgTable(
  'complaint_events',
  {
    id: generatedId(),
    complaintId: uuid().notNull(),
    kind: text({ enum: complaintEventKinds }).notNull(),
    /** The customer or staff member; null for the system. */
    actorId: uuid(),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'complaint_events_complaint_id_fkey',
      columns: [t.complaintId],
      foreignColumns: [complaints.id],
    }),
    foreignKey({ name: 'complaint_events_actor_id_fkey', columns: [t.actorId], foreignColumns: [users.id] }),
    index('complaint_events_complaint_idx').on(t.complaintId, t.createdAt),
    oneOf('complaint_events_kind_check', t.kind, complaintEventKinds),
  ],
);

export type ComplaintRow = typeof complaints.$inferSelect;
export type ComplaintEventRow = typeof complaintEvents.$inferSelect;
