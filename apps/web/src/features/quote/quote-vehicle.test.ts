import { describe, expect, it } from 'vitest';
import { emptyVehicleDetails, type VehicleDetails } from '~/lib/state/slices';
import { levelVerdicts, planQueryOf, vehicleReadiness } from './quote-vehicle';
import { fordFocus } from '@kestrel/domain/catalogue/test-vehicles.fixture';

const focus: VehicleDetails = {
  regNumber: 'AB12CDE',
  milage: 84_000,
  ...fordFocus,
  registeredDate: '2012-03-15',
};

describe('the stored vehicle on the quote pages', () => {
  it.each([
    ['nothing stored', emptyVehicleDetails, 'none'],
    ['step 1 only', { ...emptyVehicleDetails, regNumber: 'AB12CDE', milage: 84_000 }, 'partial'],
    ['step 2 done', focus, 'ready'],
  ] as const)('%s is %s', (_name, vehicle, readiness) => {
    expect(vehicleReadiness(vehicle)).toBe(readiness);
  });

  it.each([
    // [registered, mileage, Safe, Secure, Supreme]
    ['2023-05-10', 20_000, true, true, true],
    ['2019-11-23', 70_000, true, true, true], // exactly 7 years and 70,000 miles
    ['2019-11-22', 70_000, true, true, true], // 7 years and a day: 7 whole years
    ['2018-11-22', 70_001, true, true, false], // 8 years, one mile over
    ['2018-03-15', 82_000, true, true, false],
    ['2012-03-15', 120_000, true, false, false],
  ] as const)('registered %s with %i miles', (registeredDate, mileage, safe, secure, supreme) => {
    const verdicts = levelVerdicts({ registeredDate, mileage }, '2026-11-23');
    expect(verdicts.map((v) => v.eligible)).toEqual([safe, secure, supreme]);
  });

  it('says why a level is not available, as the server does', () => {
    const [, secure] = levelVerdicts({ registeredDate: '2012-03-15', mileage: 120_000 }, '2026-11-23');
    expect(secure).toMatchObject({
      eligible: false,
      reason:
        'Secure is not available: it covers vehicles up to 10 years old and yours is 14, and it covers up to 100,000 miles and yours has 120,000.',
    });
  });

  it('asks for plans with the vehicle figures, its fuel, type and registration when known', () => {
    expect(planQueryOf({ ...focus, vehicleType: 'car' })?.toString()).toBe(
      'engineSize=1596&bhp=123&driveType=2WD&mileage=84000&dateFirstReg=2012-03-15&fuelType=petrol&vehicleType=car&reg=AB12CDE',
    );
    expect(planQueryOf({ ...focus, bhp: null })).toBeNull();
  });
});
