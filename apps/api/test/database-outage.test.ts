import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config/config';
import { openDatabase } from '../src/db/database';
import type { DatabaseHandle } from '../src/db/database-types';
import { postgresHandle, type PoolOptions } from '../src/db/database-postgres';

/**
 * Every way PostgreSQL can be out of reach answers 503 with Retry-After, never a 500,
 * proved against the real server named by DATABASE_URL (skipped on PGlite). Each case names the
 * code the server or driver gave, read from the error the app logged.
 */
const adminUrl = process.env.DATABASE_URL;

function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const { code } = current as { code?: unknown };
    codes.push(typeof code === 'string' ? code : current.message);
    current = current.cause;
  }
  return codes;
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe.runIf(adminUrl)('PostgreSQL out of reach: 503 with Retry-After, never a 500', () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  const created: string[] = [];
  const apps: FastifyInstance[] = [];
  const handles: DatabaseHandle[] = [];
  let config: Config;
  let live: { name: string; url: string; handle: DatabaseHandle };
  const logged: string[][] = [];

  const urlOf = (change: { database?: string; user?: string; port?: number }) => {
    const url = new URL(adminUrl ?? '');
    if (change.database) url.pathname = `/${change.database}`;
    if (change.user) url.username = change.user;
    if (change.port) url.port = String(change.port);
    return url.toString();
  };

  async function throwaway(): Promise<string> {
    const name = `kestrel_ops_${randomBytes(5).toString('hex')}`;
    await admin.query(`create database ${name}`);
    created.push(name);
    return name;
  }

  async function appOn(url: string, pool: PoolOptions = {}): Promise<FastifyInstance> {
    const handle = postgresHandle(url, pool);
    handles.push(handle);
    const app = await buildApp({
      config,
      database: handle,
      logger: {
        level: 'warn',
        serializers: { err: (error) => ({ type: 'codes', message: codesOf(error).join(' '), stack: '' }) },
        stream: {
          write: (line: string) => {
            const entry = JSON.parse(line) as { msg?: string; err?: { message: string } };
            if (entry.msg === 'database unreachable' && entry.err) logged.push(entry.err.message.split(' '));
          },
        },
      },
    });
    await app.ready();
    apps.push(app);
    return app;
  }

  const login = (app: FastifyInstance) =>
    app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: `nobody.${randomBytes(4).toString('hex')}@example.com`, password: 'a guess' },
    });

  /**
   * `since` is the log's length when the request was sent: a backend terminated from here can
   * answer, and the app log it, before the terminating query itself returns.
   */
  async function expectUnavailable(
    answer: Promise<{ statusCode: number; headers: Record<string, unknown> }>,
    since = logged.length,
  ) {
    const res = await answer;
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('10');
    return logged.slice(since).flat();
  }

  /** Holds a lock on users, so a login waits on the server with its connection checked out. */
  async function lockUsers(name: string) {
    const holder = new pg.Client({ connectionString: urlOf({ database: name }) });
    await holder.connect();
    await holder.query('begin; lock table users in access exclusive mode');
    const waiting = async () => {
      for (let i = 0; i < 100; i += 1) {
        const { rows } = await admin.query<{ pid: number }>(
          `select pid from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`,
          [name],
        );
        if (rows[0]) return rows[0].pid;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error('no backend waiting on the lock');
    };
    return { waiting, release: () => holder.end() };
  }

  beforeAll(async () => {
    await admin.connect();
    config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', EMULATORS: 'true', PAYMENTS_RECONCILE_MS: '0' });
    const name = await throwaway();
    const url = urlOf({ database: name });
    live = { name, url, handle: await openDatabase({ kind: 'postgres', url }) };
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(handles.map((handle) => handle.close().catch(() => {})));
    await live.handle.close();
    for (const name of created) {
      await admin.query(`alter database ${name} allow_connections true`).catch(() => {});
      await admin.query(`drop database if exists ${name} with (force)`);
    }
    await admin.end();
  });

  it('the server refusing connections (ECONNREFUSED)', async () => {
    const app = await appOn(urlOf({ port: await closedPort() }));
    expect(await expectUnavailable(login(app))).toContain('ECONNREFUSED');
  });

  it('a role the server does not know: authentication refused (class 28)', async () => {
    const app = await appOn(urlOf({ database: live.name, user: 'kestrel_ops_nobody' }));
    expect(await expectUnavailable(login(app))).toContain('28000');
  });

  it('a dropped database (3D000)', async () => {
    const name = await throwaway();
    await admin.query(`drop database ${name}`);
    const app = await appOn(urlOf({ database: name }));
    expect(await expectUnavailable(login(app))).toContain('3D000');
  });

  it('a database with ALLOW_CONNECTIONS false (55000)', async () => {
    const name = await throwaway();
    await admin.query(`alter database ${name} allow_connections false`);
    const app = await appOn(urlOf({ database: name }));
    expect(await expectUnavailable(login(app))).toContain('55000');
  });

  it('our backend terminated mid-query (57P01)', async () => {
    const app = await appOn(live.url, { max: 1 });
    expect((await login(app)).statusCode).toBe(400);
    const lock = await lockUsers(live.name);
    const since = logged.length;
    const answer = login(app);
    await lock.waiting();
    // Every backend of this database waiting on the lock: the login's, whichever pid it has.
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`,
      [live.name],
    );
    const codes = await expectUnavailable(answer, since);
    await lock.release();
    expect(codes).toContain('57P01');
    expect((await login(app)).statusCode).toBe(400);
  });

  it('no free connection in the pool in time (the pool times out)', async () => {
    const app = await appOn(live.url, { max: 1, connectionTimeoutMillis: 300 });
    const lock = await lockUsers(live.name);
    const first = login(app);
    await lock.waiting();
    const codes = await expectUnavailable(login(app));
    await lock.release();
    expect(codes.join(' ')).toMatch(/timeout exceeded when trying to connect/);
    expect((await first).statusCode).toBe(400);
  });

  it('quotes keep their last rates for as long as the database is away; what needs it answers 503', async () => {
    const name = await throwaway();
    const url = urlOf({ database: name });
    const migrated = await openDatabase({ kind: 'postgres', url });
    await migrated.close();
    const app = await appOn(url);
    const quote = () =>
      app.inject({
        method: 'GET',
        url: '/api/level/plan/?engineSize=1995&bhp=148&driveType=2WD&mileage=60000&dateFirstReg=2021-01-01',
      });
    const before = await quote();
    expect(before.statusCode).toBe(200);

    await admin.query(`alter database ${name} allow_connections false`);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (const minutes of [1, 10, 60]) {
        vi.setSystemTime(Date.now() + minutes * 60_000);
        const during = await quote();
        expect(during.statusCode).toBe(200);
        expect(during.json()).toEqual(before.json());
      }
    } finally {
      vi.useRealTimers();
    }
    expect(await expectUnavailable(login(app))).toContain('55000');
    await admin.query(`alter database ${name} allow_connections true`);
    expect((await login(app)).statusCode).toBe(400);
  });
});
