import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ImageOutcome } from './pglite-image';
import type * as schema from './schema';

/** The database as the modules see it: the same on PGlite and on a PostgreSQL server. */
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
