// The server's entry. In demo mode it opens PGlite first, so that what of its start is not on this
// thread (reading its files, compiling its WebAssembly) goes on while the rest of the server's code
// loads and its app is built (docs/quality.md, cold start); the rest is `server-main.ts`, loaded after.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig, type Config } from './config/config';
import { openPglite } from './db/database';

/** Where `npm run build` puts the web app, relative to this file (src/ or dist/). */
function defaultWebDistDir(): string {
  return resolve(fileURLToPath(new URL('.', import.meta.url)), '../../web/build/client');
}

let config: Config;
try {
  const loaded = loadConfig();
  config = { ...loaded, webDistDir: loaded.webDistDir ?? defaultWebDistDir() };
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

try {
  const pglite = config.database.kind === 'pglite' ? openPglite(config.database.dataDir) : null;
  const { main } = await import('./server-main');
  await main(config, pglite);
} catch (error: unknown) {
  console.error(error);
  process.exit(1);
}
