/** The tests' vehicles, each as the vehicle-data emulator knows it, so every test means the same car. */

/** A 1.6 petrol Ford Focus: AB12CDE in the emulator, and the browser tests' vehicle typed by hand. */
export const fordFocus = {
  make: 'FORD',
  model: 'FOCUS',
  fuelType: 'petrol',
  driveType: '2WD',
  engineSize: 1596,
  bhp: 123,
} as const;

/** HG18LOP, a Renault Trafic van, as the browser keeps a looked-up vehicle (its mileage aside). */
export const renaultTrafic = {
  regNumber: 'HG18LOP',
  make: 'RENAULT',
  model: 'TRAFIC',
  fuelType: 'diesel',
  driveType: '2WD',
  engineSize: 1598,
  bhp: 118,
  registeredDate: '2018-04-04',
  vehicleType: 'van',
  verified: true,
} as const;

/** GX22RTU, a Kia Niro hybrid, as the details page sends it in an order (spec §3's field names). */
export const kiaNiro = {
  reg_num: 'GX22RTU',
  make: 'KIA',
  model: 'NIRO',
  fuel_type: 'hybrid',
  date_first_reg: '2022-04-25',
  size: 1580,
  mileage: 21_800,
  drive_type: '2WD' as const,
  bhp: 139,
};
