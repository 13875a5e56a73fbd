import { z } from 'zod';
import { safeToDriveAnswers, safeToDriveLabels, warningLightAnswers, warningLightLabels } from '../claims/claim-report';
import { staffMessageAudiences } from '../claims/claim-audiences';
import { declineReasonIds } from '../claims/decline-reasons';
import { MAX_MILEAGE } from '../purchase/vehicle-rules';
import { garageInvoiceRequestSchema, type GarageInvoiceRequest } from './claim-estimate';
import { calendarDateSchema, garageSchema, optionalTextSchema, penceSchema, textSchema } from './claim-fields';
import { groupDigits } from '../uk/numbers';

/**
 * The claim calls of DESIGN §8.1 besides the garage's (`claim-estimate.ts`): the customer's claim
 * and messages, and the claims team's decisions. The forms and the server share these; whether the
 * warranty may claim and whether the fault fits its cover are `claims/eligibility.ts`, which needs
 * the warranty and today.
 */

export { safeToDriveAnswers, safeToDriveLabels, warningLightAnswers, warningLightLabels };

/** Miles at the fault: a whole number; an empty field is "missing", not 0. */
export const faultMileageSchema = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : value.replace(/[,\s]/g, '')) : value),
  z.coerce
    .number({ error: 'Enter the mileage when the fault happened' })
    .int('Enter the mileage as a whole number of miles')
    .min(0, 'Mileage cannot be negative')
    .max(MAX_MILEAGE, `Enter a mileage under ${groupDigits(MAX_MILEAGE + 1)}`),
);

/** POST a claim on a warranty (the warranty is in the path). */
export const makeClaimRequestSchema = z.strictObject({
  whatHappened: textSchema('Tell us what happened', 2000, 'What happened'),
  faultDate: calendarDateSchema('Enter the date the fault happened'),
  mileage: faultMileageSchema,
  safeToDrive: z.enum(safeToDriveAnswers, { error: 'Say whether the vehicle is safe to drive' }),
  warningLights: z.enum(warningLightAnswers, { error: 'Say whether any warning lights came on' }),
  garage: garageSchema,
});
export type MakeClaimRequest = z.infer<typeof makeClaimRequestSchema>;

/** A message on the claim: the customer's or the garage's answer to a request, or a note. */
export const claimMessageRequestSchema = z.strictObject({
  message: textSchema('Enter your message', 2000, 'Your message'),
});

/** The customer withdraws the claim before authorisation. */
export const withdrawClaimRequestSchema = z.strictObject({
  note: optionalTextSchema(2000, 'Your note'),
});

// --- The claims team's decisions ------------------------------------------------------------------

export const infoRequestRecipients = ['customer', 'garage'] as const;

export const requestInfoRequestSchema = z.strictObject({
  from: z.enum(infoRequestRecipients, { error: 'Choose whom to ask: the customer or the garage' }),
  message: textSchema('Say what information you need', 2000, 'The request'),
});

/** A message from the claims team, to the customer, to the garage, or a note for staff only (DESIGN §9.1). */
export const staffClaimMessageRequestSchema = z.strictObject({
  audience: z.enum(staffMessageAudiences, { error: 'Choose who reads it: the customer, the garage or staff only' }),
  message: textSchema('Enter the message', 2000, 'The message'),
});

export const adjustLinesRequestSchema = z.strictObject({
  adjustments: z
    .array(
      z.strictObject({
        line: z.number({ error: 'Choose the line' }).int().min(0, 'Choose the line'),
        /** Pence ex VAT. */
        allowed: penceSchema('Enter the amount allowed, before VAT', 0, 10_000_000),
        reason: textSchema('Give the reason for lowering this line', 500, 'The reason'),
      }),
      { error: 'Send the adjustments as a list' },
    )
    .max(50, 'An estimate has at most 50 lines'),
});

export const authoriseClaimRequestSchema = z.strictObject({
  /** Pence, VAT included: never above the assessment's total payable (checked on the server). */
  amount: penceSchema('Enter the amount to authorise', 1, 10_000_000),
  note: optionalTextSchema(2000, 'The note'),
});

export const declineClaimRequestSchema = z
  .strictObject({
    reason: z.enum(declineReasonIds, { error: 'Choose the reason for declining' }),
    note: optionalTextSchema(2000, 'The note'),
  })
  .refine((value) => value.reason !== 'other' || value.note !== undefined, {
    message: 'Explain the reason in the note',
    path: ['note'],
  });

/** Staff record the invoice the garage sent by other means: the same fields as the garage's. */
export const recordInvoiceRequestSchema = garageInvoiceRequestSchema;

export const markPaidRequestSchema = z.strictObject({
  reference: textSchema('Enter the payment reference', 100, 'The payment reference'),
  paidOn: calendarDateSchema('Enter the date the garage was paid'),
});

export const reopenClaimRequestSchema = z.strictObject({
  note: textSchema('Say why the claim is reopened', 2000, 'The note'),
});

/** A claims handler reverses an automatic authorisation (DESIGN §9.2): the reason is told to both parties. */
export const reverseAutomaticRequestSchema = z.strictObject({
  reason: textSchema('Say why the automatic authorisation is reversed', 2000, 'The reason'),
});

export type RequestInfoRequest = z.infer<typeof requestInfoRequestSchema>;
export type StaffClaimMessageRequest = z.infer<typeof staffClaimMessageRequestSchema>;
export type AdjustLinesRequest = z.infer<typeof adjustLinesRequestSchema>;
export type AuthoriseClaimRequest = z.infer<typeof authoriseClaimRequestSchema>;
export type DeclineClaimRequest = z.infer<typeof declineClaimRequestSchema>;
export type MarkPaidRequest = z.infer<typeof markPaidRequestSchema>;

/** The body of each claims-team decision, by its name in the API and the back office. */
export type ReverseAutomaticRequest = z.infer<typeof reverseAutomaticRequestSchema>;

export interface StaffClaimRequests {
  reverseAutomatic: ReverseAutomaticRequest;
  requestInfo: RequestInfoRequest;
  message: StaffClaimMessageRequest;
  adjust: AdjustLinesRequest;
  authorise: AuthoriseClaimRequest;
  decline: DeclineClaimRequest;
  recordInvoice: GarageInvoiceRequest;
  markPaid: MarkPaidRequest;
}
