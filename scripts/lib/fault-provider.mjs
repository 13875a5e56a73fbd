// PayPal down or slow while customers pay: each customer must hear clearly what happened, and
// no money may be taken without a warranty (the ledger check afterwards proves the second).
import { buy, capture, siteClient } from './journeys.mjs';

const describe = (error) =>
  error.body?.error ? `${error.body.error.code}: ${error.body.error.message}` : error.message;

async function control(emulatorBase, path, body) {
  const res = await fetch(`${emulatorBase}/paypal/__control${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`emulator control ${path}: HTTP ${res.status}`);
}

/** A purchase stopped just before its capture: the buyer has approved the payment at PayPal. */
async function approvedPurchase(site) {
  let approved = null;
  await buy(site, {
    phase: (name, progress) => {
      if (name === 'capture') {
        approved = progress;
        throw new Error('stop before the capture');
      }
    },
  }).catch((error) => {
    if (!approved) throw error;
  });
  return approved;
}

/**
 * Four outages of the provider (reached through `paypalProxy`): refusing connections when an
 * order is opened and when it is captured, silent (a partition) at capture, and capturing but
 * answering after our timeout. After each the provider returns and the buyer tries again, except
 * in the slow case, where the buyer leaves and reconciliation must finish the order.
 */
export async function providerOutages({ server, paypalProxy, emulatorBase, buyers, timeoutMs }) {
  const site = () => siteClient(server().base, { timeoutMs: 60_000 });
  const rows = [];
  // Clear: the customer got our error body (PROVIDER_UNAVAILABLE) and, where they tried again,
  // the retry made the warranty.
  const note = (scenario, answer, afterwards) => {
    const clear = answer.startsWith('PROVIDER_UNAVAILABLE:') && !afterwards.startsWith('the retry failed');
    rows.push({ scenario, answer, afterwards, clear });
    console.log(`  ${clear ? ' ' : '✘'} ${scenario}\n      customer told: ${answer}\n      then: ${afterwards}`);
  };

  paypalProxy.cut('reset');
  const refused = await buy(site()).then(
    () => 'a warranty (unexpected)',
    (error) => describe(error),
  );
  paypalProxy.restore();
  note('PayPal refusing connections when the order is opened', refused, 'nothing charged: no order reached PayPal');

  for (const how of ['reset', 'silent']) {
    const order = await approvedPurchase(site());
    buyers.set(order.orderID, order.token);
    paypalProxy.cut(how);
    const started = performance.now();
    const answer = await capture(site(), order).then(
      () => 'a warranty (unexpected)',
      (error) => describe(error),
    );
    const waited = Math.round(performance.now() - started);
    paypalProxy.restore();
    const retry = await capture(site(), order).then(
      (body) => `the retry made warranty ${body.warranty._id.slice(0, 8)}…`,
      (error) => `the retry failed: ${describe(error)}`,
    );
    const what = how === 'reset' ? 'refusing connections' : 'silent (a partition)';
    note(`PayPal ${what} at capture (answered in ${waited} ms)`, answer, retry);
  }

  const order = await approvedPurchase(site());
  buyers.set(order.orderID, order.token);
  await control(emulatorBase, `/orders/${order.orderID}/behaviour`, { capture: 'complete', delayMs: timeoutMs + 1500 });
  const slow = await capture(site(), order).then(
    () => 'a warranty (unexpected)',
    (error) => describe(error),
  );
  note(
    `PayPal capturing but answering after our ${timeoutMs} ms timeout`,
    slow,
    'the buyer leaves; reconciliation must record the capture (checked by the ledger)',
  );
  return rows;
}
