import { formatPence } from '../pricing/money';
import { groupDigits } from '../uk/numbers';

/**
 * Why the rules allow less than a line asks (DESIGN §8.1 "The assessment"): a code the API and the
 * back office can act on, and a sentence the customer and the garage can read. Every reason is
 * here, so the letters and the screens never word one differently.
 */
export const lineReasonCodes = [
  'not-covered-at-level',
  'not-listed-on-safe',
  'consumable',
  'servicing',
  'accident-damage',
  'consequential-damage',
  'wear-and-tear-not-covered',
  'wear-and-tear-over-mileage',
  'item-period-ended',
  'item-count-limit',
  'item-limit',
  'labour-rate-capped',
  'diagnosis-not-included',
  'diagnosis-fault-not-covered',
  'diagnosis-over-allowance',
  'benefit-needs-covered-repair',
  'car-hire-days',
  'car-hire-rate',
  'onward-travel-limit',
  'adjusted',
] as const;
export type LineReasonCode = (typeof lineReasonCodes)[number];

export interface LineReason {
  code: LineReasonCode;
  message: string;
}

const reason = (code: LineReasonCode, message: string): LineReason => ({ code, message });
const miles = (n: number) => groupDigits(n);
/** "1 hour", "1.5 hours": hours in words, for the reasons and the automatic decision's. */
export const hoursInWords = (n: number) => (n === 1 ? '1 hour' : `${n} hours`);
const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

export const lineReasons = {
  notCoveredAtLevel: (part: string, level: string) =>
    reason('not-covered-at-level', `${part} is not covered at ${level} level.`),
  notListedOnSafe: () =>
    reason('not-listed-on-safe', 'Safe covers the listed parts only, and this part is not one of them.'),
  consumable: () =>
    reason(
      'consumable',
      'Consumable items such as tyres, brake pads and discs, wiper blades and bulbs are normal running costs and are never covered.',
    ),
  servicing: () => reason('servicing', 'Routine servicing is never covered.'),
  accident: () => reason('accident-damage', 'Accident damage is a matter for your motor insurance, not the warranty.'),
  consequential: () =>
    reason(
      'consequential-damage',
      'Damage caused by another failure, or by driving on after a warning, is not covered.',
    ),
  wearNotCovered: (level: string) =>
    reason('wear-and-tear-not-covered', `Wear and tear is covered on Supreme only, and this warranty is ${level}.`),
  wearOverMileage: (limit: number, atFault: number) =>
    reason(
      'wear-and-tear-over-mileage',
      `Wear and tear is covered up to ${miles(limit)} miles, and the vehicle had covered ${miles(atFault)} miles at the fault.`,
    ),
  itemPeriodEnded: (item: string, months: number) =>
    reason('item-period-ended', `${item} is covered for the first ${months} months of cover only.`),
  itemCountLimit: (item: string, most: number) =>
    reason('item-count-limit', `${item} is covered for at most ${most} in one claim.`),
  itemLimit: (item: string, limit: number) =>
    reason('item-limit', `${item} is covered up to ${formatPence(limit)} a claim, before VAT.`),
  labourRateCapped: (cap: number) =>
    reason('labour-rate-capped', `Labour is paid at up to ${formatPence(cap)} an hour before VAT at this level.`),
  diagnosisNotIncluded: (level: string) =>
    reason('diagnosis-not-included', `${level} does not include diagnosis, so finding the fault is paid by you.`),
  diagnosisFaultNotCovered: () =>
    reason(
      'diagnosis-fault-not-covered',
      'Diagnosis is paid only when it finds a fault the warranty covers, and this estimate has no covered repair.',
    ),
  diagnosisOverAllowance: (allowance: number) =>
    reason('diagnosis-over-allowance', `Your level includes up to ${hoursInWords(allowance)} of diagnosis.`),
  benefitNeedsCoveredRepair: (benefit: string) =>
    reason(
      'benefit-needs-covered-repair',
      `${benefit} is paid only while the vehicle is off the road for a covered repair.`,
    ),
  carHireDays: (most: number) => reason('car-hire-days', `Car hire is paid for up to ${days(most)} at your level.`),
  carHireRate: (perDay: number) => reason('car-hire-rate', `Car hire is paid at up to ${formatPence(perDay)} a day.`),
  onwardTravelLimit: (total: number) =>
    reason('onward-travel-limit', `Onward travel or an overnight stay is paid up to ${formatPence(total)}.`),
  adjusted: (note: string) => reason('adjusted', `Lowered by the claims team: ${note}`),
} as const;
