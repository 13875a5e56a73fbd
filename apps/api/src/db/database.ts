import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { mkdirSync } from 'node:fs';
import type { Config } from '../config/config';
import { migrationsFolder } from './migrations-folder';
import { PGliteThread } from './pglite-thread';
import { planFromImage, type ImagePlan } from './pglite-image';
import * as schema from './schema';
import type { Database, DatabaseHandle } from './database-types';

/**
 * PGlite inherits PostgreSQL's 128 MB of shared buffers, which it allocates and touches inside the
 * process at open: over 100 MB of resident memory for a demo database of about 25 MB, catalogues
 * included (docs/quality.md, memory). 32 MB holds it all; the operating system's page cache
 * holds the files too.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** PGlite's handle: usable at once, its queries waiting for PGlite's start. */
export type PgliteHandle = DatabaseHandle & { migrated: Promise<void> };

/** The database, migrated: PostgreSQL (a pool, its module loaded only in this mode) or PGlite. */
export async function openDatabase(config: Config['database']): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    const { openPostgres } = await import('./database-postgres');
    return openPostgres(config.url);
  }
  const handle = openPglite(config.dataDir);
  await handle.migrated;
  return handle;
}

/**
 * PGlite in `dataDir` (in memory when null), in a worker thread (pglite-thread.ts): the handle is
 * usable at once, its queries waiting for PGlite's start, and `migrated` resolves once the
 * migrations have run. The server builds its app in the meantime (server-main.ts), on the other core.
 */
export function openPglite(dataDir: string | null): PgliteHandle {
  let plan: ImagePlan | undefined;
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    // A new folder starts as a copy of the build's database image (initdb and the migrations done),
    // made by PGlite's worker thread before it opens the folder.
    plan = planFromImage(dataDir);
  }
  const client = new PGliteThread(dataDir, PGLITE_START_PARAMS, plan?.copyFrom);
  // Drizzle's driver asks of its client only what PGliteThread offers (query, exec, transaction).
  const pgliteDb = drizzlePglite(client as unknown as PGlite, { schema, casing: 'snake_case' });
  const migrated = migratePglite(pgliteDb, { migrationsFolder: migrationsFolder() });
  // Awaited by whoever opened it; a failure is theirs to report, never an unhandled rejection.
  migrated.catch(() => {});
  const db = pgliteDb as unknown as Database;
  return {
    kind: 'pglite',
    db,
    image: plan?.outcome,
    migrated,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
