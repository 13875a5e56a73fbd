import type { LevelId } from '../catalogue/levels';
import type { WarrantyAtFault } from './assess-claim';
import type {
  CarHireLine,
  DiagnosisLine,
  FailureCause,
  LabourLine,
  OnwardTravelLine,
  PartCode,
  PartLine,
} from './estimate';

/** Builders for the claims tests: short lines, and one warranty to vary. */

/** Cover 1 January to 31 December 2026; the fault on 1 June at 40,000 miles. */
export const warrantyAtFault: WarrantyAtFault = {
  startDate: '2026-01-01',
  expiryDate: '2026-12-31',
  faultDate: '2026-06-01',
  mileageAtFault: 40_000,
};

/** A valid GB VAT number (older series) and an invalid one (wrong check digits). */
export const VAT_NUMBER = 'GB980780684';
export const BAD_VAT_NUMBER = 'GB123456789';

export const part = (
  part: PartCode,
  quantity: number,
  unitPrice: number,
  cause: FailureCause = 'sudden-failure',
): PartLine => ({
  kind: 'part',
  description: `Supply ${part}`,
  part,
  cause,
  quantity,
  unitPrice,
});

export const labour = (
  part: PartCode,
  hours: number,
  ratePerHour: number,
  cause: FailureCause = 'sudden-failure',
): LabourLine => ({
  kind: 'labour',
  description: `Fit ${part}`,
  part,
  cause,
  hours,
  ratePerHour,
});

export const diagnosis = (hours: number, ratePerHour: number): DiagnosisLine => ({
  kind: 'diagnosis',
  description: 'Find the fault',
  hours,
  ratePerHour,
});

export const carHire = (days: number, ratePerDay: number): CarHireLine => ({
  kind: 'car-hire',
  description: 'Courtesy car',
  days,
  ratePerDay,
});

export const onwardTravel = (amount: number): OnwardTravelLine => ({
  kind: 'onward-travel',
  description: 'Train home',
  amount,
});

export const plan = (level: LevelId, pounds: number) => ({ level, claimLimit: pounds * 100 });
