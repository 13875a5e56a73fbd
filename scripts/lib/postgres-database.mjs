import pg from 'pg';

/**
 * Creates the database `name` on the PostgreSQL server at `adminUrl` (the scripts' fresh databases
 * and the API tests' own). Answers its URL and `drop()`, which removes it, connections and all.
 */
export async function createPostgresDatabase(adminUrl, name) {
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
