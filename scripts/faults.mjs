// `npm run faults`: the server under faults, on PostgreSQL (the production database), with PayPal
// and the vehicle data service emulated in a process of their own. Needs the build.
//   1. `kill -9` at random points of a purchase, FAULT_KILLS times (default 20);
//   2. `kill -9` during a cooling-off refund, FAULT_REFUND_KILLS times (default 8): the
//      refund-claims job records each refund PayPal made once, with one e-mail;
//   3. the database unreachable (refusing, then silent) under a running server;
//   4. PayPal down, silent or slow while customers pay.
// Then the ledger: every capture PayPal made has exactly one warranty and one payment, none is
// doubled, and we hold no payment PayPal did not take. Exits 1 when any of that fails. Writes
// bench/results/faults-<commit>.json. Uses BENCH_DATABASE_URL, DATABASE_URL or the local server.
import { mkdirSync, writeFileSync } from 'node:fs';
import { killDuringPurchases } from './lib/fault-kill.mjs';
import { loseTheDatabase } from './lib/fault-database.mjs';
import { providerOutages } from './lib/fault-provider.mjs';
import { killDuringRefunds } from './lib/fault-refund.mjs';
import { checkLedger, printLedger } from './lib/ledger.mjs';
import { siteClient } from './lib/journeys.mjs';
import { commitId } from './lib/commit.mjs';
import { emulatorEnv, freePort, freshPostgres, startBuiltServer, startEmulators } from './lib/server.mjs';
import { startTcpProxy } from './lib/tcp-proxy.mjs';

const trials = Number(process.env.FAULT_KILLS ?? 20);
const refundTrials = Number(process.env.FAULT_REFUND_KILLS ?? 8);
const timeoutMs = 2000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const emulators = await startEmulators({ port: 0 });
const database = await freshPostgres('faults');
const dbUrl = new URL(database.url);
const dbProxy = await startTcpProxy({ host: dbUrl.hostname, port: Number(dbUrl.port || 5432) });
const emulatorUrl = new URL(emulators.base);
const paypalProxy = await startTcpProxy({ host: emulatorUrl.hostname, port: Number(emulatorUrl.port) });
dbUrl.host = `127.0.0.1:${dbProxy.port}`;

const env = {
  ...emulatorEnv(emulators.base),
  PAYPAL_API_BASE: `http://127.0.0.1:${paypalProxy.port}/__emulators/paypal`,
  PAYPAL_TIMEOUT_MS: String(timeoutMs), // so a dead capture claim is taken over after 15 s
  PAYMENTS_RECONCILE_MS: '1000',
  DATABASE_URL: dbUrl.toString(),
  RATE_LIMIT: 'off',
  DEMO_SEED: 'false',
  OUTBOX_POLL_MS: '0',
};
const port = await freePort();
let current = await startBuiltServer({ port, env });
const server = () => current;
const restart = async () => {
  current = await startBuiltServer({ port, env });
  return current.coldStartMs;
};

const buyers = new Map();
const figures = { commit: commitId(), date: new Date().toISOString(), node: process.version, database: 'postgres' };
let ok = true;
try {
  console.log(`\nKestrel fault tests — commit ${figures.commit}, ${figures.node}, PostgreSQL\n`);
  console.log(`1. kill -9 at random points of a purchase, ${trials} times (the server restarts each time)`);
  figures.kills = await killDuringPurchases({ trials, server, restart, emulatorBase: emulators.base, buyers });

  console.log(`\n2. kill -9 during a cooling-off refund, ${refundTrials} times (nobody comes back; the job finishes)`);
  figures.refundKills = await killDuringRefunds({
    trials: refundTrials,
    server,
    restart,
    emulatorBase: emulators.base,
    postgresUrl: database.url,
    // The refund claim's window (15 s at this PayPal timeout) and a few job runs.
    settleMs: 25_000,
    buyers,
  });
  ok &&= figures.refundKills.every((r) => r.ok);

  console.log('\n3. the database unreachable under a running server');
  figures.database = await loseTheDatabase({ server, proxy: dbProxy, buyers });
  ok &&= figures.database.every((r) => r.clear && r.samePid && r.recoveryMs !== null);

  console.log('\n4. PayPal down, silent or slow');
  figures.provider = await providerOutages({ server, paypalProxy, emulatorBase: emulators.base, buyers, timeoutMs });
  ok &&= figures.provider.every((r) => r.clear);

  // Reconciliation finishes what the buyers left: dead claims after 15 s, waiting orders after 30 s.
  console.log('\nwaiting for reconciliation to finish the orders buyers left behind…');
  const site = siteClient(server().base);
  const deadline = Date.now() + 120_000;
  let ledger;
  for (;;) {
    ledger = await checkLedger({ emulatorBase: emulators.base, site, buyers, postgresUrl: database.url });
    const settled = ledger.lost.length === 0 && ledger.approvedNotCaptured === 0;
    if (settled || Date.now() > deadline) break;
    await sleep(2000);
  }
  figures.ledger = ledger;
  console.log('');
  ok = printLedger(ledger) && ok;
} finally {
  await current.stop();
  await Promise.all([dbProxy.close(), paypalProxy.close()]);
  await emulators.stop();
  await database.drop();
}

mkdirSync('bench/results', { recursive: true });
const file = `bench/results/faults-${figures.commit}.json`;
writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
console.log(`\n${ok ? 'all faults handled' : 'FAULTS NOT HANDLED'}; written ${file}`);
process.exit(ok ? 0 : 1);
