import { describe, expect, it } from 'vitest';
import {
  ageInYears,
  impossibleDeclaredVehicle,
  unlikelyDeclaredVehicle,
  type DeclaredVehicle,
} from './declared-vehicle-checks';

const today = '2026-11-25';
const hatchback: DeclaredVehicle = {
  registration: 'AB19CDE',
  firstRegistered: '2019-04-10',
  mileage: 52_000,
  engineSize: 1598,
  bhp: 118,
  fuelType: 'petrol',
};

describe('ageInYears', () => {
  it.each([
    ['2025-11-25', 1],
    ['2016-11-25', 10],
    ['2026-11-25', 0],
    ['2027-01-01', 0],
  ])('first registered %s → %d years', (firstRegistered, years) => {
    expect(Math.round(ageInYears(firstRegistered, today))).toBe(years);
  });
});

describe('impossibleDeclaredVehicle', () => {
  it('refuses a plate newer than the first registration', () => {
    expect(impossibleDeclaredVehicle({ registration: 'ER19ABX', firstRegistered: '2004-03-01' })).toMatch(/March 2019/);
  });
  it('accepts a plate older than the vehicle', () => {
    expect(impossibleDeclaredVehicle({ registration: 'AB12CDE', firstRegistered: '2019-04-10' })).toBeNull();
  });
});

describe('unlikelyDeclaredVehicle', () => {
  it.each<[string, Partial<DeclaredVehicle>, string[]]>([
    ['an ordinary hatchback', {}, []],
    ['a new car with a few hundred miles', { firstRegistered: '2026-09-01', mileage: 300 }, []],
    ['a year-old car at 34,000 miles', { firstRegistered: '2025-11-01', mileage: 34_000 }, []],
    ['a year-old car at 90,000 miles', { firstRegistered: '2025-11-01', mileage: 90_000 }, ['mileage-high']],
    ['seven years and 400,000 miles', { mileage: 400_000 }, ['mileage-high']],
    ['seven years and 1,000 miles', { mileage: 1_000 }, ['mileage-low']],
    ['two years and 200 miles (too young to judge)', { firstRegistered: '2024-12-01', mileage: 200 }, []],
    ['500 bhp from 1.0 litre', { engineSize: 999, bhp: 500 }, ['engine-power']],
    ['20 bhp from 3.0 litres', { engineSize: 2993, bhp: 20 }, ['engine-power']],
    ['a 2.0 litre diesel van at 130 bhp', { engineSize: 1995, bhp: 130, fuelType: 'diesel' }, []],
    ['an electric car has no engine size to compare', { engineSize: 0, bhp: 400, fuelType: 'electric' }, []],
    ['a hot hatch at 320 bhp from 2.0 litres', { engineSize: 1984, bhp: 320 }, []],
    [
      'high mileage and an odd engine',
      { mileage: 600_000, engineSize: 999, bhp: 400 },
      ['mileage-high', 'engine-power'],
    ],
  ])('%s', (_, change, expected) => {
    expect(unlikelyDeclaredVehicle({ ...hatchback, ...change }, today).map((f) => f.detail)).toEqual(expected);
  });

  it('names the field to look at again and says what to check', () => {
    const [finding] = unlikelyDeclaredVehicle({ ...hatchback, engineSize: 999, bhp: 500 }, today);
    expect(finding).toEqual({
      detail: 'engine-power',
      field: 'bhp',
      message: '500 bhp from a 999 cc engine is unusual. Please check the engine size and power on the V5C logbook.',
    });
  });
});
