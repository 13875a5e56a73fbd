// The server's entry; the server itself is `server-main.ts`. (An entry that started compiling
// PGlite's WebAssembly before loading the rest, to overlap the two, measured no faster and used
// more CPU than this: docs/quality.md, cold start.)
import { main } from './server-main';

try {
  await main();
} catch (error: unknown) {
  console.error(error);
  process.exit(1);
}
