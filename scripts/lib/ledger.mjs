// The books balanced against PayPal: every capture the emulator made must have exactly one
// warranty and one payment transaction of ours, and we must hold no payment PayPal did not take.
// Read through the buyers' own API calls (any database) and, given a PostgreSQL URL, in SQL too.
import pg from 'pg';

async function emulatorOrders(emulatorBase) {
  const res = await fetch(`${emulatorBase}/paypal/__control/orders`);
  if (!res.ok) throw new Error(`the PayPal emulator's order list: HTTP ${res.status}`);
  return (await res.json()).orders;
}

async function asBuyer(site, token) {
  const [{ body: money }, { body: cover }] = await Promise.all([
    site.call('ledger: my transactions', '/api/transaction/my-transactions', { token }),
    site.call('ledger: my warranties', '/api/warranty/my-warranties', { token }),
  ]);
  return { transactions: money.transactions, warranties: cover.warranties };
}

async function inDatabase(postgresUrl, captureIds) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    const counts = await client.query(
      `select c.id,
              (select count(*) from transactions t where t.kind = 'payment' and t.source_id = c.id)::int as payments,
              (select count(*) from warranties w join payment_orders o on o.id = w.order_id
                where o.capture_id = c.id)::int as warranties
         from unnest($1::text[]) as c(id)`,
      [captureIds],
    );
    const unpaid = await client.query(
      `select count(*)::int as n from transactions where kind = 'payment' and not (source_id = any($1::text[]))`,
      [captureIds],
    );
    return { byCapture: new Map(counts.rows.map((r) => [r.id, r])), unpaid: unpaid.rows[0].n };
  } finally {
    await client.end();
  }
}

/**
 * `buyers` maps each provider order id to its buyer's token. Answers the counts: captures made,
 * those with exactly one warranty and one transaction, `lost` (money taken, no warranty),
 * `duplicated` (more than one), `unpaid` (a payment of ours PayPal never captured), and the
 * orders still approved but not captured (no money taken yet).
 */
export async function checkLedger({ emulatorBase, site, buyers, postgresUrl }) {
  const orders = await emulatorOrders(emulatorBase);
  // Money taken, whether or not it has since gone back (a cooling-off cancel refunds the capture).
  const captured = orders.filter((o) => ['COMPLETED', 'PARTIALLY_REFUNDED', 'REFUNDED'].includes(o.capture?.status));
  const captureIds = captured.map((o) => o.capture.id);
  const report = {
    orders: orders.length,
    captures: captured.length,
    exactlyOne: 0,
    lost: [],
    duplicated: [],
    unpaid: 0,
    refunded: 0,
    /** Captures PayPal refunded whose warranty has not exactly one refund of ours. */
    refundsWrong: [],
  };
  report.approvedNotCaptured = orders.filter((o) => o.status === 'APPROVED').length;
  report.captureCallsMax = Math.max(0, ...orders.map((o) => o.calls.capture));
  const sql = postgresUrl ? await inDatabase(postgresUrl, captureIds) : null;

  const tokens = new Set(buyers.values());
  const seen = new Map();
  for (const token of tokens) seen.set(token, await asBuyer(site, token));
  const ourPayments = [...seen.values()].flatMap((b) => b.transactions.filter((t) => t.kind === 'payment'));
  report.unpaid = sql ? sql.unpaid : ourPayments.filter((t) => !captureIds.includes(t.source_id)).length;

  for (const order of captured) {
    const token = buyers.get(order.id);
    const mine = token ? seen.get(token) : { transactions: [], warranties: [] };
    const payments = mine.transactions.filter((t) => t.kind === 'payment' && t.source_id === order.capture.id);
    const warranties = mine.warranties.filter((w) => payments.some((t) => t.warranty_id === w._id));
    const counts = [payments.length, warranties.length];
    if (sql) {
      const row = sql.byCapture.get(order.capture.id);
      counts.push(row.payments, row.warranties);
    }
    if (order.capture.status === 'REFUNDED') {
      report.refunded += 1;
      const refunds = mine.transactions.filter(
        (t) => t.kind === 'refund' && warranties.some((w) => w._id === t.warranty_id),
      );
      if (refunds.length !== 1) report.refundsWrong.push({ order: order.id, counts: [`${refunds.length} refunds`] });
    }
    if (counts.every((n) => n === 1)) report.exactlyOne += 1;
    else if (counts.some((n) => n > 1)) report.duplicated.push({ order: order.id, counts });
    else report.lost.push({ order: order.id, counts });
  }
  return report;
}

export function printLedger(report) {
  const ok =
    report.lost.length === 0 &&
    report.duplicated.length === 0 &&
    report.unpaid === 0 &&
    (report.refundsWrong ?? []).length === 0;
  console.log(
    `ledger: ${report.captures} captures at PayPal, ${report.exactlyOne} with exactly one warranty and one payment; ` +
      `lost ${report.lost.length}, duplicated ${report.duplicated.length}, payments PayPal never took ${report.unpaid}; ` +
      `${report.approvedNotCaptured} approved and not yet captured; at most ${report.captureCallsMax} capture call(s) per order; ` +
      `${report.refunded} refunded at PayPal, ${report.refunded - report.refundsWrong.length} with exactly one refund of ours` +
      (ok ? '' : '  ✘'),
  );
  for (const { order, counts } of [...report.lost, ...report.duplicated, ...report.refundsWrong])
    console.log(`  order ${order}: ${counts}`);
  return ok;
}
