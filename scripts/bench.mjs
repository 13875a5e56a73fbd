// `npm run bench`: figures measured side by side in one run on this machine (shared and noisy,
// so compare ratios, not absolutes). Needs the build (`npm run build`). Writes bench/results/<commit>.json.
// The server under load (throughput, latency, RSS sampled during and read after the load), the
// compressed JavaScript every public page loads first, each public page's LCP beside a script-free
// copy of its HTML (BENCH_LCP=off skips it; BENCH_LCP_RUNS runs per page, default 3), then
// Lighthouse (mobile) on every public page beside its copy and on the app pages, the median of
// LIGHTHOUSE_RUNS runs each (BENCH_LIGHTHOUSE=off skips it). The load mix is `npm run load`.
// On PGlite it first times cold starts on a new and an existing data folder (BENCH_COLD_RUNS each);
// BENCH_ONLY=cold prints those and stops there; with BENCH_BEFORE=<dir> (another checkout, built)
// it times that build's starts and this one's, taking turns.
import autocannon from 'autocannon';
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measurePaymentCalls, printPaymentCalls } from './lib/payment-calls.mjs';
import { measureFirstLoadJs, measureLcp, printFirstLoadJs, printLcp, sitemapPaths } from './lib/page-speed.mjs';
import { freePort, rssMb, startBuiltServer } from './lib/server.mjs';
import { keyPages, printLighthouse, runLighthouse } from './lighthouse.mjs';

// A port nothing listens on: another bench on this machine may be running.
const port = await freePort();
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Cold start on PGlite (docs/quality.md, Demo mode): process start → /readyz 200 on a new data folder, then again
 * on the folder that start made (an existing one), BENCH_COLD_RUNS times each (default 3), median.
 * Also the CPU each start used (steadier than the wall clock on a shared machine) and the RSS once ready.
 * With `root` another checkout's build (BENCH_BEFORE, see printColdStarts).
 */
async function coldStarts(root = '.') {
  const runs = Number(process.env.BENCH_COLD_RUNS ?? 3);
  const samples = { newFolder: [], existingFolder: [] };
  for (let i = 0; i < runs; i += 1) await coldStartPair(root, samples);
  return summariseColdStarts(runs, samples);
}

