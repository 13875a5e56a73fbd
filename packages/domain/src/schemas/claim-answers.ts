import { z } from 'zod';
import { claimAmountKeys } from '../claims/claim-amounts';
import { claimAudiences } from '../claims/claim-audiences';
import { claimActions, claimActors, claimStatuses } from '../claims/claim-status';
import { declineReasonIds } from '../claims/decline-reasons';
import { lineReasonCodes } from '../claims/line-reasons';
import { riskSignalIds } from '../claims/risk-signals';
import { estimateLineSchema, garageInvoiceRequestSchema } from './claim-estimate';
import { claimFileIdSchema, claimFileSchema } from './claim-files';
import { safeToDriveAnswers, warningLightAnswers } from './claims';

/**
 * What the claim calls answer (DESIGN §8.1): the customer's claim and timeline, the garage's view
 * through its link (the vehicle, the claim number and the customer's name, nothing else of the
 * customer), and the claims team's queue and claim with the assessment line by line.
 */

const statusSchema = z.object({ value: z.enum(claimStatuses), label: z.string() });

export const claimEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.string(),
  /** How the timeline names the event. */
  label: z.string(),
  actor: z.enum(claimActors),
  /** Who, as the timeline shows them: "You", "The garage", "The claims team" or a staff name to staff. */
  by: z.string(),
  /** Null when there is none, or when it was written for someone other than the reader. */
  note: z.string().nullable(),
});
export type ClaimEvent = z.infer<typeof claimEventSchema>;

/** An event as the claims team reads it: every note, marked with whom it was written for. */
export const staffClaimEventSchema = claimEventSchema.extend({ audience: z.enum(claimAudiences) });
export type StaffClaimEvent = z.infer<typeof staffClaimEventSchema>;

export const claimVehicleSchema = z.object({ registration: z.string(), make: z.string(), model: z.string() });

export const assessedLineSchema = z.object({
  index: z.number(),
  line: estimateLineSchema,
  /** How the part reads ("Clutch", "Not listed"); null for diagnosis, car hire and travel. */
  partLabel: z.string().nullable(),
  asked: z.number(),
  rulesAllowed: z.number(),
  allowed: z.number(),
  reasons: z.array(z.object({ code: z.enum(lineReasonCodes), message: z.string() })),
});

export const assessmentSchema = z.object({
  level: z.string(),
  claimLimit: z.number(),
  vatRegistered: z.boolean(),
  /** The garage's VAT number the VAT is added for, from its estimate; null when no VAT is added. */
  vatNumber: z.string().nullable(),
  lines: z.array(assessedLineSchema),
  totals: z.object({
    askedExVat: z.number(),
    askedVat: z.number(),
    askedTotal: z.number(),
    allowedExVat: z.number(),
    vat: z.number(),
    allowedTotal: z.number(),
    excess: z.number(),
    overLimit: z.number(),
    payable: z.number(),
    customerPays: z.number(),
  }),
  notes: z.array(z.object({ code: z.string(), message: z.string() })),
  /**
   * The amounts the letter states, in its order (`claimAmounts`): the garage's total with VAT down
   * to what we pay (the amount authorised, once authorised) and what the customer pays the garage.
   */
  amounts: z.array(z.object({ key: z.enum(claimAmountKeys), pence: z.number() })),
});
export type AssessmentAnswer = z.infer<typeof assessmentSchema>;

const decisionSchema = z.object({
  authorisedAmount: z.number().nullable(),
  authorisedAt: z.string().nullable(),
  declineReason: z.enum(declineReasonIds).nullable(),
  declineReasonLabel: z.string().nullable(),
  declineNote: z.string().nullable(),
  invoice: garageInvoiceRequestSchema.nullable(),
  paymentReference: z.string().nullable(),
  paidOn: z.string().nullable(),
  /**
   * The independent arbiter's award for the customer (docs/complaints.md), which binds us: the
   * amount we pay on the claim, VAT included; what we had paid when it reopened a paid claim; and
   * what is paid now (to the garage, or to the customer when the garage had been paid).
   */
  award: z
    .object({ amount: z.number(), awardedAt: z.string(), paidBefore: z.number().nullable(), payNow: z.number() })
    .nullable(),
});

