// Starts the processes the measuring scripts need: the built server (on a fresh PGlite folder
// unless told otherwise), the emulators as a process of their own, and fresh PostgreSQL databases.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const children = new Set();
/**
 * Spawns a process that must not outlive this script: it is killed when the script exits, even
 * on an uncaught error or Ctrl-C (a left-over server would hold its port and its database), with
 * `lastSignal` (SIGKILL unless the process must stop its own children, as nginx its workers).
 */
export function spawnOwned(command, args, options, { lastSignal = 'SIGKILL' } = {}) {
  const child = spawn(command, args, options);
  child.lastSignal = lastSignal;
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}
process.once('exit', () => {
  for (const child of children) child.kill(child.lastSignal);
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.once(signal, () => process.exit(130));

/** A loopback port nothing listens on now (the machine runs databases on well-known ports). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The CPU time (user + system) `pid` has used so far, in ms (Linux: /proc, 100 clock ticks a second). */
export function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The resident set size of `pid` now, in MB. */
export function rssMb(pid) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** Waits until `url` answers 200 (or the process exits); returns the milliseconds it took. */
async function waitUntilReady(url, child, started) {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
    }
    try {
      const res = await fetch(url);
      if (res.status === 200) return Number(process.hrtime.bigint() - started) / 1e6;
    } catch {
      // not listening yet
    }
    await sleep(20);
  }
}

/**
 * The Node.js flags `npm run serve` starts the server with (package.json), so that what is
 * measured and tested here is what runs: a 192 MB old generation, which makes V8 collect the
 * garbage of requests under load instead of letting it reach ~200 MB (docs/quality.md, memory).
 */
export const serveNodeArgs = (() => {
  const serve = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).scripts.serve;
  return serve.split(/\s+/).filter((word) => word.startsWith('--'));
})();

/**
 * The built server (`apps/api/dist/server.js`, under `root`: another checkout's build to compare
 * with) on `port`. `stop()` asks it to shut down (SIGTERM) and resolves when it has; `kill()` is
 * `kill -9`.
 */
export async function startBuiltServer({ port, env = {}, root = '.', nodeArgs = [] }) {
  const base = `http://127.0.0.1:${port}`;
  const started = process.hrtime.bigint();
  const child = spawnOwned(process.execPath, [...serveNodeArgs, ...nodeArgs, join(root, 'apps/api/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'kestrel-run-')),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const coldStartMs = await waitUntilReady(`${base}/readyz`, child, started);
  // The CPU the start took: on a shared machine a steadier figure than the wall-clock time.
  const coldStartCpuMs = cpuMs(child.pid);
  const rssMbAtReady = rssMb(child.pid);
  const signal = (name) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    return exited;
  };
  return {
    base,
    child,
    coldStartMs,
    coldStartCpuMs,
    rssMbAtReady,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
  };
}

/**
 * The third-party emulators as a process of their own (`packages/emulators/src/main.ts`), so
 * their state outlives a server that is killed and several servers share one PayPal.
 */
export async function startEmulators({ port }) {
  // tsx as a loader of this one process (its own command would run the emulators in a child).
  const child = spawnOwned(process.execPath, ['--import', 'tsx', 'packages/emulators/src/main.ts', String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const ready = /emulators ready (\S+)/.exec(output);
      if (ready) resolve(ready[1]);
    });
    child.once('exit', (code) => reject(new Error(`the emulators exited with ${code}`)));
  });
  return {
    base,
    child,
    stop: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** What points a server at emulators elsewhere, wired as in production (its own emulators off). */
export function emulatorEnv(emulatorBase) {
  return {
    EMULATORS: 'false',
    VEHICLE_DATA_API_BASE: `${emulatorBase}/ukvd`,
    VEHICLE_DATA_API_KEY: 'KESTREL1',
    PAYPAL_API_BASE: `${emulatorBase}/paypal`,
    PAYPAL_CLIENT_ID: 'kestrel-demo-client',
    PAYPAL_CLIENT_SECRET: 'kestrel-demo-secret',
    PAYPAL_WEBHOOK_ID: 'kestrel-demo-webhook',
    GOOGLE_API_BASE: `${emulatorBase}/google`,
    // The DVSA MOT history emulator's demo credentials (packages/emulators/src/mot-history/plugin.ts).
    MOT_HISTORY_API_BASE: `${emulatorBase}/mot-history`,
    MOT_HISTORY_TOKEN_URL: `${emulatorBase}/mot-history/kestrel-demo-tenant/oauth2/v2.0/token`,
    MOT_HISTORY_CLIENT_ID: 'kestrel-mot-client',
    MOT_HISTORY_CLIENT_SECRET: 'kestrel-mot-secret',
    MOT_HISTORY_API_KEY: 'kestrel-mot-api-key',
  };
}

/** The PostgreSQL server the scripts use: BENCH_DATABASE_URL, DATABASE_URL or the local one. */
export const postgresAdminUrl = () =>
  process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** A new, empty database on that server; `drop()` removes it. */
export async function freshPostgres(label) {
  const adminUrl = postgresAdminUrl();
  const name = `kestrel_${label}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
