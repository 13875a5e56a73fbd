/**
 * Where a monthly plan stands (DESIGN §8.2 "Monthly payments by Direct Debit"). Plain values, no
 * Zod: the rules the browser runs import these without loading the schemas.
 */
export const monthlyPlanStatuses = [
  'awaiting-mandate',
  'active',
  'in-arrears',
  'suspended',
  'cancelled',
  'completed',
] as const;
export type MonthlyPlanStatus = (typeof monthlyPlanStatuses)[number];

/** A plan whose schedule still runs: collections due, arrears possible, cancellable. */
export const livePlanStatuses = ['active', 'in-arrears', 'suspended'] as const satisfies readonly MonthlyPlanStatus[];
export const isLivePlan = (status: MonthlyPlanStatus) => (livePlanStatuses as readonly string[]).includes(status);
