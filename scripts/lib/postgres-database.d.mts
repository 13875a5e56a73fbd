/** See postgres-database.mjs: a new database on a PostgreSQL server, and how to drop it. */
export function createPostgresDatabase(
  adminUrl: string,
  name: string,
): Promise<{ url: string; drop: () => Promise<void> }>;
