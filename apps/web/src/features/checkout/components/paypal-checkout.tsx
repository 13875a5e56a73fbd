import { purchaseMessages } from '@kestrel/domain/purchase/purchase-messages';
import type { CreateOrderRequest } from '@kestrel/domain/schemas/purchase';
import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { useNavigate } from 'react-router';
import { ApiError } from '~/lib/api-client';
import { toast } from '~/lib/toast';
import { capturePayment } from '../api/capture-payment';
import { createOrder } from '../api/create-order';
import { completePurchase } from '../complete-purchase';
import { Notice } from './notice';

/** The SDK script's loading states (spec §4: initial, pending, resolved, rejected). */
function ScriptState() {
  const [{ isInitial, isPending, isRejected }] = usePayPalScriptReducer();
  if (isInitial || isPending) {
    return (
      <p role="status" className="text-muted">
        Loading PayPal…
      </p>
    );
  }
  if (isRejected) {
    return (
      <Notice tone="error" title="PayPal could not be loaded">
        Please check your connection and reload the page. You have not been charged.
      </Notice>
    );
  }
  return null;
}

/**
 * Real mode (DESIGN §5): PayPal's own buttons, loaded only here so the demo never downloads them.
 * createOrder asks our server for the order (it prices it); onApprove has our server capture it;
 * a declined card goes back to PayPal to choose another (actions.restart()); onError is an alert
 * (spec §8).
 */
export default function PayPalCheckout({
  clientId,
  request,
  onAmount,
}: {
  clientId: string;
  request: CreateOrderRequest;
  /** The server's amount for the order just made, in pence. */
  onAmount: (amount: number) => void;
}) {
  const navigate = useNavigate();
  return (
    <PayPalScriptProvider
      options={{ clientId, currency: 'GBP', intent: 'capture', locale: 'en_GB', components: 'buttons' }}
    >
      <ScriptState />
      <PayPalButtons
        style={{ layout: 'vertical', label: 'pay' }}
        createOrder={async () => {
          try {
            const order = await createOrder(request);
            onAmount(order.amount);
            return order.orderID;
          } catch (error) {
            toast.error(purchaseMessages.paymentFailed);
            throw error;
          }
        }}
        onApprove={async (data, actions) => {
          try {
            const order = data.payerID ? { orderID: data.orderID, payerID: data.payerID } : { orderID: data.orderID };
            const answer = await capturePayment(order, true);
            completePurchase(answer, (path) => void navigate(path));
          } catch (error) {
            if (error instanceof ApiError && error.code === 'PAYMENT_DECLINED') return actions.restart();
            toast.error(purchaseMessages.paymentFailed);
          }
        }}
        onError={(error) => {
          window.alert(typeof error.message === 'string' ? error.message : purchaseMessages.paymentFailed);
        }}
      />
    </PayPalScriptProvider>
  );
}
