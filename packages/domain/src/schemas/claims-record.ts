import { z } from 'zod';
import { declineReasonIds } from '../claims/decline-reasons';
import { timeFrameIds } from '../claims/time-frames';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const count = z.number().int().min(0);
const durationSchema = z.object({
  count,
  medianMinutes: z.number().int().nullable(),
  p90Minutes: z.number().int().nullable(),
});

/** One period's figures of the claims record (`RecordFigures`, claims/claims-record.ts). */
export const recordFiguresSchema = z.object({
  from: day,
  to: day,
  claimsMade: count,
  decided: count,
  decidedAutomatically: count,
  decidedByPerson: count,
  reversed: count,
  authorised: count,
  declined: count,
  declinedByReason: z.array(z.object({ reason: z.enum(declineReasonIds), count })),
  withdrawn: count,
  authorisedShare: z.number().nullable(),
  paid: count,
  estimateToDecision: durationSchema,
  invoiceToPayment: durationSchema,
  timeFrames: z.array(
    z.object({
      frame: z.enum(timeFrameIds as ['garageContact', 'decision', 'payment']),
      due: count,
      met: count,
      share: z.number().nullable(),
    }),
  ),
  complaintsReceived: count,
  complaintsUpheld: count,
  complaintsPartlyUpheld: count,
  complaintsNotUpheld: count,
});

/** GET /api/admin/claims/record: the claims record per week and per month, newest first. */
export const claimsRecordAnswerSchema = z.object({
  weeks: z.array(recordFiguresSchema),
  months: z.array(recordFiguresSchema),
  /** The figures the public page "How we handle claims" shows now. */
  published: z.object({
    lastMonth: recordFiguresSchema,
    lastTwelveMonths: recordFiguresSchema,
    computedAt: z.string(),
  }),
});
export type ClaimsRecordAnswer = z.infer<typeof claimsRecordAnswerSchema>;

/** GET /api/claims-record: the public page's figures, as the HTML the server puts in the page. */
export const publishedRecordAnswerSchema = z.object({ html: z.string() });
