// Bundles the API into dist/server.js: our workspace packages and the npm dependencies in one
// file, so a start resolves and reads one module instead of several hundred (about 100 ms of a
// one-second cold start, docs/quality.md). The packages below stay external and load from
// node_modules at run time: each needs files of its own beside its code (native addons, WASM,
// fonts, worker-thread transports, the Swagger UI's assets) or is optional.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';

const external = [
  '@electric-sql/pglite', // WASM and its file-system image
  '@node-rs/argon2', // native addon
  'sharp', // native addon
  'pdfkit', // font files read at run time
  'pino', // transports run in worker threads that load pino's own files
  '@fastify/swagger-ui', // serves its static assets from its folder
  'pg-native', // optional native driver pg tries to load
];

await build({
  entryPoints: {
    server: 'src/server.ts',
    'admin-create': 'src/cli/admin-create.ts',
    'build-image': 'src/cli/build-image.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // What is imported dynamically (nodemailer, Google's library, ioredis, the common passwords, the
  // Swagger UI…) becomes a file of its own, read when first used rather than at every start.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: true,
  external,
  // CommonJS dependencies inside an ES module: give them require, __filename and __dirname.
  banner: {
    js: [
      "import { createRequire as __kestrelRequire } from 'node:module';",
      "import { fileURLToPath as __kestrelPath } from 'node:url';",
      "import { dirname as __kestrelDirname } from 'node:path';",
      'const require = __kestrelRequire(import.meta.url);',
      'const __filename = __kestrelPath(import.meta.url);',
      'const __dirname = __kestrelDirname(__filename);',
    ].join(' '),
  },
  logLevel: 'warning',
});
// PGlite's worker thread (src/db/pglite-thread.ts) is plain JavaScript that runs as it is.
copyFileSync('src/db/pglite-worker.mjs', 'dist/pglite-worker.mjs');
console.log('api: built dist/server.js and dist/admin-create.js');

// The demo-mode database image (src/db/pglite-image.ts): initdb and the migrations, done once here.
const started = performance.now();
execFileSync(process.execPath, ['dist/build-image.js', 'dist/pglite-image'], { stdio: 'inherit' });
console.log(`api: built dist/pglite-image in ${Math.round(performance.now() - started)} ms`);
