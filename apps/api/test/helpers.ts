import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { startEmulatorServer } from '@kestrel/emulators/server';
import { loadConfig, type Config } from '../src/config/config';
import { openDatabase } from '../src/db/database';
import type { DatabaseHandle } from '../src/db/database-types';
import { buildApp } from '../src/app';
import { loggerOptions } from '../src/lib/logger-options';
import { foreignEmailLinks } from './email-links';

/** One statement on its own connection to the server (creating or dropping a database). */
async function adminStatement(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh, migrated database for one test file: PGlite in memory by default; with DATABASE_URL
 * set, a new database on that PostgreSQL server, dropped again at the end.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  // Only DATABASE_URL is taken from the environment (Vitest sets BASE_URL for its own use).
  const config = loadConfig({ DATABASE_URL: process.env.DATABASE_URL });
  if (config.database.kind === 'pglite') return openDatabase({ kind: 'pglite', dataDir: null });

  const adminUrl = config.database.url;
  const name = `kestrel_test_${randomBytes(6).toString('hex')}`;
  await adminStatement(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminStatement(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** Base URL of the stand-alone emulator server the adapters talk to over HTTP. */
  emulatorBaseUrl: string;
  close(): Promise<void>;
}

/** The whole app on a fresh database, its adapters pointed at emulators on a real port. */
export async function createTestApp(
  env: Record<string, string> = {},
  /** Where the log goes (JSON lines), for the tests that read it; silent otherwise. */
  options: { logStream?: { write(line: string): void }; clock?: () => Date } = {},
): Promise<TestContext> {
  const emulator = await startEmulatorServer({ ukvd: { slowMs: 1500 } });
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    EMULATORS: 'true',
    VEHICLE_DATA_API_BASE: `${emulator.baseUrl}/ukvd`,
    VEHICLE_DATA_API_KEY: 'test-key',
    VEHICLE_DATA_TIMEOUT_MS: '500',
    GOOGLE_API_BASE: `${emulator.baseUrl}/google`,
    // The DVSA MOT history emulator, with its demo credentials (config/mot-history-config.ts).
    MOT_HISTORY_API_BASE: `${emulator.baseUrl}/mot-history`,
    PAYPAL_API_BASE: `${emulator.baseUrl}/paypal`,
    GOCARDLESS_API_BASE: `${emulator.baseUrl}/gocardless`,
    // Tests run the reconciliation job themselves, when they mean to.
    PAYMENTS_RECONCILE_MS: '0',
    ...env,
  });
  const logger = options.logStream ? { ...loggerOptions('info'), stream: options.logStream } : undefined;
  const app = await buildApp({ config, database, logger, clock: options.clock });
  await app.ready();
  return {
    app,
    database,
    config,
    emulatorBaseUrl: emulator.baseUrl,
    close: async () => {
      // Every e-mail this test made links only to the site's own address (issue #38).
      const foreign = await foreignEmailLinks(database.db, config.baseUrl).catch(() => []);
      await app.close();
      await database.close();
      await emulator.close();
      if (foreign.length > 0) throw new Error(`E-mails link away from BASE_URL:\n${[...new Set(foreign)].join('\n')}`);
    },
  };
}

/** A complete production environment for tests that build the app as production would run it. */
export const productionTestEnv = {
  NODE_ENV: 'production',
  BASE_URL: 'https://www.kestrelwarranties.co.uk',
  DATABASE_URL: 'postgres://unused@127.0.0.1:5432/unused',
  VEHICLE_DATA_API_BASE: 'https://uk1.ukvehicledata.co.uk',
  VEHICLE_DATA_API_KEY: 'secret',
  PAYPAL_CLIENT_ID: 'paypal-client',
  PAYPAL_CLIENT_SECRET: 'paypal-secret',
  PAYPAL_WEBHOOK_ID: 'WH-1',
  MOT_HISTORY_CLIENT_ID: 'dvsa-client',
  MOT_HISTORY_CLIENT_SECRET: 'dvsa-secret',
  MOT_HISTORY_TOKEN_URL: 'https://login.microsoftonline.com/tenant/oauth2/v2.0/token',
  MOT_HISTORY_API_KEY: 'dvsa-key',
  SECRETS_KEY: 'ab'.repeat(32),
  LOG_LEVEL: 'silent',
};

/** A log the app writes to, as parsed JSON lines. */
export function captureLog() {
  const lines: string[] = [];
  return {
    stream: { write: (line: string) => void lines.push(line) },
    text: () => lines.join(''),
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
