import { coverLevels, planDurations, type CoverLevel } from '@kestrel/domain/catalogue/levels';
import { levelVerdict } from '@kestrel/domain/catalogue/eligibility';
import { planId } from '@kestrel/domain/catalogue/plans';
import { planPricer, type PricedVehicle } from '@kestrel/domain/pricing/price';
import { isPlanOffered, type RateTables } from '@kestrel/domain/pricing/rates';
import type { LevelAndPlans, PlanAnswer } from '@kestrel/domain/schemas/purchase';

// The order's refusal reads the same sentence from here (the rule itself lives in the domain).
export { ineligibleReason } from '@kestrel/domain/catalogue/eligibility';

/**
 * The plans of a level the rates sell, priced for the vehicle, by claim limit. A withdrawn plan
 * (no base price) is left out, and so is a claim limit with none left.
 */
function offeredPlansByClaim(
  level: CoverLevel,
  rates: RateTables,
  price: ReturnType<typeof planPricer>,
): LevelAndPlans['plansByClaim'] {
  return level.claimLimits
    .map((claimLimit) => ({
      claim: claimLimit / 100,
      plans: planDurations
        .filter((months) => isPlanOffered(rates, { level: level.id, claimLimit, months }))
        .map((months) => ({
          _id: planId(level.id, claimLimit, months),
          price: price({ level: level.id, claimLimit, months }),
          month: months,
        })),
    }))
    .filter((group) => group.plans.length > 0);
}

/** Whether the rates sell at least one plan of the level. */
const isLevelSold = (level: CoverLevel, rates: RateTables) =>
  level.claimLimits.some((claimLimit) =>
    planDurations.some((months) => isPlanOffered(rates, { level: level.id, claimLimit, months })),
  );

/**
 * Spec §3 "Level and plan": every plan of every level this vehicle may buy, priced for it, with
 * "Starting from" the lowest price of the level. An ineligible level is never offered. A level
 * whose plans are all withdrawn is not sold at all, so it is left out rather than listed as
 * ineligible: the vehicle is not the reason.
 */
export function buildQuote(vehicle: PricedVehicle, rates: RateTables, asOf: string): PlanAnswer {
  const answer: PlanAnswer = { levelsAndPlans: [], ineligible: [], ratesVersion: rates.version };
  const price = planPricer(vehicle, rates, asOf);
  for (const level of coverLevels) {
    if (!isLevelSold(level, rates)) continue;
    const verdict = levelVerdict(level, vehicle, asOf);
    if (!verdict.eligible) {
      answer.ineligible.push({ level: level.id, name: level.name, reason: verdict.reason });
      continue;
    }
    const plansByClaim = offeredPlansByClaim(level, rates, price);
    const startingFrom = Math.min(...plansByClaim.flatMap((group) => group.plans.map((plan) => plan.price)));
    answer.levelsAndPlans.push({ _id: level.id, level: level.id, name: level.name, startingFrom, plansByClaim });
  }
  return answer;
}
