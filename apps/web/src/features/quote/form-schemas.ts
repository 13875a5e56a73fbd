import { z } from '~/lib/zod-setup';
import { planDateMessages, planStartProblem } from '@kestrel/domain/purchase/purchase-dates';
import { warrantyDataSchema } from '@kestrel/domain/schemas/purchase';
import { londonToday } from '@kestrel/domain/uk/london-date';

/**
 * Step 3's schema (spec §5): every field answered, then the date rules the server applies too
 * (planStartProblem, against today's UK date). Fetched on first use: the shared rules bring Zod.
 */
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) =>
  isoDate.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

const dateAnswer = (label: string) =>
  z.string().superRefine((value, context) => {
    if (!value) context.addIssue({ code: 'custom', message: `Enter the ${label}` });
    else if (!isRealDate(value)) context.addIssue({ code: 'custom', message: `Enter the ${label} as a real date` });
  });

export const warrantyDetailsSchema = z
  .object({
    planStartDate: dateAnswer('plan start date'),
    purchaseDate: dateAnswer('purchase date'),
    /** 'yes', 'no', or '' when not answered. */
    serviceHistory: z.enum(['yes', 'no'], { error: 'Answer Yes or No' }).transform((answer) => answer === 'yes'),
  })
  .superRefine((value, context) => {
    const problem = planStartProblem(
      { startDate: value.planStartDate, purchaseDate: value.purchaseDate },
      londonToday(),
    );
    if (!problem) return;
    const path = problem === planDateMessages.purchaseInFuture ? 'purchaseDate' : 'planStartDate';
    context.addIssue({ code: 'custom', message: problem, path: [path] });
  });

export type WarrantyDetailsValues = z.input<typeof warrantyDetailsSchema>;

/** Step 4: one plan chosen (spec §5 'Please select a plan'), the purchase's own rule for it. */
export const planChoiceSchema = z.object({ plan: warrantyDataSchema.shape.plan });
