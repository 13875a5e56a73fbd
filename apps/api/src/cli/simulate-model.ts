/**
 * The simulation's people (apps/api/src/cli/simulate-claims.ts): its garages and the estimates
 * they send. Seeded, so one seed gives one run. What the estimates ask is modelled; what is
 * covered and paid is the product's rules.
 */
import { listedComponents, standardHours } from '@kestrel/domain/catalogue/parts';
import { isGbVatNumber } from '@kestrel/domain/claims/vat-number';
import type { DeclineReasonId } from '@kestrel/domain/claims/decline-reasons';

let state = 37;
/** Starts the random source again from `seed`. */
export function seedRandom(seed: number): void {
  state = seed >>> 0;
}
/** mulberry32: a small seeded random source, 0 ≤ x < 1. */
export function random(): number {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}
export const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const between = (low: number, high: number) => Math.round(low + random() * (high - low));

/** A valid GB VAT number (its check digits right), drawn from the seed. */
function vatNumber(): string {
  for (;;) {
    const candidate = `GB${String(between(100_000_000, 999_999_999))}`;
    if (isGbVatNumber(candidate)) return candidate;
  }
}

const towns = [
  ['Leeds', 'LS3 1HS'],
  ['York', 'YO1 7HH'],
  ['Bristol', 'BS1 4DJ'],
  ['Derby', 'DE1 2FS'],
  ['Norwich', 'NR1 3JU'],
  ['Cardiff', 'CF10 1EP'],
  ['Exeter', 'EX1 1JG'],
  ['Preston', 'PR1 2HE'],
] as const;

type Garage = {
  name: string;
  address: string;
  postcode: string;
  phone: string;
  email: string;
  vatNumber: string | null;
};
let regulars: Garage[] | null = null;
let newcomers = 0;

/** The garages customers go to: eight regulars, and now and then one never seen before. */
export function garages(): Garage[] {
  regulars ??= towns.map(([town, postcode], i) => ({
    name: `${town} Motor Repairs`,
    address: `${i + 3} Station Road, ${town}`,
    postcode,
    phone: `0113 496 0${100 + i}`,
    email: `workshop@${town.toLowerCase()}-motors.example`,
    vatNumber: i === 7 ? null : vatNumber(),
  }));
  if (random() < 0.12) {
    newcomers += 1;
    const [town, postcode] = pick(towns);
    return [
      {
        name: `${town} Autocentre ${newcomers}`,
        address: `${newcomers} Mill Lane, ${town}`,
        postcode,
        phone: `0113 496 0${500 + (newcomers % 500)}`,
        email: `service.${newcomers}@${town.toLowerCase()}-autocentre.example`,
        vatNumber: vatNumber(),
      },
    ];
  }
  return regulars;
}

/** A risky garage: a new one whose phone number is another customer's (2% of claims). */
export function garageSharingPhone(phone: string): Garage {
  newcomers += 1;
  return {
    name: `Quickfix Motors ${newcomers}`,
    address: `${newcomers} Canal Street, Leeds`,
    postcode: 'LS2 7QA',
    phone,
    email: `quickfix.${newcomers}@motors.example`,
    vatNumber: null,
  };
}

/**
 * Labour hours for a listed component: its catalogue standard time times a factor between 0.5 and
 * 1.3, most likely 0.9 (triangular), to the quarter hour. So about a quarter of jobs ask more than
 * the standard time, as a garage quoting its own time rather than the book's would.
 */
export function labourHours(component: (typeof listedComponents)[number]): number {
  const factor = 0.5 + 0.4 * (random() + random());
  return Math.max(0.25, Math.round(standardHours[component] * factor * 4) / 4);
}

type Line = Record<string, unknown>;
const part = (description: string, code: string, cause: string, price: number): Line => ({
  kind: 'part',
  description,
  part: code,
  cause,
  quantity: 1,
  unitPrice: price,
});
const labour = (code: string, cause: string, hours: number, rate: number): Line => ({
  kind: 'labour',
  description: 'Labour to fit',
  part: code,
  cause,
  hours,
  ratePerHour: rate,
});

export interface SimulatedEstimate {
  body: { diagnosis: string; vatNumber: string | null; lines: Line[] };
  /** What a claims handler would do where the rules leave it to them. */
  judgement: 'authorise' | 'decline';
  declineReason: DeclineReasonId;
}

/**
 * An estimate as garages send them: mostly one listed part and its labour (`labourHours`), half
 * with diagnosis (half an hour, one or one and a half: Safe includes none, Secure one hour, Supreme two);
 * some a part the cover levels do not list by name; some wear and tear; some servicing items; a
 * few large repairs. `plan` is the warranty's plan id (`secure-2000-24`).
 */
export function estimateFor(_plan: string): SimulatedEstimate {
  const rate = between(50, 95) * 100;
  const roll = random();
  const diagnosis: Line[] =
    random() < 0.5
      ? [{ kind: 'diagnosis', description: 'Diagnosis', hours: pick([0.5, 1, 1.5]), ratePerHour: rate }]
      : [];
  const component = pick(listedComponents);
  const code = `component:${component}`;
  const simple = (cause = 'sudden-failure', price = between(120, 700) * 100): Line[] => [
    part(`${component} parts`, code, cause, price),
    labour(code, cause, labourHours(component), rate),
  ];
  let lines: Line[];
  let judgement: SimulatedEstimate['judgement'] = 'authorise';
  let declineReason: DeclineReasonId = 'not-covered-at-level';
  if (roll < 0.6) lines = simple();
  else if (roll < 0.75) {
    lines = [
      part('Window regulator', 'not-listed', 'sudden-failure', between(90, 400) * 100),
      labour('not-listed', 'sudden-failure', 1.5, rate),
    ];
  } else if (roll < 0.83) {
    lines = simple('wear-and-tear');
    declineReason = 'wear-and-tear';
    judgement = 'decline';
  } else if (roll < 0.88) {
    lines = [part('Brake pads and discs', 'servicing', 'wear-and-tear', between(120, 300) * 100)];
    declineReason = 'not-covered-at-level';
    judgement = 'decline';
  } else if (roll < 0.95) lines = simple('sudden-failure', between(1_200, 2_800) * 100);
  else {
    lines = simple();
    judgement = 'decline';
    declineReason = 'servicing-not-kept';
  }
  return {
    body: {
      diagnosis: 'Fault found on inspection; the failed part needs replacing.',
      vatNumber: null,
      lines: [...lines, ...diagnosis],
    },
    judgement,
    declineReason,
  };
}
