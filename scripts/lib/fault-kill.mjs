// `kill -9` at random points of a purchase: the server dies mid-journey, is started again on the
// same database, and afterwards no payment may be lost (money taken, no warranty) or doubled.
import { buy, capture, siteClient } from './journeys.mjs';

const phases = ['register', 'check', 'quote', 'create', 'approve', 'capture', 'dashboard'];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const chance = (p) => Math.random() < p;

/**
 * Where to strike: any phase of the journey, with the capture (between PayPal taking the money
 * and our database recording it) chosen as often as all the others together.
 */
function killPoint() {
  const phase = chance(0.5) ? 'capture' : phases[Math.floor(Math.random() * phases.length)];
  return { phase, afterMs: Math.floor(Math.random() * (phase === 'capture' ? 300 : 60)) };
}

async function paypalBehaviour(emulatorBase, orderId, behaviour) {
  await fetch(`${emulatorBase}/paypal/__control/orders/${orderId}/behaviour`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(behaviour),
  });
}

/**
 * Where the kill left the money: `taken, not recorded` is the window that matters (PayPal
 * captured, our database has no warranty yet), read before anyone retries or reconciles.
 */
async function leftAt(site, emulatorBase, order) {
  if (!order) return 'no order';
  const res = await fetch(`${emulatorBase}/paypal/__control/orders/${order.orderID}`);
  const { order: atPaypal } = await res.json();
  if (atPaypal.status !== 'COMPLETED') return `not taken (${atPaypal.status.toLowerCase()})`;
  const { body } = await site.call('my warranties', '/api/warranty/my-warranties', { token: order.token });
  return body.warranties.length > 0 ? 'taken and recorded' : 'taken, not recorded';
}

/**
 * The buyer comes back after the restart, as a browser retrying would: captures again until an
 * answer that is final (the warranty, or a refusal), waiting while another capture is in progress.
 */
async function comeBack(site, order, deadline) {
  while (Date.now() < deadline) {
    try {
      await capture(site, order);
      return 'captured';
    } catch (error) {
      if (error.body?.error?.code !== 'PAYMENT_IN_PROGRESS' && error.status !== 503 && error.status !== 0) {
        return `refused (${error.body?.error?.code ?? error.status})`;
      }
      await sleep(1000);
    }
  }
  return 'gave up';
}

/**
 * `trials` purchases, each struck by `kill -9` at a random point. `server()` answers the running
 * server; `restart()` starts it again and answers its start-up time. Every provider order's buyer
 * is added to `buyers` for the ledger.
 */
export async function killDuringPurchases({ trials, server, restart, emulatorBase, buyers }) {
  const rows = [];
  for (let trial = 1; trial <= trials; trial += 1) {
    const site = siteClient(server().base, { timeoutMs: 20_000 });
    const point = killPoint();
    let order = null;
    let killed = null;
    const strike = (phase, progress) => {
      if (progress) order = progress;
      if (phase !== point.phase || killed) return;
      if (phase === 'capture' && order) {
        // PayPal captures at once and answers later: the kill often falls between the two.
        void paypalBehaviour(emulatorBase, order.orderID, { capture: 'complete', delayMs: 150 });
      }
      killed = sleep(point.afterMs).then(() => server().kill());
    };
    const outcome = await buy(site, { phase: strike }).then(
      () => 'completed before the kill',
      (error) => `cut off (${error.message.split(':')[0]})`,
    );
    await (killed ?? server().kill());
    const restartMs = await restart();
    if (order) buyers.set(order.orderID, order.token);
    const money = await leftAt(siteClient(server().base), emulatorBase, order);
    // Half the buyers come back and retry; the others never do, and reconciliation must finish theirs.
    const returns = order && chance(0.5);
    const retry = returns ? await comeBack(siteClient(server().base), order, Date.now() + 60_000) : 'did not return';
    rows.push({ trial, ...point, outcome, money, restartMs: Math.round(restartMs), buyer: retry });
    console.log(
      `  ${String(trial).padStart(2)}. killed ${String(point.afterMs).padStart(3)} ms into ${point.phase.padEnd(9)} ` +
        `${outcome.padEnd(28)} money: ${money.padEnd(20)} restart ${Math.round(restartMs)} ms; buyer ${retry}`,
    );
  }
  const window = rows.filter((r) => r.money === 'taken, not recorded').length;
  console.log(`  ${window} of ${trials} kills fell between PayPal taking the money and our database recording it`);
  return rows;
}