/** One new folder's start, then the same folder's again. */
async function coldStartPair(root, samples) {
  const dataDir = mkdtempSync(join(tmpdir(), 'kestrel-cold-'));
  try {
    for (const kind of ['newFolder', 'existingFolder']) {
      const started = await startBuiltServer({ port, root, env: { DATA_DIR: dataDir } });
      samples[kind].push(started);
      await started.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function summariseColdStarts(runs, samples) {
  const summary = (list) => ({
    ms: Math.round(median(list.map((s) => s.coldStartMs))),
    cpuMs: median(list.map((s) => s.coldStartCpuMs)),
    rssMbAtReady: median(list.map((s) => s.rssMbAtReady)),
    runsMs: list.map((s) => Math.round(s.coldStartMs)),
  });
  return { runs, newFolder: summary(samples.newFolder), existingFolder: summary(samples.existingFolder) };
}

/**
 * BENCH_ONLY=cold with BENCH_BEFORE=<dir> (another checkout, built): its starts and this build's,
 * taking turns, so that both share the machine's load.
 */
async function coldStartsBeside(beforeRoot) {
  const runs = Number(process.env.BENCH_COLD_RUNS ?? 3);
  const builds = { before: { newFolder: [], existingFolder: [] }, after: { newFolder: [], existingFolder: [] } };
  for (let i = 0; i < runs; i += 1) {
    await coldStartPair(beforeRoot, builds.before);
    await coldStartPair('.', builds.after);
  }
  return { before: summariseColdStarts(runs, builds.before), after: summariseColdStarts(runs, builds.after) };
}

async function load(title, path) {
  // The server's RSS every 250 ms while autocannon runs (its warm-up included): the peak under load.
  let rssMbPeak = rssMb(child.pid);
  const sampler = setInterval(() => {
    rssMbPeak = Math.max(rssMbPeak, rssMb(child.pid));
  }, 250);
  let result;
  try {
    result = await autocannon({
      url: base + path,
      connections,
      duration: seconds,
      warmup: { connections, duration: 2 },
    });
  } finally {
    clearInterval(sampler);
  }
  return {
    title,
    path,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    rssMbPeak,
  };
}

/** The cold starts' lines, as the full run prints them. */
function printColdStarts(cold) {
  for (const [label, c] of [
    ['new data folder', cold.newFolder],
    ['existing data folder', cold.existingFolder],
  ]) {
    console.log(
      `cold start, ${label} (median of ${cold.runs}): ${c.ms} ms (${c.runsMs.join(', ')}), ` +
        `CPU ${c.cpuMs} ms, RSS when ready ${c.rssMbAtReady} MB`,
    );
  }
}

if (process.env.BENCH_ONLY === 'cold' && process.env.BENCH_BEFORE && !process.env.BENCH_DATABASE_URL) {
  const { before, after } = await coldStartsBeside(process.env.BENCH_BEFORE);
  console.log(`before (${process.env.BENCH_BEFORE}):`);
  printColdStarts(before);
  console.log('after (this build):');
  printColdStarts(after);
  process.exit(0);
}
const coldStart = process.env.BENCH_DATABASE_URL ? null : await coldStarts();
if (process.env.BENCH_ONLY === 'cold') {
  if (coldStart) printColdStarts(coldStart);
  else console.log('cold starts are measured on PGlite only (BENCH_DATABASE_URL is set)');
  process.exit(0);
}
const server = await startBuiltServer({
  port,
  env: { RATE_LIMIT: 'off', DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' },
});
const { base, child } = server;
try {
  const coldStartMs = Math.round(server.coldStartMs);
  await fetch(`${base}/api/vehicle/lookup?reg=AB12CDE`); // the provider is asked once; later lookups are ours
  const hello = await load('bare route (/healthz)', '/healthz');
  const lookup = await load('vehicle lookup', '/api/vehicle/lookup?reg=AB12CDE');
  // The quote call (spec §7 GET /api/level/plan/): 45 plans priced per request (DESIGN §7 bar: ≥ 1/3 of bare, p99 < 50 ms).
  const quote = await load(
    'quote (GET /api/level/plan/)',
    '/api/level/plan/?engineSize=1995&bhp=148&driveType=2WD&mileage=60000&dateFirstReg=2021-09-01',
  );
  const home = await load('home page', '/');
  const rss = rssMb(child.pid);
  const routes = [hello, lookup, quote, home];
  const rssPeak = Math.max(...routes.map((r) => r.rssMbPeak));
  // Served by the same built server, after the load has stopped.
  const paymentCalls = await measurePaymentCalls(base, Number(process.env.BENCH_PAYMENT_RUNS ?? 20));
  const publicPaths = await sitemapPaths(base);
  const firstLoadJs = await measureFirstLoadJs(base, publicPaths);

  const commit = (() => {
    try {
      return execSync('git rev-parse --short HEAD').toString().trim();
    } catch {
      return 'unknown';
    }
  })();
  const figures = {
    commit,
    date: new Date().toISOString(),
    node: process.version,
    database: process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite',
    connections,
    seconds,
    coldStartMs,
    coldStart,
    rssMbAtReady: server.rssMbAtReady,
    rssMbPeakUnderLoad: rssPeak,
    rssMbAfterLoad: rss,
    routes: routes.map((r) => ({ ...r, rpsRatioToBare: +(r.rps / hello.rps).toFixed(2) })),
    paymentCalls,
    firstLoadJs,
  };

  console.log(
    `\nKestrel benchmarks — commit ${commit}, ${figures.node}, ${figures.database}, ${connections} connections, ${seconds} s each\n`,
  );
  console.log(`cold start (process start → /readyz 200) of the server under load: ${coldStartMs} ms`);
  if (coldStart) printColdStarts(coldStart);
  console.log(
    `memory (RSS): when ready ${server.rssMbAtReady} MB, peak under load ${rssPeak} MB, after load ${rss} MB\n`,
  );
  console.log(
    'route'.padEnd(30),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'ratio'.padStart(7),
    'errors'.padStart(7),
    'RSS peak MB'.padStart(12),
  );
  for (const r of figures.routes) {
    console.log(
      r.title.padEnd(30),
      String(r.rps).padStart(8),
      String(r.p50).padStart(8),
      String(r.p99).padStart(8),
      r.rpsRatioToBare.toFixed(2).padStart(7),
      String(r.errors + r.non2xx).padStart(7),
      String(r.rssMbPeak).padStart(12),
    );
  }
  printPaymentCalls(paymentCalls);
  printFirstLoadJs(firstLoadJs);
  // LCP and Lighthouse each on a fresh server of their own, once this one has stopped.
  await server.stop();
  if (process.env.BENCH_LCP !== 'off') {
    figures.lcp = await measureLcp({
      paths: publicPaths,
      keyPaths: keyPages(publicPaths),
      runs: Number(process.env.BENCH_LCP_RUNS ?? 3),
    });
    printLcp(figures.lcp);
  }
  if (process.env.BENCH_LIGHTHOUSE !== 'off') {
    figures.lighthouse = await runLighthouse();
    printLighthouse(figures.lighthouse);
  }

  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/${commit}.json`;
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`\nwritten ${file}`);
} finally {
  await server.stop();
}
