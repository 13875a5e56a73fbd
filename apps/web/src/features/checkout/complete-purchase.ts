import { useSelectedPlan, useVehicleDetails, useVehicleInfo, useWarrantyDetails } from '~/lib/state/slices';
import { toast } from '~/lib/toast';
import { ORDER_CONFIRMATION_TITLE, ORDER_CONFIRMED } from './checkout-text';

/** Spec §9: the purchase's stored details are cleared 5 seconds after payment. */
export const CLEAR_AFTER_PAYMENT_MS = 5000;

// A module-level timer: it keeps running while the customer moves on to the dashboard.
let clearTimer: ReturnType<typeof setTimeout> | undefined;

function clearPurchaseLater(): void {
  clearTimeout(clearTimer);
  clearTimer = setTimeout(() => {
    useVehicleDetails.getState().reset();
    useSelectedPlan.getState().reset();
    useWarrantyDetails.getState().reset();
    useVehicleInfo.getState().reset();
  }, CLEAR_AFTER_PAYMENT_MS);
}

/**
 * A captured payment (spec §4, §8): the 'Order Confirmation' toast, long enough to read, then the
 * dashboard; the purchase's stored details go 5 seconds later.
 */
export function completePurchase(goTo: (path: string) => void): void {
  toast.success(ORDER_CONFIRMED, { title: ORDER_CONFIRMATION_TITLE, durationMs: 5000 });
  clearPurchaseLater();
  goTo('/dashboard/user-dashboard');
}
