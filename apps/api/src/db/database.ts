import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { mkdirSync } from 'node:fs';
import type { Config } from '../config/config';
import { migrationsFolder } from './migrations-folder';
import { startFromImage, type ImageOutcome } from './pglite-image';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** PGlite in a folder: whether the folder was made from the build's database image, and if not why. */
  image?: ImageOutcome;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * PGlite inherits PostgreSQL's 128 MB of shared buffers, which it allocates and touches inside the
 * process at open: over 100 MB of resident memory for a demo database of about 25 MB, catalogues
 * included (docs/quality.md, memory). 32 MB holds it all; the operating system's page cache
 * holds the files too.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** Serialises migrations when several instances start at once on one PostgreSQL server. */
const MIGRATION_LOCK_KEY = 727_001;

export interface PoolOptions {
  max?: number;
  connectionTimeoutMillis?: number;
}

/**
 * A handle on a PostgreSQL database through a pool, without touching it: nothing connects until
 * the first query. openDatabase migrates through it; the outage tests point it at servers that
 * refuse.
 */
export function postgresHandle(url: string, options: PoolOptions = {}): DatabaseHandle & { pool: pg.Pool } {
  // Bounded waits: a database that stops answering (a partition) fails a request in seconds
  // with a 503 instead of holding it open; the pool drops the connection that timed out.
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5000,
    query_timeout: 15_000,
    keepAlive: true,
  });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    kind: 'postgres',
    db,
    pool,
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

export async function openDatabase(config: Config['database']): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    const handle = postgresHandle(config.url);
    const client = await handle.pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg(client, { casing: 'snake_case' }), { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      client.release();
    }
    return handle;
  }

  let image: ImageOutcome | undefined;
  if (config.dataDir) {
    mkdirSync(config.dataDir, { recursive: true });
    // A new folder starts as a copy of the build's database image (initdb and the migrations done).
    image = startFromImage(config.dataDir);
  }
  const client = new PGlite(config.dataDir ?? undefined, { startParams: PGLITE_START_PARAMS });
  const pgliteDb = drizzlePglite(client, { schema, casing: 'snake_case' });
  await migratePglite(pgliteDb, { migrationsFolder: migrationsFolder() });
  const db = pgliteDb as unknown as Database;
  return {
    kind: 'pglite',
    db,
    image,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
