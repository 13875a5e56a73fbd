// `npm run load`: a scripted mix of visitors (browse, quote, register, buy through the PayPal
// emulator) at a fixed arrival rate, on PGlite and on PostgreSQL, with PayPal and the vehicle data
// service emulated in a process of their own. After a warm-up, the measured run reports offered and
// achieved rates, p50/p97.5/p99/max per call, errors, and the server's CPU, memory and event-loop
// delay; then a step test raises the rate to find the knee. Afterwards every capture PayPal made
// must have exactly one warranty and one payment (the ledger). Exits 1 on an error or an unbalanced
// ledger in the measured run (the step test may overload the server on purpose).
//   LOAD_RATE        visitors per second in the measured run (default 100)
//   LOAD_SECONDS     its length (default 60); LOAD_WARMUP seconds before it (default 10)
//   LOAD_STEPS       rates of the step test (default 100,200,300,400,600; "off" skips it)
//   LOAD_STEP_SECONDS each step's length (default 15)
//   LOAD_DATABASES   pglite,postgres (default both); PostgreSQL from BENCH_DATABASE_URL, DATABASE_URL or the local server
// Writes bench/results/load-<commit>.json. Needs the build.
import { mkdirSync, writeFileSync } from 'node:fs';
import { commitId } from './lib/commit.mjs';
import { siteClient } from './lib/journeys.mjs';
import { checkLedger, printLedger } from './lib/ledger.mjs';
import { mix, runMix } from './lib/load-mix.mjs';
import { sitemapPaths } from './lib/page-speed.mjs';
import { monitorProcess } from './lib/process-monitor.mjs';
import { emulatorEnv, freePort, freshPostgres, startBuiltServer, startEmulators } from './lib/server.mjs';

const rate = Number(process.env.LOAD_RATE ?? 100);
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const warmup = Number(process.env.LOAD_WARMUP ?? 10);
const steps =
  process.env.LOAD_STEPS === 'off' ? [] : (process.env.LOAD_STEPS ?? '100,200,300,400,600').split(',').map(Number);
const stepSeconds = Number(process.env.LOAD_STEP_SECONDS ?? 15);
const databases = (process.env.LOAD_DATABASES ?? 'pglite,postgres').split(',').map((d) => d.trim());

const columns = (...cells) =>
  cells.map(([text, width]) => String(text)[width < 0 ? 'padEnd' : 'padStart'](Math.abs(width))).join(' ');

function printRun(database, run) {
  const { outcomes, server } = run;
  console.log(
    `\n${database}: offered ${run.offeredPerSecond} visitors/s for ${seconds} s after a ${warmup} s warm-up ` +
      `(${Object.entries(run.byJourney)
        .map(([name, n]) => `${n} ${name}`)
        .join(', ')}); started ${run.startedPerSecond}/s, completed ${run.achievedPerSecond}/s: ` +
      `${outcomes.completed} completed, ${outcomes.failed} failed, ${outcomes.dropped} dropped; ` +
      `the last finished ${run.drainMs} ms after the last arrival`,
  );
  console.log(
    `  ${run.requests} requests, ${run.requestsPerSecond}/s; server CPU ${server.cpuPercentMean}% of a core on average ` +
      `(${server.cpuPercentMax}% at most), RSS peak ${server.rssMbPeak} MB, event-loop delay mean ${server.eventLoopLagMsMean} ms ` +
      `(max ${server.eventLoopLagMsMax} ms)`,
  );
  const header = ['call', -22, 'count', 7, 'p50 ms', 8, 'p97.5 ms', 9, 'p99 ms', 8, 'max ms', 8, '5xx/net', 8];
  console.log(
    `  ${columns(...Array.from({ length: header.length / 2 }, (_, i) => [header[2 * i], header[2 * i + 1]]))}`,
  );
  const row = (name, s) =>
    console.log(
      `  ${columns([name, -22], [s.count, 7], [s.p50, 8], [s.p975, 9], [s.p99, 8], [s.max, 8], [s.errors, 8])}`,
    );
  for (const [name, s] of Object.entries(run.calls)) row(name, s);
  row('all', run.all);
  for (const [reason, n] of Object.entries(run.failures)) console.log(`  ✘ ${n} × ${reason}`);
}

/**
 * The step test: each rate for `stepSeconds`. The knee is the highest rate the server still keeps
 * up with: every visitor served without error, p99 within 4× that of the lowest step.
 */
async function stepTest(base, pages, buyers) {
  const rows = [];
  for (const stepRate of steps) {
    const run = await runMix({ base, pages, buyers, rate: stepRate, seconds: stepSeconds });
    rows.push({
      offeredPerSecond: stepRate,
      achievedPerSecond: run.achievedPerSecond,
      requestsPerSecond: run.requestsPerSecond,
      ...run.all,
      failed: run.outcomes.failed,
    });
  }
  const baseline = rows[0]?.p99 ?? 0;
  const keepsUp = (r) => r.errors === 0 && r.failed === 0 && r.p99 <= Math.max(4 * baseline, 20);
  const knee = rows.filter(keepsUp).at(-1)?.offeredPerSecond ?? null;
  console.log(`  step test, ${stepSeconds} s a step:`);
  console.log(
    `  ${columns(['offered/s', 10], ['done/s', 8], ['req/s', 8], ['p50 ms', 8], ['p99 ms', 8], ['max ms', 8], ['errors', 7])}`,
  );
  for (const r of rows) {
    console.log(
      `  ${columns([r.offeredPerSecond, 10], [r.achievedPerSecond, 8], [r.requestsPerSecond, 8], [r.p50, 8], [r.p99, 8], [r.max, 8], [r.errors + r.failed, 7])}${keepsUp(r) ? '' : '  past the knee'}`,
    );
  }
  console.log(`  knee: ${knee ?? 'below the first step'} visitors/s`);
  return { stepSeconds, rows, knee };
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
    if (warmup > 0) await runMix({ base: server.base, pages, buyers, rate, seconds: warmup });
    const monitor = monitorProcess(server.child.pid, server.base);
    const run = { ...(await runMix({ base: server.base, pages, buyers, rate, seconds })), server: monitor.stop() };
    printRun(database, run);
    const site = siteClient(server.base);
    const ledger = await checkLedger({ emulatorBase: emulators.base, site, buyers, postgresUrl: postgres?.url });
    printLedger(ledger);
    const ok =
      ledger.lost.length === 0 &&
      ledger.duplicated.length === 0 &&
      ledger.unpaid === 0 &&
      run.all.errors === 0 &&
      run.outcomes.failed === 0;
    const step = steps.length ? await stepTest(server.base, pages, buyers) : null;
    if (step) {
      const after = await checkLedger({ emulatorBase: emulators.base, site, buyers, postgresUrl: postgres?.url });
      step.ledger = after;
      console.log('  after the step test too:');
      printLedger(after);
    }
    return { database, ok, ...run, ledger, step };
  } finally {
    await server.stop();
    await emulators.stop();
    await postgres?.drop();
  }
}

const figures = {
  commit: commitId(),
  date: new Date().toISOString(),
  node: process.version,
  rate,
  seconds,
  warmup,
  mix,
};
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
