import { ukLongDate } from '../uk/long-date';
import { groupDigits } from '../uk/numbers';

const miles = (count: number) => `${groupDigits(count)} miles`;

const CHECK_RECORD =
  'If you think the record is wrong, the DVSA can correct it: ask the garage that did the test to contact them.';

/** What each refusal tells the customer: what the DVSA's record shows, and what to do. */
export const motRefusalMessages = {
  mileageBelowRecord: (declared: number, reading: number, testDate: string) =>
    `You entered ${miles(declared)}, but the DVSA's MOT record shows ${miles(reading)} at the test on ` +
    `${ukLongDate(testDate)}. Please check the odometer and enter the mileage it shows today. ${CHECK_RECORD}`,
  motExpired: (expired: string) =>
    `The DVSA's MOT record shows this vehicle's MOT ran out on ${ukLongDate(expired)}, so we cannot cover it ` +
    'yet. Once it has passed a new MOT (the record updates within a day of the test), come back and get your quote.',
  noMot: (dueSince: string) =>
    `The DVSA has no MOT pass on record for this vehicle, which has needed one since ${ukLongDate(dueSince)}, ` +
    'so we cannot cover it yet. Once it has passed its MOT, come back and get your quote.',
  dangerousFail: (testDate: string) =>
    `The DVSA's MOT record shows this vehicle failed its test on ${ukLongDate(testDate)} with a dangerous ` +
    'defect and has not passed since. It should not be driven until it is repaired; once it has passed a ' +
    'retest, come back and get your quote.',
} as const;

/** Why a sale is refused on the DVSA's record. */
export const motRefusalCodes = ['dangerous-fail', 'mot-expired', 'mileage-below-record'] as const;
export type MotRefusalCode = (typeof motRefusalCodes)[number];

export const motFlags = ['readings-go-down', 'odometer-not-read', 'no-record', 'not-checked'] as const;
export type MotFlag = (typeof motFlags)[number];

/** How each flag reads to the staff in the back office. */
/**
 * A refusal as the staff read it on a warranty or a claim: what the record shows, not the
 * customer's "you entered… please check the odometer", which they cannot act on.
 */
export const motRefusalStaffLabels: Record<MotRefusalCode, string> = {
  'dangerous-fail': 'The last MOT test failed with a dangerous defect',
  'mot-expired': 'The MOT has expired',
  'mileage-below-record': "The mileage given at purchase is below the DVSA's latest recorded reading",
};

export const motFlagLabels: Record<MotFlag, string> = {
  'readings-go-down': 'Recorded mileage goes down between MOT tests: possible clocking',
  'odometer-not-read': 'Odometer unreadable or missing at the last MOT test',
  'no-record': 'No MOT record found at the DVSA',
  'not-checked': 'History not checked: the DVSA service was unavailable',
};
