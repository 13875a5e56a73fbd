import { z } from '~/lib/zod-setup';
import { mileageProblem } from '@kestrel/domain/purchase/vehicle-rules';
import { mileageSchema, modelsQuerySchema, purchaseVehicleSchema } from '@kestrel/domain/schemas/purchase';
import { registrationSchema } from '@kestrel/domain/schemas/vehicle';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { plateAgeProblem } from '@kestrel/domain/uk/plate-age';
import { tidyMileage } from './typed-input';

/**
 * The vehicle forms' schemas, field by field from the shared ones (the server uses the same).
 * Each box holds text: an empty one is read as missing, never as 0. Fetched on first use, so Zod
 * stays out of the pages' first load.
 */
function answer<S extends z.ZodType>(
  schema: S,
  { whenEmpty, tidy }: { whenEmpty?: string; tidy?: (raw: string) => string } = {},
) {
  const then = (
    whenEmpty ? z.string({ error: whenEmpty }).pipe(schema as z.ZodType<unknown, string>) : schema
  ) as z.ZodType<z.output<S>, string | undefined>;
  return z
    .string()
    .transform((text) => (tidy ? tidy(text) : text).trim() || undefined)
    .pipe(then);
}

const field = purchaseVehicleSchema.shape;

const fields = {
  reg_num: answer(registrationSchema),
  mileage: answer(mileageSchema, { whenEmpty: 'Enter your current mileage', tidy: tidyMileage }),
  make: answer(field.make),
  model: answer(field.model),
  fuel_type: answer(field.fuel_type),
  date_first_reg: answer(
    field.date_first_reg.refine((date) => date <= londonToday(), {
      error: 'The date of first registration cannot be in the future',
    }),
    { whenEmpty: 'Enter the date of first registration' },
  ),
  size: answer(field.size),
  drive_type: answer(field.drive_type),
  bhp: answer(field.bhp),
  chosen_make: answer(modelsQuerySchema.shape.make),
  chosen_model: answer(z.string({ error: 'Choose a model' }).trim().min(1, 'Choose a model')),
};

/** Step 1: registration and mileage (spec §5). */
export const vehicleStepSchema = z.object({ reg_num: fields.reg_num, mileage: fields.mileage });

/**
 * The public pages' instant price: step 1's two answers, under the names of the query it sends (and
 * of step 1's link, where the form goes without JavaScript).
 */
export const instantPriceSchema = z.object({
  reg: fields.reg_num,
  // The instant price has always called any mileage not in digits "not a whole number of miles":
  // the domain's mileageProblem says so, with step 1's messages for a missing or too high one.
  mileage: z
    .string()
    .transform((text) => tidyMileage(text).trim())
    .superRefine((miles, context) => {
      const problem = mileageProblem(miles);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    })
    .transform(Number),
});

/** /purchase/find-registration: make, model and mileage. */
export const findRegistrationSchema = z.object({
  chosen_make: fields.chosen_make,
  chosen_model: fields.chosen_model,
  mileage: fields.mileage,
});

/** Step 2 after a lookup: the mileage, and the power (the customer's when our record has none). */
export const mileageAndPowerSchema = z.object({ mileage: fields.mileage, bhp: fields.bhp });

/**
 * Step 2 typed by hand: every field of the purchase's vehicle (spec §3). A plate may make a vehicle
 * look older, never newer: the date of first registration cannot come before the plate was issued
 * (the server refuses it too).
 */
export const manualVehicleSchema = z
  .object({
    reg_num: fields.reg_num,
    make: fields.make,
    model: fields.model,
    fuel_type: fields.fuel_type,
    date_first_reg: fields.date_first_reg,
    size: fields.size,
    mileage: fields.mileage,
    drive_type: fields.drive_type,
    bhp: fields.bhp,
  })
  .superRefine((vehicle, context) => {
    const problem = plateAgeProblem(vehicle.reg_num, vehicle.date_first_reg);
    if (problem) context.addIssue({ code: 'custom', path: ['date_first_reg'], message: problem });
  });

export type ManualVehicleValues = z.input<typeof manualVehicleSchema>;
