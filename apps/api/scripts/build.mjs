// Bundles the API into dist/server.js. Our workspace packages (TypeScript sources) are inlined;
// every npm dependency stays external and is loaded from node_modules at run time.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@kestrel/'));
const emulatorPkg = JSON.parse(
  readFileSync(new URL('../../../packages/emulators/package.json', import.meta.url), 'utf8'),
);
external.push(...Object.keys(emulatorPkg.dependencies));

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
  sourcemap: true,
  external: [...new Set(external)],
  logLevel: 'warning',
});
console.log('api: built dist/server.js and dist/admin-create.js');

// The demo-mode database image (src/db/pglite-image.ts): initdb and the migrations, done once here.
const started = performance.now();
execFileSync(process.execPath, ['dist/build-image.js', 'dist/pglite-image'], { stdio: 'inherit' });
console.log(`api: built dist/pglite-image in ${Math.round(performance.now() - started)} ms`);
