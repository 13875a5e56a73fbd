import { z } from '~/lib/zod-setup';
import { mileageSchema, modelsQuerySchema, purchaseVehicleSchema } from '@kestrel/domain/schemas/purchase';
import { registrationSchema } from '@kestrel/domain/schemas/vehicle';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { tidyMileage } from './typed-input';

/**
 * The vehicle forms' checks, field by field with the shared schemas (the server uses the same
 * ones). Loaded on first use, so Zod stays out of the pages' first load.
 */
export type Verdict<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };

type Rule = { schema: z.ZodType; whenEmpty?: string; tidy?: (raw: string) => string };

const field = purchaseVehicleSchema.shape;

const notInFuture = field.date_first_reg.refine((date) => date <= londonToday(), {
  error: 'The date of first registration cannot be in the future',
});

const rules = {
  reg_num: { schema: registrationSchema },
  mileage: { schema: mileageSchema, whenEmpty: 'Enter your current mileage', tidy: tidyMileage },
  make: { schema: field.make },
  model: { schema: field.model },
  fuel_type: { schema: field.fuel_type },
  date_first_reg: { schema: notInFuture, whenEmpty: 'Enter the date of first registration' },
  size: { schema: field.size },
  drive_type: { schema: field.drive_type },
  bhp: { schema: field.bhp },
  chosen_make: { schema: modelsQuerySchema.shape.make },
  chosen_model: { schema: z.string({ error: 'Choose a model' }).trim().min(1, 'Choose a model') },
} satisfies Record<string, Rule>;

type Name = keyof typeof rules;
type Output<N extends Name> = { [K in N]: z.output<(typeof rules)[K]['schema']> };

/** Each named field through its rule; an empty field is read as missing, never as 0. */
function validate<N extends Name>(values: Record<N, string>): Verdict<Output<N>> {
  const errors: Record<string, string> = {};
  const value: Record<string, unknown> = {};
  for (const name of Object.keys(values) as N[]) {
    const rule: Rule = rules[name];
    const raw = (rule.tidy ?? ((text: string) => text))(values[name]).trim();
    if (raw === '' && rule.whenEmpty) {
      errors[name] = rule.whenEmpty;
      continue;
    }
    const parsed = rule.schema.safeParse(raw === '' ? undefined : raw);
    if (parsed.success) value[name] = parsed.data;
    else errors[name] = parsed.error.issues[0]?.message ?? 'Check this answer';
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: value as Output<N> };
}

/** Step 1: registration and mileage (spec §5). */
export const validateVehicleStep = (values: { reg_num: string; mileage: string }) => validate(values);

/** /purchase/find-registration: make, model and mileage. */
export const validateFindRegistration = (values: { chosen_make: string; chosen_model: string; mileage: string }) =>
  validate(values);

/** Step 2 after a lookup: the mileage, and the power (the customer's when our record has none). */
export const validateMileageAndPower = (values: { mileage: string; bhp: string }) => validate(values);

export type ManualVehicleValues = {
  reg_num: string;
  make: string;
  model: string;
  fuel_type: string;
  date_first_reg: string;
  size: string;
  mileage: string;
  drive_type: string;
  bhp: string;
};

/** Step 2 typed by hand: every field of the purchase's vehicle (spec §3). */
export const validateManualVehicle = (values: ManualVehicleValues) => validate(values);
