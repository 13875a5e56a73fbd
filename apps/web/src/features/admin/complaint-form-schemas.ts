import { z } from '~/lib/zod-setup';
import {
  arbiterDecisionRequestSchema,
  finalResponseRequestSchema,
  recordComplaintRequestSchema,
} from '@kestrel/domain/schemas/complaints';
import { poundsToPence } from '~/lib/pounds';

/**
 * The complaints team's forms (docs/complaints.md) as staff fill them: every field a string, the
 * empty ones read as absent, money typed in pounds and sent in pence, then checked by the server's
 * own request schema, so its messages land on the same fields.
 */

// What the form hands the request schema, which then checks each value (a choice left empty, say).
type RecordIn = z.input<typeof recordComplaintRequestSchema>;
type FinalResponseIn = z.input<typeof finalResponseRequestSchema>;
type ArbiterDecisionIn = z.input<typeof arbiterDecisionRequestSchema>;

const optional = (text: string) => (text.trim() === '' ? undefined : text);

/** A sum typed in pounds ("£50", "1,250.00") as pence, or an issue on `field`; absent when empty. */
function penceOf(text: string, field: string, message: string, context: z.RefinementCtx): number | undefined {
  if (text.trim() === '') return undefined;
  const pence = poundsToPence(text);
  if (pence === null) {
    context.addIssue({ code: 'custom', path: [field], message });
    return undefined;
  }
  return pence;
}

/** A complaint that came by phone, e-mail or letter; the claim number only for a claim decision. */
export const recordComplaintFormSchema = z
  .object({
    channel: z.string(),
    email: z.string(),
    subject: z.string(),
    claimReference: z.string(),
    receivedOn: z.string(),
    description: z.string(),
  })
  .transform(
    (form) =>
      ({
        channel: form.channel,
        email: form.email,
        subject: form.subject,
        claimReference: form.subject === 'claim-decision' ? optional(form.claimReference) : undefined,
        receivedOn: optional(form.receivedOn),
        description: form.description,
      }) as RecordIn,
  )
  .pipe(recordComplaintRequestSchema);

const paymentMessage = 'Enter the payment in pounds, for example 50.00';

/** Our final response: a complaint not upheld sends no redress, whatever was typed before the outcome changed. */
export const finalResponseFormSchema = z
  .object({ outcome: z.string(), reasons: z.string(), redress: z.string(), redressPence: z.string() })
  .transform((form, context) => {
    const redressed = form.outcome !== 'not-upheld';
    return {
      outcome: form.outcome,
      reasons: form.reasons,
      redress: redressed ? optional(form.redress) : undefined,
      redressPence: redressed ? penceOf(form.redressPence, 'redressPence', paymentMessage, context) : undefined,
    } as FinalResponseIn;
  })
  .pipe(finalResponseRequestSchema);

const amountMessage = 'Enter the amount in pounds, VAT included, for example 768.00';

/** The arbiter's decision: an amount only for the customer. */
export const arbiterDecisionFormSchema = z
  .object({ decision: z.string(), note: z.string(), amount: z.string() })
  .transform(
    (form, context) =>
      ({
        decision: form.decision,
        note: form.note,
        amount: form.decision === 'for-customer' ? penceOf(form.amount, 'amount', amountMessage, context) : undefined,
      }) as ArbiterDecisionIn,
  )
  .pipe(arbiterDecisionRequestSchema);
