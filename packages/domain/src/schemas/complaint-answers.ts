import { z } from 'zod';
import {
  arbiterDecisions,
  complaintChannels,
  complaintOutcomes,
  complaintStatuses,
  complaintSubjects,
} from '../complaints/complaint-kinds';

/**
 * What the complaint calls answer (docs/complaints.md): the customer's complaint with its dates,
 * timeline, outcome and whether the arbiter is open to it, in words; the complaints team's queue and
 * complaint, which add the customer, the owner, staff notes and what to do next.
 */

const labelled = <T extends readonly [string, ...string[]]>(values: T) =>
  z.object({ value: z.enum(values), label: z.string() });

export const complaintSummarySchema = z.object({
  id: z.string(),
  reference: z.string(),
  subject: labelled(complaintSubjects),
  status: labelled(complaintStatuses),
  /** The disputed claim's reference, when there is one. */
  claimReference: z.string().nullable(),
  receivedAt: z.string(),
  /** The last day of the 8 weeks for our final response (`yyyy-MM-dd`). */
  finalResponseDueOn: z.string(),
});
export type ComplaintSummary = z.infer<typeof complaintSummarySchema>;

export const complaintEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.string(),
  label: z.string(),
  /** "You", "The complaints team", or a staff name to staff. */
  by: z.string(),
  note: z.string().nullable(),
});

export const arbiterEligibilitySchema = z.object({
  eligible: z.boolean(),
  reason: z.string(),
  until: z.string().nullable(),
});

export const customerComplaintSchema = complaintSummarySchema.extend({
  /** The disputed claim, for the link to its page; null for a complaint about our service. */
  claimId: z.string().nullable(),
  channel: labelled(complaintChannels),
  description: z.string(),
  /** Who handles it, as the acknowledgement names them. */
  handler: z.string(),
  acknowledgedAt: z.string().nullable(),
  outcome: labelled(complaintOutcomes).nullable(),
  outcomeReasons: z.string().nullable(),
  redress: z.string().nullable(),
  redressPence: z.number().nullable(),
  respondedAt: z.string().nullable(),
  referredAt: z.string().nullable(),
  arbiter: z
    .object({
      decision: labelled(arbiterDecisions),
      note: z.string(),
      amount: z.number().nullable(),
      decidedAt: z.string(),
    })
    .nullable(),
  arbiterEligibility: arbiterEligibilitySchema,
  timeline: z.array(complaintEventSchema),
  letterUrl: z.string().nullable(),
  evidencePackUrl: z.string().nullable(),
  /** Whether the customer may refer now (the same as `arbiterEligibility.eligible`). */
  actions: z.array(z.literal('refer')),
});
export type CustomerComplaint = z.infer<typeof customerComplaintSchema>;

export const myComplaintAnswerSchema = z.object({ complaint: customerComplaintSchema });
export type MyComplaintAnswer = z.infer<typeof myComplaintAnswerSchema>;
export const myComplaintsAnswerSchema = z.object({ complaints: z.array(complaintSummarySchema) });
export type MyComplaintsAnswer = z.infer<typeof myComplaintsAnswerSchema>;

const personSchema = z.object({ id: z.string(), name: z.string() });

export const staffComplaintSchema = customerComplaintSchema.extend({
  claimId: z.string().nullable(),
  customer: personSchema.extend({ email: z.string() }),
  owner: personSchema.nullable(),
  overdue: z.boolean(),
  /** What staff must do next, in words, when the record alone does not finish the matter. */
  nextStep: z.string().nullable(),
});
export type StaffComplaint = z.infer<typeof staffComplaintSchema>;
export const adminComplaintAnswerSchema = z.object({ complaint: staffComplaintSchema });
export type AdminComplaintAnswer = z.infer<typeof adminComplaintAnswerSchema>;

export const complaintsQueueAnswerSchema = z.object({
  complaints: z.array(
    complaintSummarySchema.extend({
      customerName: z.string(),
      owner: personSchema.nullable(),
      acknowledgedAt: z.string().nullable(),
      overdue: z.boolean(),
    }),
  ),
  counts: z.record(z.enum(complaintStatuses), z.number()),
});
export type ComplaintsQueueAnswer = z.infer<typeof complaintsQueueAnswerSchema>;
