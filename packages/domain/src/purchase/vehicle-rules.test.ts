import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mileageSchema } from '../schemas/purchase';
import { registrationSchema } from '../schemas/vehicle';
import { MAX_MILEAGE, mileageProblem, registrationProblem, vehicleMessages } from './vehicle-rules';

describe('mileageProblem', () => {
  it.each([
    ['', 'Enter your current mileage'],
    ['12.5', 'Enter your mileage as a whole number of miles'],
    ['-3', 'Enter your mileage as a whole number of miles'],
    ['1000000', 'Enter a mileage under 1,000,000'],
    ['999999', null],
    ['0', null],
    ['45000', null],
  ])('%j → %j', (miles, problem) => {
    expect(mileageProblem(miles)).toBe(problem);
  });

  it('agrees with the shared schema on every whole number typed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_MILEAGE * 3 }), (miles) => {
        const schema = mileageSchema.safeParse(String(miles));
        expect(mileageProblem(String(miles))).toBe(schema.success ? null : schema.error.issues[0]?.message);
      }),
    );
  });
});

describe('registrationProblem', () => {
  it.each([
    ['', 'Enter your registration'],
    ['AB12CDEX', 'Enter a valid UK registration, for example AB12 CDE'],
    ['A1B2C3', 'Enter a valid UK registration, for example AB12 CDE'],
    ['AB12CDE', null],
  ])('%j → %j', (registration, problem) => {
    expect(registrationProblem(registration)).toBe(problem);
    const schema = registrationSchema.safeParse(registration);
    expect(schema.success ? null : schema.error.issues[0]?.message).toBe(problem);
  });

  it('says the mileage limit in the words the pages always used', () => {
    expect(vehicleMessages.mileageTooHigh).toBe('Enter a mileage under 1,000,000');
  });
});
