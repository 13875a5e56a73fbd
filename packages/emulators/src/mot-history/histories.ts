import { createHash } from 'node:crypto';
import { emulatedVehicles, type EmulatedVehicle } from '../ukvd/vehicles';
import { addDays, addYears, daysBetween } from '@kestrel/domain/dates/calendar-date';
import type { DvsaDefect, DvsaMotTest, DvsaVehicle } from './wire';

/*
 * The emulator's data set: an MOT history for every registration of the vehicle-data emulator
 * (packages/emulators/src/ukvd/vehicles.ts), built from its first registration and typical
 * mileage relative to today, so that it never goes stale:
 *
 * - a vehicle under 3 years old has no tests and a `motTestDueDate`;
 * - an older one was tested every year from its third anniversary, the latest pass still
 *   current, readings rising to 95 % of its typical mileage (so the typical mileage, declared,
 *   is never below the record), with an advisory now and then and a fail-then-pass retest on
 *   the fourth test of a vehicle over 10 years old.
 *
 * Some registrations carry the cases that matter instead (docs/vehicle-history.md lists them):
 */
export const motScenarios = {
  /** A clean history, tested every year. */
  clean: 'AB12CDE',
  /** Too new to have had an MOT: no tests, a `motTestDueDate`. */
  tooNew: 'OE25SKD',
  /** Clocked: readings go down 60,000 miles from the third-last test. */
  clocked: 'LV10OWR',
  /** The MOT ran out about a year ago and it has not been tested since. */
  expired: 'PO58DRE',
  /** Failed three weeks ago with dangerous defects and not passed since (the earlier pass is still current). */
  dangerousFail: 'BT57FJK',
  /** The latest pass carries a long list of advisories and minor defects. */
  advisories: 'SF56LKD',
  /** Every reading recorded in kilometres. */
  kilometres: 'DY61XKT',
  /** The odometer was unreadable at the latest test. */
  unreadable: 'WR16PLM',
  /** The DVSA holds no record: 404 MOTH-NF-01 (as does any registration outside the data set). */
  notFound: 'CA63BUS',
  /** Always 429 MOTH-RL-02, Retry-After 1. */
  rateLimited: 'EY14HTR',
  /** Always 500: the service is down. */
  serviceDown: 'WM66ZPA',
} as const;

const FUEL: Record<EmulatedVehicle['fuel'], string> = {
  PETROL: 'Petrol',
  DIESEL: 'Diesel',
  ELECTRICITY: 'Electric',
  'HYBRID ELECTRIC': 'Hybrid Electric (Clean)',
};

const ADVISORIES = [
  'Nearside front tyre worn close to legal limit/worn on edge (5.2.3 (e))',
  'Offside rear brake disc worn, pitted or scored, but not seriously weakened (1.1.14 (a) (ii))',
  'Oil leak, but not excessive (8.4.1 (a) (i))',
  'Front anti-roll bar linkage ball joint has slight play (5.3.4 (a) (i))',
  'Exhaust has a minor leak of exhaust gases (8.1.1 (b))',
  'Windscreen damaged but not adversely affecting driver\u2019s view (3.2 (a) (i))',
  'Nearside rear coil spring corroded (5.3.1 (b))',
  'Underside has slight corrosion to various components',
  'Offside headlamp lens slightly defective (4.1.1 (b) (i))',
  'Rear wiper blade deteriorated (3.4 (b))',
  'Brake fluid pipe slightly corroded (1.1.11 (c))',
  'Steering rack gaiter slightly split (2.1.5 (b))',
];
const advisory = (text: string): DvsaDefect => ({ text, type: 'ADVISORY', dangerous: false });

const testNumber = (vrm: string, index: number, suffix = 0) => {
  const seed = [...vrm].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 1_000_000, 7);
  return String(100_000_000_000 + seed * 100_000 + index * 10 + suffix).slice(0, 12);
};

function pass(vrm: string, index: number, date: string, expiry: string, miles: number): DvsaMotTest {
  return {
    completedDate: `${date}T10:${String(10 + (index % 40)).padStart(2, '0')}:00.000Z`,
    testResult: 'PASSED',
    expiryDate: expiry,
    odometerValue: String(miles),
    odometerUnit: 'MI',
    odometerResultType: 'READ',
    motTestNumber: testNumber(vrm, index),
    dataSource: 'DVSA',
    defects: index % 3 === 1 ? [advisory(ADVISORIES[index % ADVISORIES.length]!)] : [],
  };
}

/** The history as a busy, honest owner would leave it: see the comment above. Newest first, as the DVSA sends it. */
function ordinaryTests(vehicle: EmulatedVehicle, today: string): DvsaMotTest[] {
  const firstMot = addYears(vehicle.firstRegistered, 3);
  const ageDays = Math.max(1, daysBetween(vehicle.firstRegistered, today));
  const tests: DvsaMotTest[] = [];
  for (let index = 0; ; index += 1) {
    const date = addDays(addYears(firstMot, index), -14);
    if (date > today) break;
    const miles = Math.floor((0.95 * vehicle.typicalMileage * daysBetween(vehicle.firstRegistered, date)) / ageDays);
    const test = pass(vehicle.vrm, index, date, addDays(addYears(firstMot, index + 1), -1), miles);
    if (index === 3 && daysBetween(vehicle.firstRegistered, today) > 3653) {
      tests.push({
        ...test,
        completedDate: `${date}T08:30:00.000Z`,
        testResult: 'FAILED',
        expiryDate: undefined,
        motTestNumber: testNumber(vehicle.vrm, index, 5),
        defects: [
          {
            text: 'Offside front brake pad(s) less than 1.5 mm thick (1.1.13 (a) (ii))',
            type: 'MAJOR',
            dangerous: false,
          },
        ],
      });
    }
    tests.push(test);
  }
  return tests.reverse();
}

