// The server's entry. PGlite's WebAssembly starts compiling (on V8's background threads) before
// the rest of the server is loaded, so the two overlap (docs/quality.md, cold start); the server
// itself is `server-main.ts`.
import { preloadPglite } from './db/pglite-preload';

// PGlite is the database when DATABASE_URL is empty or unset (config.ts). Read here, before
// config.ts and what it imports are loaded: that is the point.
// eslint-disable-next-line no-restricted-properties
const preload = process.env.DATABASE_URL?.trim() ? null : preloadPglite();

try {
  const { main } = await import('./server-main');
  await main(preload);
} catch (error: unknown) {
  console.error(error);
  process.exit(1);
}
