/**
 * "Starting from £96 for 3 months": a level's lowest price always says how long it buys,
 * so a three-month price is never read as a year's.
 */

interface PricedPlans {
  plansByClaim: ReadonlyArray<{ plans: ReadonlyArray<{ price: number; month: number }> }>;
}

/** The months of cover the level's lowest price buys (the shorter plan when two cost the same). */
export function startingMonths(level: PricedPlans): number {
  const plans = level.plansByClaim.flatMap((group) => group.plans);
  const cheapest = plans.reduce<{ price: number; month: number } | null>(
    (best, plan) =>
      !best || plan.price < best.price || (plan.price === best.price && plan.month < best.month) ? plan : best,
    null,
  );
  if (!cheapest) throw new Error('A level offered has at least one plan');
  return cheapest.month;
}

/** "for 3 months", said after a starting price. */
export const forMonths = (months: number) => `for ${months} month${months === 1 ? '' : 's'}`;
