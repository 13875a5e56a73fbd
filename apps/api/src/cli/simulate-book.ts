/**
 * The simulation's book (apps/api/src/cli/simulate-claims.ts): customers and their warranties,
 * created directly as demo data (seedDemoPurchase, as the demo seed does), and the days their
 * claims fall on. Seeded, so one seed gives one book. Every claim step itself goes through the API.
 *
 * A warranty each customer, bought on a day between two years and two weeks before the run (so
 * cover starts through the past year and before it), on a level, claim limit and duration drawn
 * below, for a vehicle the level takes, with a clean MOT history (nothing flagged at sale). Its
 * claims arrive as a Poisson process of one claim per warranty-year while it is in force in the
 * past year, from two days after its inspection (a fault before it is refused by the rules).
 */
import { coverLevel, type LevelId, type PlanDuration } from '@kestrel/domain/catalogue/levels';
import { planId } from '@kestrel/domain/catalogue/plans';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { expiryDate } from '@kestrel/domain/warranty/warranty-dates';
import type { DemoVehicle } from '../db/seed-demo-purchase';
import { seedDemoPurchase } from '../db/seed-demo-purchase';
import { users } from '../db/schema';
import type { Executor } from '../db/tx';
import { hashPassword } from '../modules/accounts';
import { pick, random } from './simulate-model';

const DAY = 86_400_000;
/** The customers' password (one hash for all: a login is still a real argon2 check). */
export const BOOK_PASSWORD = 'simulated customer drive';

export interface BookWarranty {
  id: string;
  email: string;
  phone: string;
  level: LevelId;
  months: number;
  /** The true first day of cover (ISO date) and purchase mileage. */
  startDate: string;
  start: Date;
  mileage: number;
  milesPerYear: number;
}
export interface ScheduledClaim {
  warranty: BookWarranty;
  /** The simulated day the claim is made. */
  madeAt: Date;
}

const models: Omit<DemoVehicle, 'registration' | 'registeredDate' | 'mileage'>[] = [
  { make: 'FORD', model: 'FOCUS', fuelType: 'petrol', driveType: '2WD', vehicleType: 'car', engineSize: 999, bhp: 123 },
  {
    make: 'FORD',
    model: 'FIESTA',
    fuelType: 'petrol',
    driveType: '2WD',
    vehicleType: 'car',
    engineSize: 1084,
    bhp: 74,
  },
  {
    make: 'VAUXHALL',
    model: 'CORSA',
    fuelType: 'petrol',
    driveType: '2WD',
    vehicleType: 'car',
    engineSize: 1199,
    bhp: 99,
  },
  {
    make: 'VOLKSWAGEN',
    model: 'GOLF',
    fuelType: 'diesel',
    driveType: '2WD',
    vehicleType: 'car',
    engineSize: 1968,
    bhp: 148,
  },
  {
    make: 'NISSAN',
    model: 'QASHQAI',
    fuelType: 'petrol',
    driveType: '2WD',
    vehicleType: 'car',
    engineSize: 1332,
    bhp: 138,
  },
  {
    make: 'TOYOTA',
    model: 'YARIS',
    fuelType: 'hybrid',
    driveType: '2WD',
    vehicleType: 'car',
    engineSize: 1490,
    bhp: 114,
  },
  {
    make: 'BMW',
    model: '3 SERIES',
    fuelType: 'diesel',
    driveType: '2WD',
    vehicleType: 'car',
    engineSize: 1995,
    bhp: 187,
  },
  {
    make: 'KIA',
    model: 'SPORTAGE',
    fuelType: 'diesel',
    driveType: '4x4',
    vehicleType: 'car',
    engineSize: 1598,
    bhp: 134,
  },
  { make: 'AUDI', model: 'A3', fuelType: 'petrol', driveType: '2WD', vehicleType: 'car', engineSize: 1395, bhp: 148 },
  {
    make: 'FORD',
    model: 'TRANSIT CUSTOM',
    fuelType: 'diesel',
    driveType: '2WD',
    vehicleType: 'van',
    engineSize: 1995,
    bhp: 128,
  },
];