/** What names a claim in a list and at the top of its page. */
const claimHeadFields = {
  id: z.string(),
  reference: z.string(),
  warrantyId: z.string(),
  status: statusSchema,
  vehicle: claimVehicleSchema,
  faultDate: z.string(),
};

/** What happens next on a claim, whose turn it is and the day we promised it by (DESIGN §9.1). */
export const nextStepSchema = z.strictObject({
  by: z.enum(['us', 'garage', 'customer']).nullable(),
  /** In words; empty once the claim is closed. */
  text: z.string(),
  /** `yyyy-MM-dd`: the last day of the promise that times the step; null when we promised no day. */
  dueOn: z.string().nullable(),
  /** The day has passed and we have not yet done it. */
  overdue: z.boolean(),
});
export type NextStepAnswer = z.infer<typeof nextStepSchema>;

/** What the customer and the garage both see of a claim's progress, after its own fields. */
const claimOutcomeFields = {
  nextStep: nextStepSchema,
  /** Once authorised: the assessment the letter states, line by line. */
  assessment: assessmentSchema.nullable(),
  decision: decisionSchema,
  timeline: z.array(claimEventSchema),
  /** Photos and documents on the claim, oldest first. */
  files: z.array(claimFileSchema),
  /** How many more files the claim takes (at most 10 a claim). */
  filesLeft: z.number(),
  /** The letter to download, once decided. */
  letterUrl: z.string().nullable(),
};

