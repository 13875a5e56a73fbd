import { purchaseMessages } from '@kestrel/domain/purchase/purchase-messages';
import type { CreateOrderAnswer, CreateOrderRequest } from '@kestrel/domain/schemas/purchase';
import { formatPence } from '@kestrel/domain/pricing/money';
import { useState } from 'react';
import { errorMessage } from '~/lib/api-client';
import { useSelectedPlan } from '~/lib/state/slices';
import { toast } from '~/lib/toast';
import { createOrder } from '../api/create-order';
import { Notice } from './notice';

/** Focuses a button as it appears (a ref callback, run once per element). */
const focusOnMount = (element: HTMLButtonElement | null) => element?.focus();

type State =
  | { kind: 'ready' }
  | { kind: 'creating' }
  | { kind: 'price-changed'; order: CreateOrderAnswer; was: number }
  | { kind: 'leaving' }
  | { kind: 'failed'; message: string };

/** What every way to pay takes: the order to create, the price shown, and a press before the declaration. */
export interface PayProps {
  /** Null until the buyer has ticked the declaration: then pressing pay points them to it. */
  request: CreateOrderRequest | null;
  /** The price shown, in pence (the server's may differ: the buyer sees it before paying). */
  price: number;
  /** The buyer pressed pay before ticking the declaration. */
  onNotDeclared: () => void;
}

export const payButton =
  'inline-flex min-h-12 w-full items-center justify-center rounded-lg bg-amber px-6 py-3 text-lg font-bold text-navy hover:bg-[#e89a2f] aria-disabled:opacity-70 sm:w-auto';

/**
 * Demo mode (DESIGN §5): one button that says it pays, running the same create → approve →
 * capture sequence through the PayPal emulator's page. The server prices the order; if its amount
 * differs from the one shown, the customer sees the new figure before going to pay.
 */
export function DemoPayButton({ request, price, onNotDeclared }: PayProps) {
  const [state, setState] = useState<State>({ kind: 'ready' });

  function goToPayPal(order: CreateOrderAnswer) {
    if (!order.approveUrl) throw new Error('PayPal gave no page to approve the payment on.');
    setState({ kind: 'leaving' });
    window.location.assign(order.approveUrl);
  }

  async function pay() {
    if (!request) {
      onNotDeclared();
      return;
    }
    setState({ kind: 'creating' });
    try {
      const order = await createOrder(request);
      if (order.amount !== price) {
        // The server's price is the one charged: show it, and wait for the customer to agree.
        useSelectedPlan.getState().update({ price: order.amount });
        setState({ kind: 'price-changed', order, was: price });
        return;
      }
      goToPayPal(order);
    } catch (error) {
      toast.error(purchaseMessages.paymentFailed);
      setState({ kind: 'failed', message: errorMessage(error) });
    }
  }

  if (state.kind === 'price-changed') {
    const { order, was } = state;
    return (
      <div className="space-y-4">
        <Notice tone="info" title={`The price for your vehicle is ${formatPence(order.amount)}`}>
          We showed {formatPence(was)} earlier. We price every order from your vehicle&apos;s own records at the moment
          you pay, and {formatPence(order.amount)} is what you will be charged.
        </Notice>
        {/* The button pressed has gone: focus its replacement, so the keyboard does not fall back to the top. */}
        <button type="button" className={payButton} onClick={() => goToPayPal(order)} ref={focusOnMount}>
          Pay {formatPence(order.amount)} now with PayPal
        </button>
      </div>
    );
  }

  const busy = state.kind === 'creating' || state.kind === 'leaving';
  return (
    <div className="space-y-4">
      {state.kind === 'failed' ? (
        <Notice tone="error" title="We couldn't start your payment">
          {state.message}
        </Notice>
      ) : null}
      {/* aria-disabled, not disabled: a disabled button drops the keyboard focus, and a failure should find it there. */}
      <button type="button" className={payButton} aria-disabled={busy} onClick={() => void (busy ? null : pay())}>
        {busy ? 'Opening PayPal…' : `Pay ${formatPence(price)} now with PayPal`}
      </button>
      <p className="text-sm text-muted">
        You will approve the payment on PayPal&apos;s page, then come back here while we confirm it.
      </p>
    </div>
  );
}
