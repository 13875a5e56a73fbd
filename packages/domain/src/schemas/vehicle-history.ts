import { z } from 'zod';
import { defectKinds } from '../vehicle-history/mot-history';
import { motFlags, motRefusalCodes } from '../vehicle-history/mot-messages';
import { mileageSchema } from './purchase';
import { registrationSchema } from './vehicle';

/*
 * Our answer about a vehicle's DVSA MOT history (DESIGN §8.3): what the vehicle step, the
 * dashboard and the back office read. The DVSA's own wire format is checked in the API's adapter.
 */
const isoDate = z.iso.date();
const miles = z.number().int().nonnegative();

export const odometerReadingSchema = z.discriminatedUnion('result', [
  z.object({
    result: z.literal('read'),
    miles,
    recorded: z.object({ value: z.number().int().nonnegative(), unit: z.enum(['mi', 'km']) }),
  }),
  z.object({ result: z.literal('unreadable') }),
  z.object({ result: z.literal('no-odometer') }),
]);

export const motDefectSchema = z.object({ text: z.string(), kind: z.enum(defectKinds), dangerous: z.boolean() });

export const motTestSchema = z.object({
  completedAt: z.string(),
  date: isoDate,
  result: z.enum(['passed', 'failed']),
  expiryDate: isoDate.nullable(),
  odometer: odometerReadingSchema,
  testNumber: z.string().nullable(),
  defects: z.array(motDefectSchema),
});

export const motHistorySchema = z.object({
  registration: z.string(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  firstUsedDate: isoDate.nullable(),
  motTestDueDate: isoDate.nullable(),
  tests: z.array(motTestSchema),
});

export const motStatusSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('valid'), expires: isoDate }),
  z.object({ status: z.literal('expired'), expired: isoDate.nullable(), dueSince: isoDate }),
  z.object({ status: z.literal('not-yet-due'), due: isoDate }),
]);

export const readingPointSchema = z.object({ date: isoDate, miles, drop: z.boolean() });

export const motVerdictSchema = z.object({
  decision: z.enum(['sold', 'refused']),
  refusals: z.array(z.object({ code: z.enum(motRefusalCodes), message: z.string() })),
  flags: z.array(z.enum(motFlags)),
  reading: readingPointSchema.nullable(),
  motStatus: motStatusSchema.nullable(),
});

/** The history check for one vehicle and declared mileage: the record (if any), the chart's points and the verdict. */
export const vehicleHistoryAnswerSchema = z.object({
  check: z.enum(['found', 'not-found', 'unavailable']),
  history: motHistorySchema.nullable(),
  points: z.array(readingPointSchema),
  verdict: motVerdictSchema,
});

export type VehicleHistoryAnswer = z.infer<typeof vehicleHistoryAnswerSchema>;

/** GET /api/vehicle/history: a registration, and the mileage to check against the record (optional). */
export const vehicleHistoryQuerySchema = z.strictObject({
  reg: registrationSchema,
  mileage: mileageSchema.optional(),
});
export type VehicleHistoryQuery = z.infer<typeof vehicleHistoryQuerySchema>;

/** What an order and its warranty keep of the check made when it was sold (DESIGN §8.3 "Records"). */
export const historyOutcomeSchema = z.object({
  check: z.enum(['found', 'not-found', 'unavailable']),
  decision: z.enum(['sold', 'refused']),
  flags: z.array(z.enum(motFlags)),
  reading: z.object({ date: isoDate, miles }).nullable(),
  motStatus: motStatusSchema.nullable(),
  checkedAt: z.iso.datetime(),
});
export type HistoryOutcome = z.infer<typeof historyOutcomeSchema>;

/**
 * A sold warranty's history: what the check said at the sale (null for a warranty sold before the
 * check existed) and the record as it reads now, against the mileage declared at the sale.
 */
export const warrantyHistoryAnswerSchema = z.object({
  registration: z.string(),
  declaredMileage: miles,
  atSale: historyOutcomeSchema.nullable(),
  current: vehicleHistoryAnswerSchema,
});
export type WarrantyHistoryAnswer = z.infer<typeof warrantyHistoryAnswerSchema>;
