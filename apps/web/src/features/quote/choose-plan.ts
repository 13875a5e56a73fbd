import { addRecentlyViewed } from '@kestrel/domain/purchase/recently-viewed';
import type { LevelAndPlans } from '@kestrel/domain/schemas/purchase';
import { useRecentViewed, useSelectedPlan, type SelectedPlan } from '~/lib/state/slices';

export interface PlanChoice {
  level: LevelAndPlans;
  /** Claim limit in pounds (spec §3). */
  claim: number;
  plan: { _id: string; price: number; month: number };
}

/**
 * Choosing a plan keeps it as selectedPlan (spec §3) and puts it at the front of recently viewed,
 * once, at most three (spec §4).
 */
export function choosePlan({ level, claim, plan }: PlanChoice, regNumber: string): void {
  const selected: SelectedPlan = {
    _id: plan._id,
    price: plan.price,
    month: plan.month,
    cover: level.level,
    claimLimit: claim,
  };
  useSelectedPlan.getState().set(selected);
  const recent = useRecentViewed.getState();
  recent.set(addRecentlyViewed(recent.value, { _id: plan._id, level: level.name, regNumber }));
}

/** The stored choice when the quote still offers it (at today's price), otherwise none. */
export function findChoice(levels: LevelAndPlans[], planId: string | undefined): PlanChoice | null {
  if (!planId) return null;
  for (const level of levels) {
    for (const group of level.plansByClaim) {
      const plan = group.plans.find((p) => p._id === planId);
      if (plan) return { level, claim: group.claim, plan };
    }
  }
  return null;
}
