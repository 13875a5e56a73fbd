import type { LevelId } from '../catalogue/levels';

/**
 * The figures of claims that are site configuration rather than catalogue (DESIGN §8.1): the
 * labour-rate cap by level, VAT, the excess. Versioned like prices: a warranty records the version
 * it was sold with and its claims are assessed with that version, so a later change of a cap never
 * touches cover already sold. What a level covers (components, extras, item limits, diagnosis
 * hours, wear and tear's mileage) is the catalogue's (`catalogue/parts.ts`), never repeated here.
 */
export interface ClaimRules {
  version: number;
  /** The most paid for an hour of labour or diagnosis, pence ex VAT. */
  labourCapPerHour: Record<LevelId, number>;
  /** VAT in basis points (2000 = 20%), added to the allowed lines when the garage is VAT-registered. */
  vatBasisPoints: number;
  /** The customer's share of each claim, pence (VAT included), deducted before the claim limit. */
  excess: Record<LevelId, number>;
}

/** Version 1, as DESIGN §8.1 sets it: £50, £70 and £90 an hour; VAT 20%; no excess. */
export const claimRulesV1: ClaimRules = {
  version: 1,
  labourCapPerHour: { safe: 5_000, secure: 7_000, supreme: 9_000 },
  vatBasisPoints: 2_000,
  excess: { safe: 0, secure: 0, supreme: 0 },
};

/** Every version ever published; a warranty's claims read the one it was sold with. */
export const claimRulesVersions: readonly ClaimRules[] = [claimRulesV1];

/** The rules now sold with. */
export const currentClaimRules: ClaimRules = claimRulesV1;

/** The rules a warranty was sold with; an unknown version is a programming error. */
export function claimRulesFor(version: number): ClaimRules {
  const rules = claimRulesVersions.find((r) => r.version === version);
  if (!rules) throw new RangeError(`No claim rules version ${version}`);
  return rules;
}

/**
 * Half-up division of non-negative integers: `divideHalfUp(2075, 10)` is 208. Every rounding in
 * claims uses it, so a figure never depends on the floating point of a multiplication.
 */
export function divideHalfUp(numerator: number, denominator: number): number {
  if (numerator < 0 || denominator <= 0) throw new RangeError('divideHalfUp takes a non-negative numerator');
  return Math.floor((numerator * 2 + denominator) / (denominator * 2));
}

/** VAT on an amount ex VAT, rounded half-up to the penny (once per claim, on its total). */
export function vatOn(exVat: number, rules: Pick<ClaimRules, 'vatBasisPoints'>): number {
  return divideHalfUp(exVat * rules.vatBasisPoints, 10_000);
}

/**
 * Hours as the garage writes them (1.5, 0.25) in hundredths of an hour, so that hours × rate is
 * integer arithmetic. Hours have at most two decimal places (the schemas say so).
 */
export function hundredthsOfHour(hours: number): number {
  return Math.round(hours * 100);
}

/** The price of `hours` at `perHour` pence, rounded half-up to the penny. */
export function priceOfHours(hours: number, perHour: number): number {
  return divideHalfUp(hundredthsOfHour(hours) * perHour, 100);
}
