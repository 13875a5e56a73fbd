// `npm run test:instances`: the site as it runs in production — two API processes on one
// PostgreSQL database and one Redis, behind Debian's nginx — and proof that they act as one:
//   - both start at once on an empty database (the migrations run once) and both serve the site;
//   - a session made through one works on the other, and a sign-out on one ends it on both;
//   - a rate limit counts the requests of both instances together;
//   - every outbox e-mail is sent once, though both instances poll the outbox;
//   - every order a buyer left behind is captured and recorded once, though both reconcile;
//   - a purchase through nginx, its calls shared between the two, makes one warranty;
//   - one instance killed (SIGKILL) under load and started again on its port: nginx passes it a
//     request within 2 s of its /readyz answering 200, no GET fails, never "no live upstreams";
//   - with their Redis stopped mid-run, sign-ins, quotes and enquiries answer without a 5xx, and
//     /readyz stays 200 saying `redis: degraded`, until Redis is back;
//   - one instance sent SIGTERM under load through nginx: not one request fails, and it exits 0;
//   - after a restore from a dump taken mid-run, the payments audit names exactly the captures
//     made after the dump.
// Needs the build, nginx, PostgreSQL (BENCH_DATABASE_URL, DATABASE_URL or the local server, and
// its pg_dump and pg_restore) and Debian's redis-server (a private one, on a free port). Exits 1
// when any proof fails. A step of `npm test`.
import pg from 'pg';
import { Agent } from 'undici';
import { buy, register, siteClient } from './lib/journeys.mjs';
import { checkLedger } from './lib/ledger.mjs';
import { startNginx } from './lib/nginx.mjs';
import { startPrivateRedis } from './lib/private-redis.mjs';
import { emulatorEnv, freePort, freshPostgres, startBuiltServer, startEmulators } from './lib/server.mjs';
import { startSmtpSink } from './lib/smtp-sink.mjs';
import { operatorFaults } from './lib/instances-faults.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const metricsToken = 'instances-test-metrics-token';

/** A visitor of their own: requests from a loopback address nobody else uses, so limits keyed by address are theirs alone. */
function visitor(base) {
  const octet = () => 1 + Math.floor(Math.random() * 254);
  const address = `127.${octet()}.${octet()}.${octet()}`;
  return { address, at: (url) => siteClient(url ?? base, { dispatcher: new Agent({ localAddress: address }) }) };
}

const proofs = [];
function prove(name, ok, detail) {
  proofs.push({ name, ok, detail });
  console.log(`  ${ok ? '✔' : '✘'} ${name}\n      ${detail}`);
}

/** Polls `check` every 250 ms until it answers something truthy or `ms` pass; answers its last value. */
async function eventually(check, ms) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value || Date.now() > deadline) return value;
    await sleep(250);
  }
}

