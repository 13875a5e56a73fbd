import { z } from '~/lib/zod-setup';
import {
  enquiryReplySchema,
  failInspectionSchema,
  raiseBalanceSchema,
  scheduleInspectionSchema,
  staffLoginRequestSchema,
  staffVerifyRequestSchema,
} from '@kestrel/domain/schemas/admin';
import { garageInvoiceRequestSchema } from '@kestrel/domain/schemas/claim-estimate';
import { recordPrivacyRequestSchema, refusePrivacyRequestSchema } from '@kestrel/domain/schemas/privacy';
import {
  adjustLinesRequestSchema,
  authoriseClaimRequestSchema,
  declineClaimRequestSchema,
  markPaidRequestSchema,
  reopenClaimRequestSchema,
  reverseAutomaticRequestSchema,
  requestInfoRequestSchema,
  staffClaimMessageRequestSchema,
} from '@kestrel/domain/schemas/claims';
import { poundsToPence } from './format';

/** The back office's forms: the server's own schemas, with what staff type read as the server expects it. */
export { enquiryReplySchema, failInspectionSchema, scheduleInspectionSchema, staffLoginRequestSchema };

const verify = staffVerifyRequestSchema.shape;

/** The second step: the authenticator app's code (spaces, as in `123 456`, dropped), or a recovery code. */
export const staffCodeSchema = z.discriminatedUnion('useRecovery', [
  z.object({
    useRecovery: z.literal(false),
    code: z
      .string()
      .transform((code) => code.replace(/\s/g, ''))
      .pipe(verify.code.unwrap()),
  }),
  z.object({ useRecovery: z.literal(true), recoveryCode: verify.recoveryCode.unwrap() }),
]);

const amountMessage = 'Enter the balance in pounds, at least £1.00';

/** The balance typed in pounds ("48.00", "£48"), sent in pence. */
export const raiseBalanceFormSchema = z.object({
  amount: z
    .string()
    .transform(poundsToPence)
    .pipe(z.number({ error: amountMessage }).min(100, amountMessage).pipe(raiseBalanceSchema.shape.amount)),
  reason: raiseBalanceSchema.shape.reason,
});

export {
  declineClaimRequestSchema,
  markPaidRequestSchema,
  reopenClaimRequestSchema,
  reverseAutomaticRequestSchema,
  requestInfoRequestSchema,
  staffClaimMessageRequestSchema,
};

const pounds = (message: string) =>
  z
    .string()
    .transform(poundsToPence)
    .pipe(z.number({ error: message }));

/** The amount to authorise typed in pounds, VAT included; the server checks it against the rules. */
export const authoriseFormSchema = z.object({
  amount: pounds('Enter the amount in pounds, for example 768.00').pipe(authoriseClaimRequestSchema.shape.amount),
  note: authoriseClaimRequestSchema.shape.note,
});

/** Lowering one line: which, to how much (pounds, before VAT), and why. */
export const adjustLineFormSchema = z.object({
  line: z.string().min(1, 'Choose the line').transform(Number),
  allowed: pounds('Enter the amount allowed in pounds, before VAT').pipe(
    adjustLinesRequestSchema.shape.adjustments.element.shape.allowed,
  ),
  reason: adjustLinesRequestSchema.shape.adjustments.element.shape.reason,
});

export const recordInvoiceFormSchema = z.object({
  number: garageInvoiceRequestSchema.shape.number,
  date: garageInvoiceRequestSchema.shape.date,
  amount: pounds('Enter the invoice total in pounds, VAT included').pipe(garageInvoiceRequestSchema.shape.amount),
});

export { refusePrivacyRequestSchema };

const privacyRequest = recordPrivacyRequestSchema.shape;

/** A data request as staff type it: the choices start empty, and an empty e-mail is no account. */
export const recordPrivacyRequestFormSchema = z.object({
  kind: z.string().pipe(privacyRequest.kind),
  channel: z.string().pipe(privacyRequest.channel),
  requester: privacyRequest.requester,
  receivedOn: z.string().pipe(privacyRequest.receivedOn),
  customerEmail: z
    .string()
    .trim()
    .transform((email) => email || undefined)
    .pipe(privacyRequest.customerEmail),
  identityCheck: privacyRequest.identityCheck,
});

export { complaintNoteRequestSchema } from '@kestrel/domain/schemas/complaints';
export {
  arbiterDecisionFormSchema,
  finalResponseFormSchema,
  recordComplaintFormSchema,
} from './complaint-form-schemas';

/** Refusing a warranty transfer: the server's own schema. */
export { refuseTransferRequestSchema } from '@kestrel/domain/schemas/transfers';
