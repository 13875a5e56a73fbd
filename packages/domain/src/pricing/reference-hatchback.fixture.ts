import type { PricedVehicle } from './price';

/** The pricing tests' car: every factor 1 under the default rates (2.0 litre, 148 bhp, 5 years, 60,000 miles). */
export const hatchback: PricedVehicle = {
  engineSize: 1995,
  bhp: 148,
  driveType: '2WD',
  fuelType: 'petrol',
  vehicleType: 'car',
  registeredDate: '2021-09-01',
  mileage: 60_000,
};
