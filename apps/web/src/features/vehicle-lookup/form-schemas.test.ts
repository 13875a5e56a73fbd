import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  findRegistrationSchema,
  instantPriceSchema,
  manualVehicleSchema,
  vehicleStepSchema,
  type ManualVehicleValues,
} from './form-schemas';

/** What a form shows: the value handed on, or the first message of each field (as the zod resolver gives them). */
function verdict<S extends z.ZodType>(schema: S, values: z.input<S>) {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return { ok: false, errors };
}
const validateVehicleStep = (values: z.input<typeof vehicleStepSchema>) => verdict(vehicleStepSchema, values);
const validateFindRegistration = (values: z.input<typeof findRegistrationSchema>) =>
  verdict(findRegistrationSchema, values);
const validateManualVehicle = (values: ManualVehicleValues) => verdict(manualVehicleSchema, values);

const typed: ManualVehicleValues = {
  reg_num: 'ab12 cde',
  make: 'Ford',
  model: 'Focus',
  fuel_type: 'petrol',
  date_first_reg: '2015-06-01',
  size: '1596',
  mileage: '60,000',
  drive_type: '2WD',
  bhp: '123',
};

describe('vehicle forms', () => {
  it('refuses a first registration before the plate was issued, and accepts an older plate on a newer car', () => {
    expect(validateManualVehicle({ ...typed, reg_num: 'er19 abx', date_first_reg: '2004-03-15' })).toEqual({
      ok: false,
      errors: {
        date_first_reg:
          'The registration ER19ABX was first issued in March 2019, so the vehicle cannot have been first registered before then. Please check the date on the V5C logbook.',
      },
    });
    expect(validateManualVehicle({ ...typed, reg_num: 'ab02 cde' }).ok).toBe(true);
  });

  it('step 1 reads the registration as the DVLA writes it and the mileage as a number', () => {
    expect(validateVehicleStep({ reg_num: 'ab12 cde', mileage: '45,000' })).toEqual({
      ok: true,
      value: { reg_num: 'AB12CDE', mileage: 45000 },
    });
  });

  it.each([
    [
      { reg_num: '', mileage: '' },
      { reg_num: 'Enter your registration', mileage: 'Enter your current mileage' },
    ],
    [
      { reg_num: 'NOT A REG', mileage: 'lots' },
      {
        reg_num: 'Enter a valid UK registration, for example AB12 CDE',
        mileage: 'Enter your current mileage as a number',
      },
    ],
    [{ reg_num: 'AB12CDE', mileage: '12.5' }, { mileage: 'Enter your mileage as a whole number of miles' }],
    [{ reg_num: 'AB12CDE', mileage: '1000000' }, { mileage: 'Enter a mileage under 1,000,000' }],
  ])('step 1 refuses %j', (values, errors) => {
    expect(validateVehicleStep(values)).toEqual({ ok: false, errors });
  });

  it('find-registration needs a make and a model', () => {
    expect(validateFindRegistration({ chosen_make: '', chosen_model: '', mileage: '10' })).toEqual({
      ok: false,
      errors: { chosen_make: 'Choose a make', chosen_model: 'Choose a model' },
    });
  });

  it('takes a vehicle typed by hand, numbers as numbers', () => {
    expect(validateManualVehicle(typed)).toEqual({
      ok: true,
      value: { ...typed, reg_num: 'AB12CDE', size: 1596, mileage: 60000, bhp: 123 },
    });
  });

  it('never reads an empty number as 0, and names every missing field', () => {
    const empty = Object.fromEntries(Object.keys(typed).map((name) => [name, ''])) as ManualVehicleValues;
    const verdict = validateManualVehicle(empty);
    expect(verdict.ok).toBe(false);
    if (verdict.ok) return;
    expect(verdict.errors).toEqual({
      reg_num: 'Enter your registration',
      make: 'Enter the make',
      model: 'Enter the model',
      fuel_type: 'Choose the fuel type',
      date_first_reg: 'Enter the date of first registration',
      size: 'Enter the engine size in cc',
      mileage: 'Enter your current mileage',
      drive_type: 'Choose 2WD or 4x4',
      bhp: 'Enter the power in bhp',
    });
  });

  it('refuses a first registration in the future', () => {
    const verdict = validateManualVehicle({ ...typed, date_first_reg: '2999-01-01' });
    expect(verdict).toEqual({
      ok: false,
      errors: { date_first_reg: 'The date of first registration cannot be in the future' },
    });
  });
});

describe('the instant price form', () => {
  const invalidReg = 'Enter a valid UK registration, for example AB12 CDE';
  it.each([
    ['', '', 'Enter your registration', 'Enter your current mileage'],
    ['A1B2C3', 'lots', invalidReg, 'Enter your mileage as a whole number of miles'],
    ['RE24HCV', '1,000,000', null, 'Enter a mileage under 1,000,000'],
  ])('%j with %j is refused with the messages it has always shown', (reg, mileage, regError, mileageError) => {
    const errors = { ...(regError ? { reg: regError } : {}), mileage: mileageError };
    expect(verdict(instantPriceSchema, { reg, mileage })).toEqual({ ok: false, errors });
  });

  it('hands on the registration normalised and the mileage as a number', () => {
    expect(verdict(instantPriceSchema, { reg: 're24 hcv', mileage: '9,600 miles' })).toEqual({
      ok: true,
      value: { reg: 'RE24HCV', mileage: 9600 },
    });
  });
});
