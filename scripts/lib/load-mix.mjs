// The visitor mix of `npm run load`, at a fixed arrival rate (an open model: a visitor arrives
// on schedule whether or not the earlier ones are done, so a slow server cannot slow the arrivals
// and hide its own stalls).
import { browse, buy, quote, register, siteClient } from './journeys.mjs';

/** What share of visitors does what: most read, some price a car, fewer register, fewer still buy. */
export const mix = [
  ['browse', 0.55],
  ['quote', 0.3],
  ['register', 0.1],
  ['buy', 0.05],
];
/** Visitors still in progress beyond this are not started (counted as dropped): the generator's own limit. */
const maxInFlight = 2000;

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : 0;
const round = (ms) => Math.round(ms * 10) / 10;

/** Count, p50, p97.5, p99, max (ms) and errors (no answer, or 5xx) of some calls. */
export function summarise(samples) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    count: samples.length,
    p50: round(percentile(sorted, 0.5)),
    p975: round(percentile(sorted, 0.975)),
    p99: round(percentile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? 0),
    errors: samples.filter((s) => s.status === 0 || s.status >= 500).length,
  };
}

function pickJourney() {
  let roll = Math.random();
  for (const [name, share] of mix) {
    roll -= share;
    if (roll < 0) return name;
  }
  return mix[0][0];
}

/**
 * `rate` visitors a second for `seconds` against `base`; every buyer's order goes into `buyers`
 * (order id → token) for the ledger. Answers the rates, outcomes and the calls' figures.
 */
export async function runMix({ base, pages, buyers, rate, seconds }) {
  const calls = [];
  const site = siteClient(base, { record: (call) => calls.push(call), timeoutMs: 30_000 });
  const journeys = { browse: () => browse(site, pages), quote: () => quote(site), register: () => register(site) };
  journeys.buy = async () => {
    const order = await buy(site, { phase: (_, progress) => progress && buyers.set(progress.orderID, progress.token) });
    buyers.set(order.orderID, order.token);
  };
  const outcomes = { completed: 0, failed: 0, dropped: 0 };
  const failures = new Map();
  const byJourney = Object.fromEntries(mix.map(([name]) => [name, 0]));
  let inFlight = 0;
  const running = new Set();
  const started = performance.now();
  const total = Math.round(rate * seconds);
  for (let i = 0; i < total; i += 1) {
    const wait = started + (i * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (inFlight >= maxInFlight) {
      outcomes.dropped += 1;
      continue;
    }
    const name = pickJourney();
    byJourney[name] += 1;
    inFlight += 1;
    const visit = journeys[name]()
      .then(
        () => (outcomes.completed += 1),
        (error) => {
          outcomes.failed += 1;
          const reason = `${name}: ${error.message.slice(0, 120)}`;
          failures.set(reason, (failures.get(reason) ?? 0) + 1);
        },
      )
      .finally(() => {
        inFlight -= 1;
        running.delete(visit);
      });
    running.add(visit);
  }
  const arrivalsDoneMs = performance.now() - started;
  await Promise.all(running);
  const elapsedMs = performance.now() - started;
  const names = [...new Set(calls.map((c) => c.name))];
  return {
    offeredPerSecond: rate,
    visitors: total,
    byJourney,
    startedPerSecond: +(total / (arrivalsDoneMs / 1000)).toFixed(1),
    achievedPerSecond: +(outcomes.completed / (elapsedMs / 1000)).toFixed(1),
    drainMs: Math.round(elapsedMs - arrivalsDoneMs),
    requests: calls.length,
    requestsPerSecond: +(calls.length / (elapsedMs / 1000)).toFixed(1),
    outcomes,
    failures: Object.fromEntries(failures),
    all: summarise(calls),
    calls: Object.fromEntries(names.map((name) => [name, summarise(calls.filter((c) => c.name === name))])),
  };
}
