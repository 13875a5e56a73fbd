import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database, DatabaseHandle } from './database-types';
import { migrationsFolder } from './migrations-folder';
import * as schema from './schema';

/** Serialises migrations when several instances start at once on one PostgreSQL server. */
const MIGRATION_LOCK_KEY = 727_001;

export interface PoolOptions {
  max?: number;
  connectionTimeoutMillis?: number;
}

/**
 * A handle on a PostgreSQL database through a pool, without touching it: nothing connects until
 * the first query. openDatabase migrates through it; the outage tests point it at servers that
 * refuse. (A module of its own, loaded only in PostgreSQL mode: demo mode does not read pg.)
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
  const db = drizzle(pool, { schema, casing: 'snake_case' }) as unknown as Database;
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

/** The handle, once the migrations have run (one instance at a time, under an advisory lock). */
export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const handle = postgresHandle(url);
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client, { casing: 'snake_case' }), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
  return handle;
}
