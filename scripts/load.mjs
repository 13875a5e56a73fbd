// `npm run load`: a scripted mix of visitors at a fixed arrival rate (an open model: a visitor
// arrives on schedule whether or not the earlier ones are done), on PGlite and on PostgreSQL,
// with PayPal and the vehicle data service emulated in a process of their own. Reports the
// offered and achieved rate, p50/p99/max per call and errors; afterwards every capture PayPal
// made must have exactly one warranty and one payment (the ledger). Exits 1 otherwise.
//   LOAD_RATE      visitors per second (default 100)
//   LOAD_SECONDS   how long visitors arrive (default 60)
//   LOAD_DATABASES pglite,postgres (default both); PostgreSQL from BENCH_DATABASE_URL, DATABASE_URL or the local server
// Writes bench/results/load-<commit>.json. Needs the build.
import { mkdirSync, writeFileSync } from 'node:fs';
import { commitId } from './lib/commit.mjs';
import { browse, buy, quote, register, siteClient } from './lib/journeys.mjs';
import { checkLedger, printLedger } from './lib/ledger.mjs';
import { sitemapPaths } from './lib/page-speed.mjs';
import { emulatorEnv, freePort, freshPostgres, startBuiltServer, startEmulators } from './lib/server.mjs';

const rate = Number(process.env.LOAD_RATE ?? 100);
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const databases = (process.env.LOAD_DATABASES ?? 'pglite,postgres').split(',').map((d) => d.trim());
/** What share of visitors does what: most read, some price a car, fewer register, fewer still buy. */
const mix = [
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

function summarise(samples) {
  const sorted = samples.map((s) => s.ms).sort((a, b) => a - b);
  const errors = samples.filter((s) => s.status === 0 || s.status >= 500).length;
  return {
    count: samples.length,
    p50: round(percentile(sorted, 0.5)),
    p99: round(percentile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? 0),
    errors,
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

async function runMix(base, pages, buyers) {
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
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
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

function printRun(database, run, ledger) {
  const { outcomes } = run;
  console.log(
    `\n${database}: offered ${run.offeredPerSecond} visitors/s for ${seconds} s (${run.visitors}: ` +
      `${Object.entries(run.byJourney)
        .map(([name, n]) => `${n} ${name}`)
        .join(', ')}); started ${run.startedPerSecond}/s, completed ${run.achievedPerSecond}/s: ` +
      `${outcomes.completed} completed, ${outcomes.failed} failed, ${outcomes.dropped} dropped; ` +
      `the last finished ${run.drainMs} ms after the last arrival`,
  );
  console.log(`  ${run.requests} requests, ${run.requestsPerSecond}/s`);
  console.log(
    '  call'.padEnd(24),
    'count'.padStart(7),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'max ms'.padStart(8),
    '5xx/net'.padStart(8),
  );
  const row = (name, s) =>
    console.log(
      `  ${name}`.padEnd(24),
      String(s.count).padStart(7),
      String(s.p50).padStart(8),
      String(s.p99).padStart(8),
      String(s.max).padStart(8),
      String(s.errors).padStart(8),
    );
  for (const [name, s] of Object.entries(run.calls)) row(name, s);
  row('all', run.all);
  for (const [reason, n] of Object.entries(run.failures)) console.log(`  ✘ ${n} × ${reason}`);
  printLedger(ledger);
}

async function onDatabase(database) {
  const emulators = await startEmulators({ port: 0 });
  const postgres = database === 'postgres' ? await freshPostgres('load') : null;
  const server = await startBuiltServer({
    port: await freePort(),
    env: {
      ...emulatorEnv(emulators.base),
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
      // One client address makes every visitor: the per-address limits would refuse most of them.
      RATE_LIMIT: 'off',
      DEMO_SEED: 'false',
    },
  });
  try {
    const pages = (await sitemapPaths(server.base)).filter((path) => path !== '/');
    const buyers = new Map();
    const run = await runMix(server.base, pages, buyers);
    const ledger = await checkLedger({
      emulatorBase: emulators.base,
      site: siteClient(server.base),
      buyers,
      postgresUrl: postgres?.url,
    });
    printRun(database, run, ledger);
    const ok =
      ledger.lost.length === 0 &&
      ledger.duplicated.length === 0 &&
      ledger.unpaid === 0 &&
      run.all.errors === 0 &&
      run.outcomes.failed === 0;
    return { database, ok, ...run, ledger };
  } finally {
    await server.stop();
    await emulators.stop();
    await postgres?.drop();
  }
}

const figures = { commit: commitId(), date: new Date().toISOString(), node: process.version, rate, seconds, mix };
console.log(`\nKestrel load mix — commit ${figures.commit}, ${figures.node}, ${rate} visitors/s for ${seconds} s`);
console.log(`mix: ${mix.map(([name, share]) => `${name} ${Math.round(share * 100)}%`).join(', ')}`);
figures.runs = [];
for (const database of databases) figures.runs.push(await onDatabase(database));

mkdirSync('bench/results', { recursive: true });
const file = `bench/results/load-${figures.commit}.json`;
writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
const ok = figures.runs.every((r) => r.ok);
console.log(`\n${ok ? 'no errors, ledger balanced' : 'ERRORS OR LEDGER NOT BALANCED'}; written ${file}`);
process.exit(ok ? 0 : 1);
