import { coverLevels, levelIds, planDurations, type LevelId, type PlanDuration } from './levels';
import { groupDigits } from '../uk/numbers';

/**
 * A plan is a cover level, a claim limit and a duration (spec §3 "Plan group"). Its id is made
 * from those three, so the same plan has the same id in the browser, the API and the database:
 * `secure-2000-12` is Secure, £2,000 per claim, 12 months.
 */
export interface Plan {
  id: string;
  level: LevelId;
  /** Claim limit per claim, in pence. */
  claimLimit: number;
  months: PlanDuration;
}

export function planId(level: LevelId, claimLimit: number, months: PlanDuration): string {
  return `${level}-${claimLimit / 100}-${months}`;
}

const planIdPattern = /^(safe|secure|supreme)-([1-9]\d{0,5})-(3|6|12|24|36)$/;

/** The plan an id names, or null when the id is not a plan of the catalogue. */
export function parsePlanId(id: string): Plan | null {
  const match = planIdPattern.exec(id);
  if (!match) return null;
  const level = match[1] as LevelId;
  const claimLimit = Number(match[2]) * 100;
  const months = Number(match[3]) as PlanDuration;
  if (!levelIds.includes(level)) return null;
  const catalogueLevel = coverLevels.find((l) => l.id === level);
  if (!catalogueLevel?.claimLimits.includes(claimLimit)) return null;
  return { id, level, claimLimit, months };
}

/** Every plan of the catalogue: each level's claim limits × the five durations. */
export const allPlans: readonly Plan[] = coverLevels.flatMap((level) =>
  level.claimLimits.flatMap((claimLimit) =>
    planDurations.map((months) => ({ id: planId(level.id, claimLimit, months), level: level.id, claimLimit, months })),
  ),
);

/** "Secure, £2,000 per claim, 12 months": how a plan is named on receipts, e-mails and the dashboard. */
export function planName(plan: { level: LevelId; claimLimit: number; months: number }): string {
  const level = coverLevels.find((l) => l.id === plan.level)?.name ?? plan.level;
  const limit = `£${groupDigits(plan.claimLimit / 100)}`;
  return `${level}, ${limit} per claim, ${plan.months} months`;
}
