import { formatPence } from '@kestrel/domain/pricing/money';
import { lazy, Suspense, useEffect, useState } from 'react';
import { errorMessage } from '~/lib/api-client';
import { getPaymentConfig, type PaymentConfig } from '../api/get-payment-config';
import { DemoPayButton, type PayProps } from './demo-pay-button';
import { Notice } from './notice';

// Real mode only: the PayPal SDK wrapper is fetched when a page needs PayPal's own buttons.
const PayPalCheckout = lazy(() => import('./paypal-checkout'));

type ConfigState =
  { status: 'loading' } | { status: 'ready'; config: PaymentConfig } | { status: 'failed'; message: string };

const loadingText = (
  <p role="status" className="text-muted">
    Loading payment options…
  </p>
);

/** The payment button for this deployment: our demo button (emulator) or PayPal's own buttons. */
export function PaymentOptions({ request, price, onNotDeclared }: PayProps) {
  const [state, setState] = useState<ConfigState>({ status: 'loading' });
  const [serverAmount, setServerAmount] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    getPaymentConfig().then(
      (config) => live && setState({ status: 'ready', config }),
      (error: unknown) => live && setState({ status: 'failed', message: errorMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, []);

  if (state.status === 'loading') return loadingText;
  if (state.status === 'failed') {
    return (
      <Notice tone="error" title="We couldn't load the payment options">
        {state.message} Please reload the page to try again.
      </Notice>
    );
  }
  const { config } = state;
  if (config.mode === 'paypal' && config.clientId) {
    if (!request) {
      return <p className="text-muted">Tick the declaration above and PayPal&apos;s buttons appear here.</p>;
    }
    return (
      <div className="space-y-3">
        {serverAmount !== null && serverAmount !== price ? (
          <Notice tone="info" title={`The price for your vehicle is ${formatPence(serverAmount)}`}>
            PayPal will ask you to approve {formatPence(serverAmount)}, worked out from your vehicle&apos;s records.
          </Notice>
        ) : null}
        <Suspense fallback={loadingText}>
          <PayPalCheckout clientId={config.clientId} request={request} onAmount={setServerAmount} />
        </Suspense>
      </div>
    );
  }
  return <DemoPayButton request={request} price={price} onNotDeclared={onNotDeclared} />;
}