function scenarioTests(vrm: string, tests: DvsaMotTest[], today: string): DvsaMotTest[] {
  const [latest] = tests;
  switch (vrm) {
    case motScenarios.clocked:
      return tests.map((test, index) =>
        index < 3 ? { ...test, odometerValue: String(Number(test.odometerValue) - 60_000) } : test,
      );
    case motScenarios.expired:
      return tests.filter((test) => test.completedDate.slice(0, 10) < addDays(today, -730));
    case motScenarios.dangerousFail: {
      if (!latest) return tests;
      // Three weeks ago, or just after the latest pass if that was more recent; never after today.
      const dayAfterPass = addDays(latest.completedDate.slice(0, 10), 1);
      const threeWeeksAgo = addDays(today, -21);
      const failedOn = [dayAfterPass > threeWeeksAgo ? dayAfterPass : threeWeeksAgo, today].sort()[0];
      const failed: DvsaMotTest = {
        ...latest,
        completedDate: `${failedOn}T14:05:00.000Z`,
        testResult: 'FAILED',
        expiryDate: undefined,
        odometerValue: String(Number(latest.odometerValue) + 1_870),
        motTestNumber: testNumber(vrm, 99),
        defects: [
          { text: 'Offside front brake pipe excessively corroded (1.1.11 (c))', type: 'DANGEROUS', dangerous: true },
          { text: 'Nearside front tyre has ply or cords exposed (5.2.3 (d))', type: 'DANGEROUS', dangerous: true },
          {
            text: 'Offside rear suspension arm ball joint excessively worn (5.3.4 (a) (ii))',
            type: 'MAJOR',
            dangerous: false,
          },
          advisory(ADVISORIES[0]!),
        ],
      };
      return [failed, ...tests];
    }
    case motScenarios.advisories:
      return latest
        ? [
            {
              ...latest,
              defects: [
                ...ADVISORIES.map(advisory),
                {
                  text: 'Registration plate lamp inoperative in the case of multiple lamps (4.7.1 (b) (i))',
                  type: 'MINOR',
                  dangerous: false,
                },
              ],
            },
            ...tests.slice(1),
          ]
        : tests;
    case motScenarios.kilometres:
      return tests.map((test) => ({
        ...test,
        odometerValue: String(Math.round(Number(test.odometerValue) / 0.621_371)),
        odometerUnit: 'KM',
      }));
    case motScenarios.unreadable:
      return latest
        ? [{ ...latest, odometerValue: null, odometerUnit: null, odometerResultType: 'UNREADABLE' }, ...tests.slice(1)]
        : tests;
    default:
      return tests;
  }
}

/** The DVSA's record of one vehicle on `today` (ISO date), or undefined when it holds none. */
export function findMotHistory(vrm: string, today: string): DvsaVehicle | undefined {
  if (vrm === motScenarios.notFound) return undefined;
  const vehicle = emulatedVehicles.find((candidate) => candidate.vrm === vrm);
  if (!vehicle) return undefined;
  const tests = scenarioTests(vrm, ordinaryTests(vehicle, today), today);
  const firstMot = addYears(vehicle.firstRegistered, 3);
  return {
    registration: vehicle.vrm,
    make: vehicle.make,
    model: vehicle.model,
    firstUsedDate: vehicle.firstRegistered,
    fuelType: FUEL[vehicle.fuel],
    primaryColour: vehicle.colour.charAt(0) + vehicle.colour.slice(1).toLowerCase(),
    registrationDate: vehicle.firstRegistered,
    manufactureDate: addDays(vehicle.firstRegistered, -30),
    engineSize: String(vehicle.cc),
    hasOutstandingRecall: 'Unknown',
    ...(tests.length > 0 ? { motTests: tests } : { motTestDueDate: addDays(firstMot, -1) }),
  };
}

const VIN_ALPHABET = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/** The emulator's VIN of a registration: SAJ (a UK maker's prefix) and 14 characters from its hash. */
export function vinOf(vrm: string): string {
  const digest = createHash('sha256').update(vrm).digest();
  return `SAJ${Array.from(digest.subarray(0, 14), (byte) => VIN_ALPHABET[byte % VIN_ALPHABET.length]).join('')}`;
}

/** The registration of the data set's vehicle with this VIN, if any. */
export const registrationOfVin = (vin: string): string | undefined =>
  [...emulatedVehicles.map((vehicle) => vehicle.vrm), ...Object.values(motScenarios)].find((vrm) => vinOf(vrm) === vin);
