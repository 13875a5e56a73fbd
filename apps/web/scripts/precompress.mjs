// Writes .br and .gz copies of the built assets, so the server sends them compressed without
// compressing on every request (@fastify/static `preCompressed`), and of the prerendered pages,
// which the server reads at start instead of compressing them itself (apps/api/src/web/pages.ts).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = new URL('../build/client/', import.meta.url).pathname;
const compressible = /\.(js|css|svg|json|txt|xml|data|html)$/;
let count = 0;

function walk(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) walk(path);
    else if (compressible.test(entry)) {
      const body = readFileSync(path);
      if (body.length < 512) continue;
      writeFileSync(`${path}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      count += 1;
    }
  }
}

walk(root);
console.log(`web: precompressed ${count} files`);
