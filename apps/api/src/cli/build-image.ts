import { buildImage } from '../db/pglite-image';

/**
 * `node dist/build-image.js <folder>`, run by `npm run build`: the demo-mode database image
 * (initdb and every migration) that a new PGlite data folder starts from.
 */
const folder = process.argv[2];
if (!folder) {
  console.error('usage: build-image <folder>');
  process.exit(2);
}
const manifest = await buildImage(folder);
console.log(`api: database image with ${manifest.migrations.length} migrations (PGlite ${manifest.pglite})`);
