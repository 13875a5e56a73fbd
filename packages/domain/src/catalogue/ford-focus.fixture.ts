/**
 * The tests' everyday car: a 1.6 petrol Ford Focus, as the vehicle-data emulator knows AB12CDE and as
 * the browser tests type a vehicle in by hand.
 */
export const fordFocus = {
  make: 'FORD',
  model: 'FOCUS',
  fuelType: 'petrol',
  driveType: '2WD',
  engineSize: 1596,
  bhp: 123,
} as const;
