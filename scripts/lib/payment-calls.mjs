// The payment calls timed one buyer after another (npm run bench): paying in full through the
// PayPal emulator (create order, capture) and starting a monthly plan (the Direct Debit start:
// our order, GoCardless's billing request and flow, through its emulator). Each buyer is new and
// types in a vehicle no one else has, so every call does all its work.
import { buy, siteClient, startMonthly } from './journeys.mjs';
import { tableLine } from './table.mjs';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function measurePaymentCalls(base, runs = 20) {
  const times = new Map();
  const record = ({ name, status, ms }) => {
    if (status >= 200 && status < 400) times.set(name, [...(times.get(name) ?? []), ms]);
  };
  const site = siteClient(base, { record });
  for (let i = 0; i < runs; i += 1) {
    await buy(site);
    await startMonthly(site);
  }
  return ['create order', 'capture', 'monthly start'].map((name) => {
    const sorted = [...(times.get(name) ?? [])].sort((a, b) => a - b);
    return {
      call: name,
      count: sorted.length,
      p50: Math.round(percentile(sorted, 50)),
      p95: Math.round(percentile(sorted, 95)),
      max: Math.round(sorted.at(-1)),
    };
  });
}

export function printPaymentCalls(rows) {
  console.log('\nPayment calls, one new buyer after another (ms)');
  console.log('call'.padEnd(16), 'count'.padStart(6), 'p50'.padStart(6), 'p95'.padStart(6), 'max'.padStart(6));
  for (const r of rows)
    console.log(
      tableLine([
        [r.call, 16],
        [r.count, 6],
        [r.p50, 6],
        [r.p95, 6],
        [r.max, 6],
      ]),
    );
}