const emulators = await startEmulators({ port: 0 });
const smtp = await startSmtpSink();
const database = await freshPostgres('instances');
const sql = new pg.Client({ connectionString: database.url });
const [portA, portB, nginxPort, redisPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
const redis = await startPrivateRedis({ port: redisPort });
const redisUrl = redis.url;
const { GOOGLE_API_BASE: _google, ...paypalAndVehicles } = emulatorEnv(emulators.base);
const env = {
  ...paypalAndVehicles,
  NODE_ENV: 'production',
  BASE_URL: `http://127.0.0.1:${nginxPort}`,
  DATABASE_URL: database.url,
  REDIS_URL: redisUrl,
  SMTP_URL: smtp.url,
  OUTBOX_POLL_MS: '200',
  PAYMENTS_RECONCILE_MS: '500',
  PAYPAL_TIMEOUT_MS: '2000', // a capture claim lapses after 15 s; waiting orders are reconciled after 30 s
  METRICS_TOKEN: metricsToken,
  SECRETS_KEY: 'ab'.repeat(32),
  DEMO_SEED: 'false',
  SHUTDOWN_DRAIN_MS: '2000', // 5 s in production; long enough here for nginx to see the closes
};
const servers = [];
let nginx;
try {
  console.log('\nTwo instances on one PostgreSQL and one Redis, behind nginx\n');
  // Both at once on the empty database: the advisory lock lets one migrate while the other waits.
  servers.push(
    ...(await Promise.all([startBuiltServer({ port: portA, env }), startBuiltServer({ port: portB, env })])),
  );
  const [a, b] = servers;
  nginx = await startNginx({ port: nginxPort, upstreams: [portA, portB] });
  await sql.connect();

  // Buyers who approve at PayPal and never come back: the instances' reconciliation must finish
  // each order exactly once. Started first, because it waits 30 s before it touches them.
  const leftBehind = new Map();
  for (let i = 0; i < 4; i += 1) {
    await buy(visitor(nginx.base).at(), {
      phase: (name, progress) => {
        if (name !== 'capture') return;
        leftBehind.set(progress.orderID, progress.token);
        throw new Error('the buyer leaves before the capture');
      },
    }).catch(() => {});
  }

  const migrations = await sql.query('select count(*)::int as n from drizzle.__drizzle_migrations');
  const pages = [];
  for (let i = 0; i < 20; i += 1) pages.push((await fetch(`${nginx.base}/`)).status);
  const served = new Set(nginx.accessLog().map((line) => line.upstream));
  prove(
    'both started at once on an empty database, and both serve the site',
    pages.every((s) => s === 200) && served.has(`127.0.0.1:${portA}`) && served.has(`127.0.0.1:${portB}`),
    `${migrations.rows[0].n} migrations recorded once; 20 pages through nginx all 200, answered by ${[...served].join(' and ')}`,
  );

  const guest = visitor();
  const customer = await register(guest.at(a.base));
  const onB = await guest
    .at(b.base)
    .call('profile', '/api/user/profile', { token: customer.token, expect: [200, 401] });
  const throughNginx = [];
  for (let i = 0; i < 6; i += 1) {
    const res = await guest
      .at(nginx.base)
      .call('profile', '/api/user/profile', { token: customer.token, expect: [200, 401] });
    throughNginx.push(res.status);
  }
  await guest.at(b.base).call('logout', '/api/user/logout', { method: 'POST', token: customer.token, expect: [204] });
  const afterLogout = await guest
    .at(a.base)
    .call('profile', '/api/user/profile', { token: customer.token, expect: [200, 401] });
  prove(
    'a session made on one instance works on the other; signing out on one ends it on both',
    onB.status === 200 &&
      onB.body.user?.email === customer.email &&
      throughNginx.every((s) => s === 200) &&
      afterLogout.status === 401,
    `registered on A; profile on B ${onB.status}, through nginx ${throughNginx.join(' ')}; signed out on B, then A answers ${afterLogout.status}`,
  );

  // Five enquiries per address in ten minutes: alternating instances must not double it.
  const writer = visitor();
  const enquiries = [];
  for (let i = 0; i < 6; i += 1) {
    const instance = i % 2 === 0 ? a : b;
    const res = await writer.at(instance.base).call('enquiry', '/api/enquiry', {
      method: 'POST',
      json: {
        fullname: `Asha Patel ${i + 1}`,
        email: `asha.${i + 1}.${Date.now()}@example.com`,
        message: 'Is a 2015 Transit eligible?',
      },
      expect: [201, 429],
    });
    enquiries.push(`${i % 2 === 0 ? 'A' : 'B'}:${res.status}`);
  }
  prove(
    'a rate limit counts both instances together (5 enquiries per address in 10 minutes)',
    enquiries.join(' ') === 'A:201 B:201 A:201 B:201 A:201 B:429',
    `six enquiries from ${writer.address}, alternating: ${enquiries.join(' ')}`,
  );

  // More e-mails for the outbox: ten guests registering through nginx.
  for (let i = 0; i < 10; i += 1) await register(visitor(nginx.base).at());

  // A purchase through nginx: its calls go to both instances in turn.
  const logged = nginx.accessLog().length;
  const bought = await buy(visitor(nginx.base).at());
  const buyers = new Map([...leftBehind, [bought.orderID, bought.token]]);
  const purchaseLines = nginx.accessLog().slice(logged);
  const sharedBy = new Set(purchaseLines.map((line) => line.upstream));
  prove(
    'a purchase through nginx, answered by both instances in turn, makes its warranty',
    Boolean(bought.capture?.warranty?._id) && sharedBy.size === 2,
    `${purchaseLines.length} calls, answered by ${[...sharedBy].join(' and ')}; warranty ${bought.capture?.warranty?._id}`,
  );

  const site = siteClient(nginx.base);
  const ledger = await eventually(async () => {
    const report = await checkLedger({
      emulatorBase: emulators.base,
      site,
      buyers,
      postgresUrl: database.url,
    });
    return report.approvedNotCaptured === 0 && report.lost.length === 0 ? report : null;
  }, 90_000);
  const orders = (await (await fetch(`${emulators.base}/paypal/__control/orders`)).json()).orders;
  const captureCalls = orders.filter((o) => leftBehind.has(o.id)).map((o) => o.calls.capture);
  const leftRecorded = ledger ? orders.filter((o) => leftBehind.has(o.id) && o.capture).length : 0;
  prove(
    'every order a buyer left behind is captured and recorded once, though both instances reconcile',
    ledger !== null &&
      leftRecorded === leftBehind.size &&
      ledger.lost.length === 0 &&
      ledger.duplicated.length === 0 &&
      captureCalls.every((n) => n === 1),
    `${leftBehind.size} orders approved and left; PayPal capture calls per order: ${captureCalls.join(' ')}; ` +
      `${ledger?.exactlyOne ?? '?'} of ${ledger?.captures ?? '?'} captures with exactly one warranty and one payment`,
  );

  // Checked last, so the e-mails of every step above are in it (the reconciled orders' too).
  const normal = (to, subject) => `${to} ${subject.replace(/\s+/g, ' ').trim()}`;
  const outbox = await eventually(async () => {
    const { rows } = await sql.query(`select to_address, subject, status from outbox_emails`);
    return rows.length > 0 && rows.every((r) => r.status === 'sent') && smtp.received.length >= rows.length
      ? rows
      : null;
  }, 30_000);
  await sleep(1000); // a second send of any of them would arrive in this time
  const countBy = (items, key) => {
    const counts = new Map();
    for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
    return counts;
  };
  const expected = countBy(outbox ?? [], (row) => normal(row.to_address, row.subject));
  const arrived = countBy(smtp.received, (mail) => normal(mail.to.join(','), mail.subject));
  const mismatched = [...new Set([...expected.keys(), ...arrived.keys()])].filter(
    (k) => expected.get(k) !== arrived.get(k),
  );
  prove(
    'every outbox e-mail is sent once, though both instances poll the outbox',
    outbox !== null && smtp.received.length === outbox.length && mismatched.length === 0,
    `${outbox?.length ?? '?'} e-mails in the outbox, all sent; the SMTP server received ${smtp.received.length}; ` +
      `${mismatched.length} not received exactly once${mismatched.length ? `: ${mismatched.slice(0, 3).join('; ')}` : ''}`,
  );

  const metrics = await Promise.all(
    [a, b].map((s) => fetch(`${s.base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })),
  );
  const outside = await fetch(`${nginx.base}/metrics`);
  prove(
    'each instance answers its own /metrics to the scraper; nginx hides it',
    metrics.every((r) => r.status === 200) && outside.status === 404,
    `A ${metrics[0].status}, B ${metrics[1].status}; through nginx ${outside.status}`,
  );

  // `servers` itself: the instance killed and started again replaces its entry, so it is stopped below.
  await operatorFaults({ prove, eventually, visitor, servers, nginx, redis, database, env, emulators });
} finally {
  await nginx?.stop();
  await Promise.all(servers.map((s) => s.stop()));
  await sql.end().catch(() => {});
  await smtp.close();
  await emulators.stop();
  await redis.stop();
  await database.drop();
}

const failed = proofs.filter((p) => !p.ok).length;
console.log(`\n${proofs.length - failed} of ${proofs.length} proofs hold`);
process.exit(failed === 0 && proofs.length > 0 ? 0 : 1);
