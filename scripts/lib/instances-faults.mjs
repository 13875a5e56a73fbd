// The faults an operator meets, as `npm run test:instances` puts them to its two instances behind
// nginx: one instance killed under load and started again; their Redis stopped mid-run; one
// instance sent SIGTERM under load; a restore from a dump taken before the last purchases, then
// the payments audit.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { killAndRestart } from './instances-kill.mjs';
import { buy } from './journeys.mjs';
import { anyStatus, failed, loopbackClient, quotePath } from './loopback-visitors.mjs';
import { freshPostgres } from './server.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function readiness(base) {
  try {
    const res = await fetch(`${base}/readyz`);
    return { status: res.status, redis: (await res.json()).redis };
  } catch {
    return { status: 0 };
  }
}

/** Redis stopped mid-run: rate limits fall back to each process; nothing answers 5xx; and back. */
async function redisStopped({ prove, eventually, servers, nginx, redis }) {
  await redis.stop();
  const seen = [];
  for (let i = 0; i < 3; i += 1) {
    const site = loopbackClient(nginx.base);
    const ask = async (name, path, options = {}) => {
      const { status } = await site.call(name, path, { ...options, expect: anyStatus }).catch((e) => e);
      seen.push({ name, status });
    };
    await ask('sign-in', '/api/user/login', {
      method: 'POST',
      json: { email: `nobody.${i}.${Date.now()}@example.com`, password: 'not the password at all' },
    });
    await ask('quote', quotePath());
    await ask('enquiry', '/api/enquiry', {
      method: 'POST',
      json: {
        fullname: 'Priya Shah',
        email: `priya.${i}.${Date.now()}@example.com`,
        message: 'Is a 2017 Vivaro covered?',
      },
    });
  }
  const degraded = await eventually(async () => {
    const states = await Promise.all(servers.map((s) => readiness(s.base)));
    return states.every((r) => r.status === 200 && r.redis === 'degraded') ? states : null;
  }, 10_000);
  const summary = ['sign-in', 'quote', 'enquiry']
    .map((name) => `${name} ${[...new Set(seen.filter((s) => s.name === name).map((s) => s.status))].join('/')}`)
    .join(', ');
  prove(
    'with Redis stopped mid-run, sign-ins, quotes and enquiries answer without a 5xx; /readyz stays 200, "redis: degraded"',
    seen.every((s) => !failed(s.status)) && degraded !== null,
    `${seen.length} requests through nginx with Redis gone: ${summary}; /readyz of A and B: ${degraded ? '200 degraded' : 'not both 200 degraded'}`,
  );

  await redis.start();
  const back = await eventually(async () => {
    // An instance finds Redis back at its next counted request: a quote to each.
    await Promise.all(
      servers.map((s) =>
        loopbackClient(s.base)
          .call('quote', quotePath(), { expect: anyStatus })
          .catch(() => {}),
      ),
    );
    const states = await Promise.all(servers.map((s) => readiness(s.base)));
    return states.every((r) => r.status === 200 && r.redis === 'ok') ? states : null;
  }, 20_000);
  prove(
    'when Redis is back, both instances count in it again',
    back !== null,
    `/readyz of A and B after Redis restarted: ${back ? '200 "redis: ok"' : 'still degraded after 20 s'}`,
  );
}

/**
 * The load balancer polls each instance's /readyz, as operations.md asks, every 100 ms here; at the
 * first answer other than 200 it takes the instance out (nginx, which cannot poll: `down` and a
 * reload). Resolves with the ms from `since` to when nginx had reloaded.
 */
async function readinessWatch(server, nginx, since) {
  const port = Number(new URL(server.base).port);
  while ((await readiness(server.base)).status === 200) await sleep(100);
  await nginx.takeOut(port);
  return Date.now() - since;
}

/**
 * One instance sent SIGTERM under load through nginx: not one request fails; it exits 0. The load
 * balancer takes it out when /readyz says it is draining, before the drain ends. Without that step
 * nginx goes on opening connections to it, and the few still in its accept queue when the
 * listener closes are reset after nginx sent their request: a POST among them (a capture, say)
 * answers 502, because nginx must not send it twice (docs/operations.md, "Upgrades").
 */
