import { z } from 'zod';
import { failureCauses, partCodes, type Estimate, type EstimateLine, type PartCode } from '../claims/estimate';
import { calendarDateSchema, hoursSchema, penceSchema, textSchema, vatNumberSchema } from './claim-fields';

/**
 * What the garage sends through its private link (DESIGN §8.1 "The garage"): its diagnosis and
 * itemised estimate, then its invoice. Money is whole pence ex VAT; the lines are an array, one
 * object per row of the estimate form's field array, told apart by `kind`.
 */

const description = textSchema('Describe the line', 200, "A line's description");
const partSchema = z.enum(partCodes as [PartCode, ...PartCode[]], {
  error: 'Choose the part from the list, or "Not listed"',
});
const causeSchema = z.enum(failureCauses, { error: 'Choose what caused the failure' }).default('sudden-failure');
const ratePerHour = penceSchema('Enter the hourly rate', 0, 100_000);

export const partLineSchema = z.strictObject({
  kind: z.literal('part'),
  description,
  part: partSchema,
  cause: causeSchema,
  quantity: z
    .number({ error: 'Enter the quantity' })
    .int('Enter the quantity as a whole number')
    .min(1, 'Enter a quantity of at least 1')
    .max(99, 'Enter a quantity of at most 99'),
  unitPrice: penceSchema('Enter the price of one, before VAT', 0, 10_000_000),
});

export const labourLineSchema = z.strictObject({
  kind: z.literal('labour'),
  description,
  part: partSchema,
  cause: causeSchema,
  hours: hoursSchema('Enter the labour hours', 100),
  ratePerHour,
});

export const diagnosisLineSchema = z.strictObject({
  kind: z.literal('diagnosis'),
  description,
  hours: hoursSchema('Enter the diagnosis hours', 24),
  ratePerHour,
});

export const carHireLineSchema = z.strictObject({
  kind: z.literal('car-hire'),
  description,
  days: z
    .number({ error: 'Enter the days of car hire' })
    .int('Enter the days as a whole number')
    .min(1, 'Enter at least 1 day')
    .max(60, 'Enter at most 60 days'),
  ratePerDay: penceSchema('Enter the daily rate', 0, 100_000),
});

export const onwardTravelLineSchema = z.strictObject({
  kind: z.literal('onward-travel'),
  description,
  amount: penceSchema('Enter the amount', 1, 1_000_000),
});

export const estimateLineSchema = z.discriminatedUnion(
  'kind',
  [partLineSchema, labourLineSchema, diagnosisLineSchema, carHireLineSchema, onwardTravelLineSchema],
  { error: 'Choose what the line is: a part, labour, diagnosis, car hire or onward travel' },
);

/** POST the garage's estimate: what it found, the lines, its VAT registration. */
export const garageEstimateRequestSchema = z.strictObject({
  diagnosis: textSchema('Say what you found when you diagnosed the fault', 4000, 'The diagnosis'),
  lines: z
    .array(estimateLineSchema, { error: 'Add the lines of the estimate' })
    .min(1, 'Add at least one line to the estimate')
    .max(50, 'An estimate has at most 50 lines'),
  vatNumber: vatNumberSchema,
});
export type GarageEstimateRequest = z.infer<typeof garageEstimateRequestSchema>;

/** The estimate as `assessClaim` reads it. */
export function estimateOf(request: GarageEstimateRequest): Estimate {
  return { vatNumber: request.vatNumber, lines: request.lines };
}

/** POST the garage's invoice (the document itself is uploaded as a file). */
export const garageInvoiceRequestSchema = z.strictObject({
  number: textSchema('Enter the invoice number', 50, 'The invoice number'),
  date: calendarDateSchema('Enter the date of the invoice'),
  /** Pence, VAT included. */
  amount: penceSchema('Enter the invoice total, VAT included', 1, 10_000_000),
});
export type GarageInvoiceRequest = z.infer<typeof garageInvoiceRequestSchema>;

// The schemas produce exactly the domain's types: a change to either fails the typecheck here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const linesMatch: Same<z.infer<typeof estimateLineSchema>, EstimateLine> = true;
void linesMatch;
