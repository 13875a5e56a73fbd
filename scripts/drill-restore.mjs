// `npm run drill:restore`: a real restore drill (docs/operations.md, Backups and restore). On a
// private PostgreSQL cluster of its own (the machine's PostgreSQL binaries, a temporary folder, a
// free port, WAL archiving on) it
//   1. runs purchases through a production-mode instance, takes a base backup (pg_basebackup),
//      keeps buying, chooses a moment (the recovery target), and buys a few more after it;
//   2. destroys the cluster, recovers the base backup to that moment from the WAL archive
//      (recovery_target_time, then promote) and starts an instance on the recovery;
//   3. prints the orders, warranties and payments before and after, how many orders were lost
//      (it must be exactly those paid after the target), what the payments audit finds (PayPal's
//      captures of those orders, each named), and that no e-mail goes twice: the mail server is
//      away until after the target, so the recovery has every e-mail as unsent, and the outbox
//      holds them for staff instead of sending them again.
// Needs the build. Stops the cluster and deletes its folder however it ends. Exit 1 if a check fails.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { Agent } from 'undici';
import { commitId } from './lib/commit.mjs';
import { buy, siteClient } from './lib/journeys.mjs';
import { makeCluster } from './lib/private-cluster.mjs';
import { emulatorEnv, freePort, startBuiltServer, startEmulators } from './lib/server.mjs';
import { startSmtpSink } from './lib/smtp-sink.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const BEFORE_BACKUP = Number(process.env.DRILL_BEFORE_BACKUP ?? 3);
const BEFORE_TARGET = Number(process.env.DRILL_BEFORE_TARGET ?? 3);
const AFTER_TARGET = Number(process.env.DRILL_AFTER_TARGET ?? 2);

/** A buyer from a loopback address of their own, so per-address limits never meet. */
function buyer(base) {
  const octet = () => 1 + Math.floor(Math.random() * 254);
  return siteClient(base, { dispatcher: new Agent({ localAddress: `127.${octet()}.${octet()}.${octet()}` }) });
}

