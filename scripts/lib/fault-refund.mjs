// `kill -9` while a customer's cooling-off refund is under way: PayPal refunds at once and answers
// 400 ms later, and the server dies somewhere in that window (or before it asked). Nobody comes
// back: the refund-claims job of the restarted server must record each refund PayPal made exactly
// once, with one e-mail and the warranty cancelled, and release each claim PayPal never saw.
import pg from 'pg';
import { buy, siteClient } from './journeys.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function paypalOrder(emulatorBase, orderId) {
  const res = await fetch(`${emulatorBase}/paypal/__control/orders/${orderId}`);
  return res.json();
}

async function refundDelay(emulatorBase, orderId, ms) {
  await fetch(`${emulatorBase}/paypal/__control/orders/${orderId}/refund-delay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ms }),
  });
}

/** What our database holds for the warranty: its status, whether a claim is held, refund rows and e-mails. */
async function ours(postgresUrl, warrantyId) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select w.status, w.cancellation_started_at is not null as claimed,
              (select count(*)::int from transactions t where t.warranty_id = w.id and t.kind = 'refund') as refunds,
              (select count(*)::int from outbox_emails e join users u on u.email = e.to_address
                where u.id = w.user_id and e.kind = 'refund-made') as emails
         from warranties w where w.id = $1`,
      [warrantyId],
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

/**
 * `trials` cooling-off cancels, each struck by `kill -9` 0–500 ms after it is sent. `server()`
 * answers the running server, `restart()` starts it again; `settleMs` is how long the job may take
 * (the claim window plus a run); each buyer joins `buyers` for the ledger. Answers a row per trial; `ok` is false for any refund PayPal made
 * that is not recorded exactly once, any second e-mail, or a claim still held at the end.
 */
export async function killDuringRefunds({ trials, server, restart, emulatorBase, postgresUrl, settleMs, buyers }) {
  const rows = [];
  for (let trial = 1; trial <= trials; trial += 1) {
    const site = siteClient(server().base, { timeoutMs: 20_000 });
    const bought = await buy(site);
    buyers.set(bought.orderID, bought.token);
    const { body: list } = await site.call('my warranties', '/api/warranty/my-warranties', { token: bought.token });
    const warrantyId = list.warranties[0]._id;
    await refundDelay(emulatorBase, bought.orderID, 400);
    const afterMs = Math.floor(Math.random() * 500);
    const cancel = site
      .call('cancel', `/api/warranty/cancel/${warrantyId}`, { method: 'POST', token: bought.token, json: {} })
      .then(
        () => 'answered before the kill',
        (error) => `cut off (${error.status || 'no answer'})`,
      );
    await sleep(afterMs);
    await server().kill();
    const outcome = await cancel;
    await restart();

    const deadline = Date.now() + settleMs;
    let state = await ours(postgresUrl, warrantyId);
    while (state.claimed && Date.now() < deadline) {
      await sleep(1000);
      state = await ours(postgresUrl, warrantyId);
    }
    const atPaypal = await paypalOrder(emulatorBase, bought.orderID);
    const refundedAtPaypal = JSON.stringify(atPaypal.order).includes('"status":"REFUNDED"');
    const ok = refundedAtPaypal
      ? state.status === 'cancelled' && state.refunds === 1 && state.emails === 1 && !state.claimed
      : state.status === 'under-review' && state.refunds === 0 && state.emails === 0 && !state.claimed;
    const row = {
      trial,
      afterMs,
      outcome,
      paypal: refundedAtPaypal ? 'refunded' : 'not refunded',
      refundCalls: atPaypal.calls.refund,
      ...state,
      ok,
    };
    rows.push(row);
    console.log(
      `  ${String(trial).padStart(2)}. killed ${String(afterMs).padStart(3)} ms into the cancel; ${outcome.padEnd(26)} ` +
        `PayPal: ${row.paypal.padEnd(12)} ours: ${state.status}, ${state.refunds} refund row(s), ${state.emails} e-mail(s)` +
        `${state.claimed ? ', STILL CLAIMED' : ''}${ok ? '' : '  ← WRONG'}`,
    );
  }
  const window = rows.filter((r) => r.paypal === 'refunded' && r.outcome !== 'answered before the kill').length;
  console.log(`  ${window} of ${trials} kills fell between PayPal refunding and the customer hearing it`);
  return rows;
}
