import { z } from 'zod';
import { coverLevel, levelIds, planDurations, type LevelId, type PlanDuration } from '../catalogue/levels';
import type { RateTablesInput } from '../pricing/rates';
import { driveTypes, fuelTypes, vehicleTypes } from './vehicle';

/** The back office's prices (DESIGN §3 and §6): rate tables edited and published as versions. */

const priceMessage = 'A price is whole pounds between £1 and £10,000';
const factorMessage = 'A factor is a number between 0.1 and 5';
const upToMessage = 'A band ends at a whole number, 0 or more';

/** Pence, in whole pounds; null withdraws the plan from new quotes. */
const basePriceSchema = z
  .number({ error: priceMessage })
  .int(priceMessage)
  .multipleOf(100, priceMessage)
  .min(100, priceMessage)
  .max(1_000_000, priceMessage)
  .nullable();

const factorSchema = z.number({ error: factorMessage }).min(0.1, factorMessage).max(5, factorMessage);

/** A strict object's errors: what to send when it is missing, and which keys it does not know. */
const strictErrors = (missing: string, unknown: string) => ({
  error: (issue: { code: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys' ? `${unknown}: ${issue.keys?.join(', ') ?? ''}` : missing,
});

/**
 * An object with exactly these keys, each holding `value`: the catalogue decides which levels,
 * claim limits, durations, drives, fuels and vehicle types exist; the tables only price them.
 * A missing key is reported by `value` at the key's own path.
 */
function exactKeys<K extends string | number, S extends z.ZodType>(
  keys: readonly K[],
  value: S,
  errors: ReturnType<typeof strictErrors>,
) {
  const shape = Object.fromEntries(keys.map((key) => [String(key), value])) as Record<K, S>;
  return z.strictObject(shape, errors);
}

const pricesByMonths = exactKeys<PlanDuration, typeof basePriceSchema>(
  planDurations,
  basePriceSchema,
  strictErrors(
    `Give a price, or null, for each duration: ${planDurations.join(', ')} months`,
    'Not a duration of the catalogue',
  ),
);
const pricesOfLevel = (level: LevelId) => {
  const limits = coverLevel(level).claimLimits;
  return exactKeys(
    limits,
    pricesByMonths,
    strictErrors(`Give the prices of each claim limit: ${limits.join(', ')} pence`, 'Not a claim limit of this level'),
  );
};
const basePricesSchema = z.strictObject(
  Object.fromEntries(levelIds.map((level) => [level, pricesOfLevel(level)])) as Record<
    LevelId,
    ReturnType<typeof pricesOfLevel>
  >,
  strictErrors('Give the base prices', 'Not a cover level of the catalogue'),
);

const factors = <K extends string>(keys: readonly K[], what: string) =>
  exactKeys(keys, factorSchema, strictErrors(`Give a factor for each ${what}: ${keys.join(', ')}`, `Not a ${what}`));

const bandSchema = z.strictObject({
  upTo: z.number({ error: upToMessage }).int(upToMessage).min(0, upToMessage).nullable(),
  factor: factorSchema,
});

/** 1 to 10 bands, going up, the last one open-ended ("everything above"). */
const bandsSchema = z
  .array(bandSchema, { error: 'Give the bands as a list' })
  .min(1, 'Give at least one band')
  .max(10, 'Give at most 10 bands')
  .superRefine((bands, ctx) => {
    bands.forEach((band, index) => {
      const last = index === bands.length - 1;
      const previous = bands[index - 1]?.upTo;
      if (last && band.upTo !== null) {
        ctx.addIssue({ code: 'custom', path: [index, 'upTo'], message: 'The last band has no upper limit' });
      } else if (!last && band.upTo === null) {
        ctx.addIssue({ code: 'custom', path: [index, 'upTo'], message: 'Only the last band has no upper limit' });
      } else if (band.upTo !== null && typeof previous === 'number' && band.upTo <= previous) {
        ctx.addIssue({ code: 'custom', path: [index, 'upTo'], message: 'Bands must go up in order' });
      }
    });
  });

/** Rate tables as staff send them: no version (the database numbers each published change). */
export const rateTablesInputSchema: z.ZodType<RateTablesInput> = z.strictObject(
  {
    basePrices: basePricesSchema,
    engineSizeCc: bandsSchema,
    bhp: bandsSchema,
    ageYears: bandsSchema,
    mileage: bandsSchema,
    drive: factors(driveTypes, 'drive type'),
    fuel: factors(fuelTypes, 'fuel type'),
    vehicleType: factors(vehicleTypes, 'vehicle type'),
  },
  strictErrors('Send the rate tables', 'Not part of the rate tables'),
);

// --- Versions ----------------------------------------------------------------------------------

/** One published version. Version 1 is the built-in default: no note, date or author. */
export const priceVersionSchema = z.object({
  version: z.number().int().min(1),
  note: z.string().nullable(),
  createdAt: z.iso.datetime().nullable(),
  createdBy: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
});
export type PriceVersion = z.infer<typeof priceVersionSchema>;

/** GET /api/admin/prices: the version new quotes use, with its tables, and every version, newest first. */
export const pricesAnswerSchema = z.object({
  current: priceVersionSchema.extend({ tables: rateTablesInputSchema }),
  versions: z.array(priceVersionSchema),
});
export type PricesAnswer = z.infer<typeof pricesAnswerSchema>;

// --- Preview and publish -----------------------------------------------------------------------

export const pricePreviewRequestSchema = z.strictObject({ tables: rateTablesInputSchema });

export const pricePreviewRowSchema = z.object({
  vehicle: z.string(),
  planId: z.string(),
  plan: z.string(),
  /** Pence; null when the vehicle may not buy the level or the plan is not sold. */
  current: z.number().int().nullable(),
  proposed: z.number().int().nullable(),
});

/** `basedOn`: the version the current prices of the preview come from. */
export const pricePreviewAnswerSchema = z.object({
  basedOn: z.number().int(),
  rows: z.array(pricePreviewRowSchema),
});
export type PricePreviewAnswer = z.infer<typeof pricePreviewAnswerSchema>;

/**
 * `basedOn` is the version the editor started from: publishing is refused when another change
 * was published meanwhile, so nobody overwrites a colleague's prices without seeing them.
 */
export const publishPricesRequestSchema = z.strictObject({
  tables: rateTablesInputSchema,
  note: z
    .string({ error: 'Say what changed and why' })
    .trim()
    .min(5, 'Say what changed and why')
    .max(500, 'Keep the note under 500 characters'),
  basedOn: z.number({ error: 'Say which version you edited' }).int().min(1, 'Say which version you edited'),
});
export type PublishPricesRequest = z.infer<typeof publishPricesRequestSchema>;

/** The version just published. */
export const publishPricesAnswerSchema = priceVersionSchema;