async function drainUnderLoad({ prove, servers, nginx }) {
  const [a] = servers;
  const calls = [];
  const record = (call) => calls.push(call);
  const bought = [];
  let running = true;
  const readers = Array.from({ length: 4 }, async () => {
    const site = loopbackClient(nginx.base, record, { fresh: true });
    while (running) {
      await site.call('page', '/', { expect: anyStatus }).catch(() => {});
      await site.call('quote', quotePath(), { expect: anyStatus }).catch(() => {});
    }
  });
  const buyers = Array.from({ length: 2 }, async () => {
    while (running) {
      const result = await buy(loopbackClient(nginx.base, record, { fresh: true })).catch(() => null);
      if (result?.capture?.warranty?._id) bought.push(result.orderID);
    }
  });
  await sleep(1500);
  const logged = nginx.accessLog().length;
  const sentAt = Date.now();
  const watched = readinessWatch(a, nginx, sentAt);
  const exitCode = await a.stop(); // SIGTERM; resolves with the exit code
  const stoppedMs = Date.now() - sentAt;
  const takenOutMs = await watched;
  await sleep(1500);
  running = false;
  await Promise.all([...readers, ...buyers]);

  const portA = new URL(a.base).port;
  const after = nginx.accessLog().slice(logged);
  const byA = after.filter((line) => line.upstream === `127.0.0.1:${portA}`).length;
  const failures = calls.filter((call) => failed(call.status));
  prove(
    'one instance sent SIGTERM under load through nginx: not one request fails, and it exits 0',
    calls.length > 0 && failures.length === 0 && exitCode === 0 && bought.length > 0 && takenOutMs < stoppedMs,
    `${calls.length} requests (${bought.length} purchases completed); ${failures.length} failed` +
      `${
        failures.length
          ? ` (${failures
              .slice(0, 3)
              .map((f) => `${f.name} ${f.status} ${f.error ?? ''}`)
              .join('; ')})`
          : ''
      }; ` +
      `A answered ${byA} after SIGTERM while draining; nginx took it out ${takenOutMs} ms after SIGTERM, ` +
      `when /readyz answered 503; A exited ${exitCode} ${stoppedMs} ms after SIGTERM`,
  );
  return bought;
}

function runTool(command, args) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
}

/**
 * Runs the drain under load between a dump and its restore: then the payments audit, run as the
 * runbook says on the restored database, must name exactly the captures made after the dump.
 */
async function auditAfterRestore(context) {
  const { prove, database, env } = context;
  const dir = mkdtempSync(join(tmpdir(), 'kestrel-dump-'));
  const dump = join(dir, 'kestrel.dump');
  let restored;
  try {
    runTool('pg_dump', ['--format=custom', `--file=${dump}`, `--dbname=${database.url}`]);
    const bought = await drainUnderLoad(context);
    restored = await freshPostgres('restored');
    runTool('pg_restore', ['--no-owner', `--dbname=${restored.url}`, dump]);

    const live = new pg.Client({ connectionString: database.url });
    await live.connect();
    const { rows } = await live.query(`select id from payment_orders where provider_order_id = any($1::text[])`, [
      bought,
    ]);
    await live.end();
    const expected = new Set(rows.map((r) => r.id));
    const audit = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'apps/api/src/cli/payments-audit.ts', '--since', '1h'],
      { env: { ...process.env, ...env, DATABASE_URL: restored.url, LOG_LEVEL: 'silent' }, encoding: 'utf8' },
    );
    const findings = audit.stdout.split('\n').filter((line) => /^\s+(unknown|unrecorded|amount)\s/.test(line));
    const named = findings.map((line) => /custom_id (\S+)/.exec(line)?.[1]);
    const exact =
      findings.length === expected.size &&
      findings.every((line) => /^\s+unknown\s/.test(line)) &&
      named.every((id) => expected.has(id));
    prove(
      'after a restore from a dump taken mid-run, the payments audit names exactly the captures made after it',
      audit.status === 2 && expected.size > 0 && exact,
      `${expected.size} purchases captured after the dump; npm run payments:audit on the restored database ` +
        `(exit ${audit.status}): ${audit.stdout.split('\n')[0]}; ${named.filter((id) => expected.has(id)).length} named by our order id`,
    );
  } finally {
    await restored?.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `context.servers` is the caller's own list: the instance killed and started again replaces its entry. */
export async function operatorFaults(context) {
  await killAndRestart(context);
  await redisStopped(context);
  await auditAfterRestore(context);
}
