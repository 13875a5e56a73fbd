import { purchaseMessages } from '@kestrel/domain/purchase/purchase-messages';
import { useSelectedPlan, useVehicleDetails, useVehicleInfo, useWarrantyDetails } from '~/lib/state/slices';
import { toast } from '~/lib/toast';

/** Spec §8: the title of the toast after payment. */
const ORDER_CONFIRMATION_TITLE = 'Order Confirmation';

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
  toast.success(purchaseMessages.orderConfirmed, { title: ORDER_CONFIRMATION_TITLE, durationMs: 5000 });
  clearPurchaseLater();
  goTo('/dashboard/user-dashboard');
}
