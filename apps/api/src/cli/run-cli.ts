import { loadConfig, type Config } from '../config/config';
import { openDatabase } from '../db/database';
import type { DatabaseHandle } from '../db/database-types';

/**
 * The start-up every command line tool shares: its arguments read first (a usage error stops it
 * before anything opens), then the server's configuration (DATABASE_URL or DATA_DIR and the rest)
 * and its database, open while `work` runs and closed after. Exits with the code `work` answers
 * (0 when none); a failure is printed without a stack, exit 1.
 */
export function runCli<Args>(
  readArgs: () => Args | Promise<Args>,
  work: (args: Args, context: { config: Config; database: DatabaseHandle }) => Promise<number | void>,
): void {
  const run = async () => {
    const args = await readArgs();
    const config = loadConfig();
    const database = await openDatabase(config.database);
    try {
      return (await work(args, { config, database })) ?? 0;
    } finally {
      await database.close();
    }
  };
  run().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