/** Level, then its claim limit and a duration: a spread, not tuned to the rules. */
const levels: LevelId[] = [
  'safe',
  'safe',
  'safe',
  'secure',
  'secure',
  'secure',
  'secure',
  'supreme',
  'supreme',
  'supreme',
];
const durations: PlanDuration[] = [12, 12, 12, 12, 12, 24, 24, 24, 36, 36];
/** Age in whole years and mileage at purchase, within what each level takes. */
const vehicleRange: Record<LevelId, { age: [number, number]; miles: [number, number] }> = {
  safe: { age: [4, 14], miles: [40_000, 130_000] },
  secure: { age: [2, 9], miles: [20_000, 95_000] },
  supreme: { age: [1, 6], miles: [8_000, 68_000] },
};
const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const letters = 'ABCDEFGHJKLMNOPRSTUVWXY';

/** The book and its claims, in the order they are made, until `claims` are scheduled. */
export async function seedSimulatedBook(tx: Executor, now: Date, claims: number) {
  const passwordHash = await hashPassword(BOOK_PASSWORD);
  const yearAgo = now.getTime() - 365 * DAY;
  const book: BookWarranty[] = [];
  const schedule: ScheduledClaim[] = [];
  for (let n = 1; schedule.length < claims; n += 1) {
    const level = pick(levels);
    const months = pick(durations);
    const start = new Date(now.getTime() - between(14, 730) * DAY);
    const expiry = new Date(`${expiryDate(londonToday(start), months)}T12:00:00Z`).getTime();
    // Its claims: from two days after the inspection (five days after the start) to two days before
    // its expiry, within the year (a day's margin each end for the clock's rounding to whole days).
    const from = Math.max(yearAgo, start.getTime() + 7 * DAY);
    const to = Math.min(now.getTime() - DAY, expiry - 2 * DAY);
    if (to <= from) continue; // not in force in the past year: not part of this year's book
    const range = vehicleRange[level];
    const age = between(range.age[0], range.age[1]);
    const registered = new Date(start.getTime() - (age * 365 + between(30, 330)) * DAY);
    const vehicle: DemoVehicle = {
      ...pick(models),
      registration: `S${letters[n % 23]}${String(10 + (n % 80)).padStart(2, '0')}${letters[Math.floor(n / 23) % 23]}${letters[Math.floor(n / 529) % 23]}M`,
      registeredDate: londonToday(registered),
      mileage: Math.round(between(range.miles[0], range.miles[1]) / 100) * 100,
    };
    const email = `book.customer.${n}@example.com`;
    const phone = `+447911${200_000 + n}`;
    const [user] = await tx
      .insert(users)
      .values({
        email,
        firstname: 'Simulated',
        lastname: `Customer ${n}`,
        mobileNo: phone,
        address: `${n} Acacia Avenue`,
        city: 'Harrogate',
        postcode: `HG${1 + (n % 5)} ${1 + (n % 9)}QX`,
        passwordHash,
      })
      .returning({ id: users.id });
    const { warranty, startDate } = await seedDemoPurchase(tx, {
      customerId: user!.id,
      planId: planId(level, pick(coverLevel(level).claimLimits), months),
      vehicle,
      boughtAt: start,
      provider: 'paypal',
      providerOrderId: `BOOKORDER${n}`,
    });
    const entry: BookWarranty = {
      id: warranty.id,
      email,
      phone,
      level,
      months,
      startDate,
      start,
      mileage: vehicle.mileage,
      milesPerYear: between(5_000, 14_000),
    };
    book.push(entry);
    // One claim per warranty-year: exponential gaps with a mean of 365 days.
    for (let at = from - Math.log(1 - random()) * 365 * DAY; at <= to; at -= Math.log(1 - random()) * 365 * DAY) {
      schedule.push({ warranty: entry, madeAt: new Date(at) });
    }
  }
  schedule.length = claims; // the last warranty's claims beyond the count are not made
  schedule.sort((a, b) => a.madeAt.getTime() - b.madeAt.getTime());
  return { book, schedule };
}
