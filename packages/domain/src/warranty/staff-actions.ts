import type { WarrantyStatus } from '../schemas/purchase';
import { warrantyTransitions } from './warranty-transitions';

/**
 * What staff may do with a warranty in each status (DESIGN §3 "Work queue"). The API refuses an
 * action outside these statuses with 409; the back office shows only the actions allowed here.
 */
export type StaffAction = 'scheduleInspection' | 'pass' | 'fail' | 'raiseBalance';

/**
 * Statuses from which each action may be taken: the transitions table's. A failed inspection is
 * offered while the inspection is awaited, the statuses its refund claim may be taken from.
 */
export const staffActionStatuses: Record<StaffAction, readonly WarrantyStatus[]> = {
  scheduleInspection: warrantyTransitions.scheduleInspection.from,
  pass: warrantyTransitions.pass.from,
  fail: warrantyTransitions.fail.claimFrom,
  raiseBalance: warrantyTransitions.raiseBalance.from,
};

export function staffActionAllowed(action: StaffAction, status: WarrantyStatus): boolean {
  return staffActionStatuses[action].includes(status);
}

/** The actions open for a warranty in `status`, in the order the back office offers them. */
export function staffActionsFor(status: WarrantyStatus): StaffAction[] {
  return (Object.keys(staffActionStatuses) as StaffAction[]).filter((action) => staffActionAllowed(action, status));
}