async function query(url, text, values) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Completed orders, warranties and payment transactions; and which of `orderIds` (PayPal's) are completed. */
async function ledger(url, orderIds) {
  const [counts] = await query(
    url,
    `select (select count(*) from payment_orders where status = 'completed')::int as orders,
            (select count(*) from warranties)::int as warranties,
            (select count(*) from transactions where kind = 'payment')::int as payments`,
  );
  const rows = await query(
    url,
    `select provider_order_id, id from payment_orders where status = 'completed' and provider_order_id = any($1::text[])`,
    [orderIds],
  );
  return { ...counts, present: new Map(rows.map((r) => [r.provider_order_id, r.id])) };
}

const checks = [];
function check(name, ok, detail) {
  checks.push({ name, ok, detail });
  console.log(`  ${ok ? '✔' : '✘'} ${name}\n      ${detail}`);
}

const [dbPort, appPort] = [await freePort(), await freePort()];
const cluster = makeCluster({ port: dbPort });
process.once('exit', () => cluster.remove()); // even on Ctrl-C or an uncaught error
const emulators = await startEmulators({ port: 0 });
const smtp = await startSmtpSink();
const dbUrl = cluster.url('kestrel');
const { GOOGLE_API_BASE: _google, ...paypalAndVehicles } = emulatorEnv(emulators.base);
const env = {
  ...paypalAndVehicles,
  NODE_ENV: 'production',
  BASE_URL: `http://127.0.0.1:${appPort}`,
  DATABASE_URL: dbUrl,
  SMTP_URL: smtp.url,
  OUTBOX_POLL_MS: '200',
  SECRETS_KEY: 'cd'.repeat(32),
  DEMO_SEED: 'false',
  SHUTDOWN_DRAIN_MS: '0',
};
let server;
const figures = { commit: commitId(), at: new Date().toISOString() };
try {
  console.log(`\nRestore drill: a private PostgreSQL cluster on port ${dbPort}, archiving to ${cluster.wal}\n`);
  const data = await cluster.init({ archiveTimeout: 60 });
  await query(cluster.url(), 'create database kestrel');
  // The mail server is away while they buy (the instance does not send), and back after the
  // target: every e-mail queued before the target goes after it, so the recovery still has each
  // one as unsent, and an outbox without the hold would send all of them a second time.
  server = await startBuiltServer({ port: appPort, env: { ...env, OUTBOX_POLL_MS: '0' } });
  const bought = { beforeBackup: [], beforeTarget: [], afterTarget: [] };
  const buyInto = async (list, n) => {
    for (let i = 0; i < n; i += 1) list.push((await buy(buyer(server.base))).orderID);
  };

  await buyInto(bought.beforeBackup, BEFORE_BACKUP);
  const backupStarted = Date.now();
  const backup = cluster.baseBackup();
  figures.baseBackupMs = Date.now() - backupStarted;
  await buyInto(bought.beforeTarget, BEFORE_TARGET);
  // The moment to recover to: a second clear of the last purchase before it and the first after.
  await sleep(1100);
  const [{ target }] = await query(
    dbUrl,
    `select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US+00') as target`,
  );
  await sleep(1100);
  await buyInto(bought.afterTarget, AFTER_TARGET);
  const all = [...bought.beforeBackup, ...bought.beforeTarget, ...bought.afterTarget];
  const before = await ledger(dbUrl, all);
  const lostOrderIds = bought.afterTarget.map((id) => before.present.get(id));
  await server.stop();
  server = await startBuiltServer({ port: appPort, env }); // the mail server is back
  for (let i = 0; i < 150; i += 1) {
    const [{ unsent }] = await query(dbUrl, `select count(*)::int as unsent from outbox_emails where status <> 'sent'`);
    if (unsent === 0) break;
    await sleep(200);
  }
  const [outboxBefore] = await query(
    dbUrl,
    `select count(*) filter (where status = 'sent')::int as sent,
            count(*) filter (where status = 'sent' and created_at <= $1::timestamptz)::int as "queuedBeforeTarget",
            count(*)::int as total from outbox_emails`,
    [target],
  );
  const admin = new pg.Client({ connectionString: cluster.url() });
  await admin.connect();
  const lastSegment = await cluster.switchWal(admin);
  await admin.end();
  await server.stop();
  server = undefined;

  cluster.destroy(data);
  console.log(
    `Cluster destroyed. Recovering the base backup to ${target} from ${cluster.archived()} archived WAL segments (last ${lastSegment})\n`,
  );
  const recoveryStarted = Date.now();
  await cluster.recover(backup, { targetTime: target });
  for (let i = 0; ; i += 1) {
    const [{ recovering }] = await query(dbUrl, 'select pg_is_in_recovery() as recovering');
    if (!recovering) break;
    if (i > 600) throw new Error(`recovery did not finish: see ${cluster.log(backup)}`);
    await sleep(100);
  }
  figures.recoveryMs = Date.now() - recoveryStarted;
  const sentBeforeRestore = smtp.received.length;
  server = await startBuiltServer({ port: appPort, env });
  const after = await ledger(dbUrl, all);
  await sleep(2000); // the outbox worker polls every 200 ms: time for it to hold, or to send again
  const [outboxAfter] = await query(
    dbUrl,
    `select count(*) filter (where status = 'held')::int as held, count(*) filter (where status = 'sent')::int as sent,
            count(*)::int as total from outbox_emails`,
  );

  const audit = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/cli/payments-audit.ts', '--since', '1h'],
    {
      env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
      encoding: 'utf8',
    },
  );
  const auditLines = audit.stdout.split('\n').filter((line) => /^\s+unknown\s/.test(line));
  const named = new Set(auditLines.map((line) => /custom_id (\S+)/.exec(line)?.[1]));

  const expectedOrders = BEFORE_BACKUP + BEFORE_TARGET;
  const beforeTarget = [...bought.beforeBackup, ...bought.beforeTarget];
  const lostBeforeTarget = beforeTarget.filter((id) => !after.present.has(id)).length;
  const lostAfterTarget = bought.afterTarget.filter((id) => !after.present.has(id)).length;
  const row = (label, c) =>
    `  ${label.padEnd(34)}${String(c.orders).padStart(7)}${String(c.warranties).padStart(12)}${String(c.payments).padStart(10)}`;
  console.log(`  ${''.padEnd(34)}${'orders'.padStart(7)}${'warranties'.padStart(12)}${'payments'.padStart(10)}`);
  console.log(row('before the cluster was destroyed', before));
  console.log(
    row(`paid up to the target`, { orders: expectedOrders, warranties: expectedOrders, payments: expectedOrders }),
  );
  console.log(row('after recovery to the target', after));
  console.log(`\n${lostBeforeTarget} orders lost (of ${beforeTarget.length} paid before the target)`);
  console.log(`${lostAfterTarget} orders paid after the target are not in the recovery (${AFTER_TARGET} expected)\n`);

  figures.counts = { before: { ...before, present: undefined }, after: { ...after, present: undefined } };
  Object.assign(figures, {
    target,
    purchases: { beforeBackup: BEFORE_BACKUP, beforeTarget: BEFORE_TARGET, afterTarget: AFTER_TARGET },
    lostBeforeTarget,
    lostAfterTarget,
    archivedSegments: cluster.archived(),
    auditNamed: auditLines.length,
    outbox: {
      before: outboxBefore,
      after: outboxAfter,
      smtpBefore: sentBeforeRestore,
      smtpAfter: smtp.received.length,
    },
  });
  check(
    'every order paid before the target is in the recovery, with its warranty and payment',
    lostBeforeTarget === 0 &&
      after.orders === expectedOrders &&
      after.warranties === expectedOrders &&
      after.payments === expectedOrders,
    `${after.orders} orders, ${after.warranties} warranties, ${after.payments} payments; 0 expected lost, ${lostBeforeTarget} lost`,
  );
  check(
    'exactly the orders paid after the target are gone',
    lostAfterTarget === AFTER_TARGET && before.orders - after.orders === AFTER_TARGET,
    `${before.orders} before, ${after.orders} after: ${before.orders - after.orders} lost, all ${lostAfterTarget} of them paid after ${target}`,
  );
  check(
    'the payments audit names each capture the recovery forgot, by our order id',
    audit.status === 2 && auditLines.length === AFTER_TARGET && lostOrderIds.every((id) => named.has(id)),
    `npm run payments:audit -- --since 1h exit ${audit.status}: ${audit.stdout.split('\n')[0]}`,
  );
  check(
    'no e-mail went twice: the recovered outbox holds what was queued before the target instead of sending it again',
    smtp.received.length === sentBeforeRestore &&
      outboxAfter.held === outboxBefore.queuedBeforeTarget &&
      outboxAfter.total === outboxBefore.queuedBeforeTarget,
    `${sentBeforeRestore} e-mails sent before the restore (${outboxBefore.queuedBeforeTarget} of them queued before the ` +
      `target, all sent after it), ${smtp.received.length - sentBeforeRestore} after it; the recovered outbox: ` +
      `${outboxAfter.held} held for staff to release, ${outboxAfter.sent} sent, of ${outboxAfter.total}`,
  );
  console.log(
    `\n  base backup ${figures.baseBackupMs} ms; recovery (replay and promotion) ${figures.recoveryMs} ms; ` +
      `${figures.archivedSegments} WAL segments archived`,
  );
} finally {
  await server?.stop();
  await smtp.close();
  await emulators.stop();
  cluster.remove();
}

mkdirSync('bench/results', { recursive: true });
writeFileSync(`bench/results/drill-restore-${figures.commit}.json`, `${JSON.stringify(figures, null, 2)}\n`);
const failed = checks.filter((c) => !c.ok).length;
console.log(
  `\n${checks.length - failed} of ${checks.length} checks hold; figures in bench/results/drill-restore-${figures.commit}.json`,
);
process.exit(failed === 0 && checks.length > 0 ? 0 : 1);