/** A claim as its customer sees it. */
export const customerClaimSchema = z.object({
  ...claimHeadFields,
  mileage: z.number(),
  whatHappened: z.string(),
  safeToDrive: z.enum(safeToDriveAnswers),
  warningLights: z.enum(warningLightAnswers),
  garage: z.object({
    name: z.string(),
    address: z.string(),
    postcode: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** What the customer may do now. */
  actions: z.array(z.enum(claimActions)),
  ...claimOutcomeFields,
});
export type CustomerClaim = z.infer<typeof customerClaimSchema>;

export const claimSummarySchema = z.object({
  ...claimHeadFields,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ClaimSummary = z.infer<typeof claimSummarySchema>;

export const myClaimsAnswerSchema = z.object({ claims: z.array(claimSummarySchema) });
export const myClaimAnswerSchema = z.object({ claim: customerClaimSchema });
export type MyClaimsAnswer = z.infer<typeof myClaimsAnswerSchema>;
export type MyClaimAnswer = z.infer<typeof myClaimAnswerSchema>;

/**
 * What the garage's link shows (DESIGN §8.1 "The garage", §9.1 "Who sees what"), as an allow-list:
 * strict objects naming every field, so a field added to the view without being named here fails
 * instead of reaching the garage. The vehicle, the claim number and the customer's name; the garage's
 * own estimate, files and messages; what was authorised, invoiced and paid. Nothing the customer
 * told us (not what happened, not their messages or files), and no note written for someone else.
 */
export const garageClaimEventSchema = z.strictObject(claimEventSchema.shape);

/** The decision as the garage reads it: the decline reason's label, not the note written to the customer. */
export const garageDecisionSchema = z.strictObject({
  authorisedAmount: z.number().nullable(),
  authorisedAt: z.string().nullable(),
  declineReasonLabel: z.string().nullable(),
  invoice: garageInvoiceRequestSchema.nullable(),
  paymentReference: z.string().nullable(),
  paidOn: z.string().nullable(),
});

export const garageClaimAnswerSchema = z.strictObject({
  reference: z.string(),
  status: z.strictObject(statusSchema.shape),
  customerName: z.string(),
  vehicle: z.strictObject(claimVehicleSchema.shape),
  /** Which fault the claim is for; what the customer wrote about it stays with the claims team. */
  faultDate: z.string(),
  garageName: z.string(),
  /** The cover the repair is paid within, told before the garage estimates (issue #36). */
  cover: z.strictObject({
    levelName: z.string(),
    /** Pence, VAT included: the most one claim pays. */
    claimLimit: z.number(),
    /**
     * Pence, VAT included: what this claim can still be paid (`claimLimitLeft`, the rule the
     * assessment caps with). Earlier claims on the warranty use none of a limit that is per claim.
     */
    claimLimitLeft: z.number(),
    /** Pence an hour, excluding VAT. */
    labourCapPerHour: z.number(),
    /** Hours of diagnosis paid when the fault proves covered. */
    diagnosisHours: z.number(),
    /** Each limit in words, from the same source as the key facts. */
    limits: z.array(z.strictObject({ name: z.string(), text: z.string() })),
  }),
  nextStep: nextStepSchema,
  actions: z.array(z.enum(claimActions)),
  estimate: z
    .strictObject({ diagnosis: z.string(), lines: z.array(estimateLineSchema), vatNumber: z.string().nullable() })
    .nullable(),
  /** Once authorised: what is authorised, line by line. */
  assessment: assessmentSchema.nullable(),
  decision: garageDecisionSchema,
  timeline: z.array(garageClaimEventSchema),
  /** The garage's own files only. */
  files: z.array(z.strictObject(claimFileSchema.shape)),
  filesLeft: z.number(),
  letterUrl: z.string().nullable(),
});
export type GarageClaimAnswer = z.infer<typeof garageClaimAnswerSchema>;

/** A reason for a person to look at the claim (DESIGN §9.2 "Risk signals"). */
export const riskSignalSchema = z.object({
  id: z.enum(riskSignalIds),
  label: z.string(),
  detail: z.string().optional(),
});

export const claimsQueueQuerySchema = z.strictObject({
  status: z.enum(claimStatuses).optional(),
  /** Only the claims the rules authorised on their own: the daily sample check (DESIGN §9.2). */
  decided: z.enum(['automatic']).optional(),
});
export type ClaimsQueueQuery = z.infer<typeof claimsQueueQuerySchema>;

/** The rules' decision on the latest estimate: authorised, or why a person decides (DESIGN §9.2). */
export const automaticDecisionSchema = z.object({
  outcome: z.enum(['authorise', 'person']),
  reasons: z.array(z.string()),
  settingsVersion: z.number().nullable(),
  decidedAt: z.string(),
});

export const claimsQueueAnswerSchema = z.object({
  claims: z.array(
    claimSummarySchema.extend({
      customerName: z.string(),
      /** Whole days since the last action on the claim. */
      daysWaiting: z.number(),
      signals: z.array(riskSignalSchema),
      nextStep: nextStepSchema,
      /** The rules authorised the claim on their own. */
      automatic: z.boolean(),
      /** Why a person decides, when the rules did not. */
      personReasons: z.array(z.string()),
    }),
  ),
  counts: z.record(z.string(), z.number()),
});
export type ClaimsQueueAnswer = z.infer<typeof claimsQueueAnswerSchema>;

/** The claim as the claims team sees it. */
export const adminClaimAnswerSchema = z.object({
  claim: customerClaimSchema.extend({
    garage: customerClaimSchema.shape.garage.extend({ vatNumber: z.string().nullable() }),
    customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
    timeline: z.array(staffClaimEventSchema),
    warranty: z.object({
      id: z.string(),
      planName: z.string(),
      level: z.string(),
      claimLimit: z.number(),
      status: z.string(),
      startDate: z.string(),
      expiryDate: z.string(),
      purchaseMileage: z.number(),
      inspectionDate: z.string().nullable(),
      inspectionGarage: z.string().nullable(),
    }),
    estimate: z
      .object({ diagnosis: z.string(), lines: z.array(estimateLineSchema), vatNumber: z.string().nullable() })
      .nullable(),
    /** Always present once an estimate is in: the rules' figures and the team's adjustments. */
    staffActions: z.array(z.enum(claimActions)),
    adjustable: z.boolean(),
    earlierClaims: z.array(claimSummarySchema),
    /** Why the claim needs a closer look, from the domain's one list. */
    signals: z.array(riskSignalSchema),
    automaticDecision: automaticDecisionSchema.nullable(),
  }),
});
export type AdminClaimAnswer = z.infer<typeof adminClaimAnswerSchema>;

export const garageTokenParamsSchema = z.strictObject({
  token: z
    .string()
    .min(20, 'That link is not valid')
    .max(100, 'That link is not valid')
    .regex(/^[A-Za-z0-9_-]+$/, 'That link is not valid'),
});

export const garageFileParamsSchema = garageTokenParamsSchema.extend({ fileId: claimFileIdSchema });
