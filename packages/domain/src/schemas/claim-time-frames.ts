import { z } from 'zod';
import { timeFrameIds } from '../claims/time-frames';

const timeFrameIdSchema = z.enum(timeFrameIds as ['garageContact', 'decision', 'payment']);

/** The claim time frames we promise and how we kept them, month by month (GET /api/admin/claims/time-frames). */
export const claimTimeFramesAnswerSchema = z.object({
  promises: z.array(z.object({ id: timeFrameIdSchema, workingDays: z.number().int(), text: z.string() })),
  figures: z.array(
    z.object({
      month: z.string().regex(/^\d{4}-\d{2}$/),
      frame: timeFrameIdSchema,
      due: z.number().int(),
      met: z.number().int(),
      missed: z.number().int(),
      share: z.number().nullable(),
    }),
  ),
});
export type ClaimTimeFramesAnswer = z.infer<typeof claimTimeFramesAnswerSchema>;
