import { z } from 'zod';
import {
  COMPLAINT_DESCRIPTION_MAX_LENGTH,
  arbiterDecisions,
  complaintOutcomes,
  complaintStatuses,
  complaintSubjects,
} from '../complaints/complaint-kinds';
import { parseReference, referenceMessages } from '../references/reference';
import { emailSchema } from './account';
import { calendarDateSchema, optionalTextSchema, penceSchema, textSchema } from './claim-fields';

/**
 * The complaint calls (DESIGN §9.1 "Complaint", "Arbiter"; docs/complaints.md): the customer's
 * complaint and referral, and the complaints team's record, assignment, notes, final response and
 * the arbiter's decision. Strict objects: an unknown field is refused. Text is cleaned at the door
 * by the shared rule (clean-text.ts); `description`, `reasons`, `redress` and `note` may run over
 * several lines.
 */

const MAX_PENCE = 10_000_000;

const subjectSchema = z.enum(complaintSubjects, {
  error: 'Choose what the complaint is about: a claim decision or our service',
});
const descriptionSchema = textSchema(
  'Tell us what went wrong and what you would like us to do',
  COMPLAINT_DESCRIPTION_MAX_LENGTH,
  'Your complaint',
);

/** A claim decision is disputed on a claim; a complaint about our service may name one too. */
const claimNamedForDecision = <T extends { subject: string; claimId?: unknown; claimReference?: unknown }>(value: T) =>
  value.subject !== 'claim-decision' || value.claimId !== undefined || value.claimReference !== undefined;
const claimMissing = 'Choose the claim whose decision you disagree with';

/** POST /api/complaints: the customer complains, about a claim decision or anything else. */
export const makeComplaintRequestSchema = z
  .strictObject({
    subject: subjectSchema,
    claimId: z.uuid({ error: 'Not a valid claim' }).optional(),
    description: descriptionSchema,
  })
  .refine(claimNamedForDecision, { path: ['claimId'], message: claimMissing });
export type MakeComplaintRequest = z.infer<typeof makeComplaintRequestSchema>;

/** A claim reference as typed or read out over the phone, in its printed form. */
const claimReferenceSchema = z
  .string()
  .trim()
  .max(40, referenceMessages.format)
  .transform((text, context) => {
    const parsed = parseReference(text);
    if (!parsed || parsed.kind !== 'claim') {
      context.addIssue({
        code: 'custom',
        message: parsed ? referenceMessages.kind('claim') : referenceMessages.format,
      });
      return z.NEVER;
    }
    return parsed.reference;
  });

/** POST /api/admin/complaints: staff record a complaint that came by phone, e-mail or letter. */
export const recordComplaintRequestSchema = z
  .strictObject({
    channel: z.enum(['phone', 'e-mail', 'letter'], { error: 'Choose how the complaint came: phone, e-mail or letter' }),
    /** The customer's account e-mail. */
    email: emailSchema,
    subject: subjectSchema,
    claimReference: claimReferenceSchema.optional(),
    description: descriptionSchema,
    /** The day it reached us (a letter read the next morning); today when absent. Never in the future. */
    receivedOn: calendarDateSchema('Enter the date the complaint reached us').optional(),
  })
  .refine(claimNamedForDecision, {
    path: ['claimReference'],
    message: 'Enter the claim number whose decision is disputed',
  });
export type RecordComplaintRequest = z.infer<typeof recordComplaintRequestSchema>;

export const complaintsQueueQuerySchema = z.strictObject({ status: z.enum(complaintStatuses).optional() });

/** Owner: a staff member; the one who asks when absent. */
export const assignComplaintRequestSchema = z.strictObject({
  ownerId: z.uuid({ error: 'Choose a member of staff' }).optional(),
});

export const complaintNoteRequestSchema = z.strictObject({
  note: textSchema('Enter the note', 4000, 'The note'),
});

/** Our final response: the outcome with reasons, and what we put right (in words, any payment in pence). */
export const finalResponseRequestSchema = z
  .strictObject({
    outcome: z.enum(complaintOutcomes, { error: 'Choose the outcome: upheld, partly upheld or not upheld' }),
    reasons: textSchema('Give the reasons for the outcome', 8000, 'The reasons'),
    redress: optionalTextSchema(2000, 'What we put right'),
    redressPence: penceSchema('Enter the payment in pence', 1, MAX_PENCE).optional(),
  })
  .refine(
    (value) => value.outcome !== 'not-upheld' || (value.redress === undefined && value.redressPence === undefined),
    {
      path: ['redress'],
      message: 'A complaint not upheld has no redress: choose upheld or partly upheld',
    },
  )
  .refine((value) => value.redressPence === undefined || value.redress !== undefined, {
    path: ['redress'],
    message: 'Say in words what the payment is for',
  });
export type FinalResponseRequest = z.infer<typeof finalResponseRequestSchema>;

/** The arbiter's decision, which binds us; for the customer, the amount we pay on the claim, VAT included. */
export const arbiterDecisionRequestSchema = z
  .strictObject({
    decision: z.enum(arbiterDecisions, { error: 'Choose the decision: for the customer or for us' }),
    note: textSchema("Summarise the arbiter's decision", 4000, 'The note'),
    amount: penceSchema('Enter the amount the arbiter decided, in pence', 1, MAX_PENCE).optional(),
  })
  .refine((value) => value.decision === 'for-us' || value.amount !== undefined, {
    path: ['amount'],
    message: 'Enter the amount the arbiter decided we pay on the claim',
  })
  .refine((value) => value.decision === 'for-customer' || value.amount === undefined, {
    path: ['amount'],
    message: 'A decision for us has no amount to pay',
  });
export type ArbiterDecisionRequest = z.infer<typeof arbiterDecisionRequestSchema>;

export const referComplaintRequestSchema = z.strictObject({}).optional();
