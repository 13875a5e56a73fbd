import { z } from 'zod';
import { claimActions, claimActors, claimStatuses } from '../claims/claim-status';
import { declineReasonIds } from '../claims/decline-reasons';
import { lineReasonCodes } from '../claims/line-reasons';
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
  note: z.string().nullable(),
});
export type ClaimEvent = z.infer<typeof claimEventSchema>;

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

/** What the customer and the garage both see of a claim's progress, after its own fields. */
const claimOutcomeFields = {
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

/** What the garage's link shows. */
export const garageClaimAnswerSchema = z.object({
  reference: z.string(),
  status: statusSchema,
  customerName: z.string(),
  vehicle: claimVehicleSchema,
  faultDate: z.string(),
  whatHappened: z.string(),
  garageName: z.string(),
  actions: z.array(z.enum(claimActions)),
  estimate: z
    .object({ diagnosis: z.string(), lines: z.array(estimateLineSchema), vatNumber: z.string().nullable() })
    .nullable(),
  ...claimOutcomeFields,
});
export type GarageClaimAnswer = z.infer<typeof garageClaimAnswerSchema>;

export const claimsQueueQuerySchema = z.strictObject({
  status: z.enum(claimStatuses).optional(),
});

export const claimsQueueAnswerSchema = z.object({
  claims: z.array(
    claimSummarySchema.extend({
      customerName: z.string(),
      /** Whole days since the last action on the claim. */
      daysWaiting: z.number(),
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
