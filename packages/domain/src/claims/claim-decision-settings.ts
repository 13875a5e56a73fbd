/**
 * The site configuration of automatic decisions (DESIGN §9.2), versioned like prices: each version
 * is published once, never rewritten, and takes effect from its moment. The rules read the version
 * in force when the garage's estimate arrives, and the claim records which version decided.
 */
export interface ClaimDecisionSettings {
  version: number;
  /** The most the rules authorise without a person, pence, VAT included. */
  automaticLimit: number;
  /** When the version takes effect (ISO timestamp). */
  effectiveFrom: string;
}

/** The demo's first version: £1,000. */
export const DEMO_AUTOMATIC_LIMIT = 100_000;

/**
 * The version in force at `at`: the highest version already in effect; null when none is, and then
 * no claim is authorised without a person.
 */
export function settingsInForce(versions: readonly ClaimDecisionSettings[], at: Date): ClaimDecisionSettings | null {
  return versions
    .filter((v) => new Date(v.effectiveFrom).getTime() <= at.getTime())
    .reduce<ClaimDecisionSettings | null>((best, v) => (best === null || v.version > best.version ? v : best), null);
}
