import { purchaseMessages } from '@kestrel/domain/purchase/purchase-messages';
import type { CaptureAnswer } from '@kestrel/domain/schemas/purchase';
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

/** The confirmation's words: the thanks, then the certificate number and order reference to quote. */
type Confirmed = { warranty: Pick<CaptureAnswer['warranty'], 'reference' | 'order_reference'> };

export function confirmationMessage({ warranty }: Confirmed): string {
  return `${purchaseMessages.orderConfirmed} Your certificate number is ${warranty.reference} (order ${warranty.order_reference}).`;
}

/**
 * A captured payment (spec §4, §8): the 'Order Confirmation' toast with the warranty's references,
 * long enough to read, then the dashboard (where the certificate number stays on the warranty's
 * card); the purchase's stored details go 5 seconds later.
 */
export function completePurchase(answer: Confirmed, goTo: (path: string) => void): void {
  toast.success(confirmationMessage(answer), { title: ORDER_CONFIRMATION_TITLE, durationMs: 5000 });
  clearPurchaseLater();
  goTo('/dashboard/user-dashboard');
}
