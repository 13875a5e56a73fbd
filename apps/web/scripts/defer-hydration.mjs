// Prerendered content pages paint as fast as their own HTML (issue #21, docs/decisions/0007): in
// each page React Router prerendered (not the SPA shell the app pages start from) the module
// preloads go, and the inline module script that imports the route modules and the client entry
// at once becomes one small external loader (scripts/hydrate-loader.js) that imports them on the
// first input or when the browser is idle after load. Runs after `react-router build`, before
// precompress.mjs. The server hashes whatever inline scripts remain (apps/api/src/web/pages.ts).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SPA_SHELL = '__spa-fallback.html';
const BOOT = /<script type="module"[^>]*>([\s\S]*?window\.__reactRouterRouteModules[\s\S]*?)<\/script>/;
const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * What React Router's inline module script loads: the manifest it imports first, each route
 * module by route id, and the client entry it imports last.
 */
export function readBootScript(code) {
  const manifest = /^\s*import\s+"([^"]+)";/m.exec(code)?.[1];
  const entry = /\bimport\(\s*"([^"]+)"\s*\)/.exec(code)?.[1];
  const urls = Object.fromEntries(
    [...code.matchAll(/import\s+\*\s+as\s+(\w+)\s+from\s+"([^"]+)"/g)].map((m) => [m[1], m[2]]),
  );
  const table = /window\.__reactRouterRouteModules\s*=\s*\{([^}]*)\}/.exec(code)?.[1] ?? '';
  const routes = Object.fromEntries(
    [...table.matchAll(/"([^"]+)"\s*:\s*(\w+)/g)].map((m) => {
      if (!urls[m[2]]) throw new Error(`route module ${m[2]} is not imported`);
      return [m[1], urls[m[2]]];
    }),
  );
  if (!manifest || !entry || Object.keys(routes).length === 0) throw new Error('not a React Router boot script');
  return { manifest, entry, routes };
}

/** The page with no module preload and the loader instead of the boot script; null when it has none. */
export function deferHydration(html, loaderUrl) {
  const boot = BOOT.exec(html);
  if (!boot) return null;
  const { manifest, entry, routes } = readBootScript(boot[1]);
  const loader =
    `<script type="module" src="${loaderUrl}" fetchpriority="low" data-manifest="${escapeAttribute(manifest)}"` +
    ` data-entry="${escapeAttribute(entry)}" data-routes="${escapeAttribute(JSON.stringify(routes))}"></script>`;
  return html.replace(/<link rel="modulepreload"[^>]*\/?>/g, '').replace(boot[0], () => loader);
}

function indexFiles(dir) {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === 'assets' ? [] : indexFiles(path);
    return entry === 'index.html' ? [path] : [];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = new URL('../build/client/', import.meta.url).pathname;
  const source = readFileSync(new URL('./hydrate-loader.js', import.meta.url));
  const name = `assets/hydrate-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(root, name), source);
  let count = 0;
  for (const file of indexFiles(root)) {
    if (file.endsWith(SPA_SHELL)) continue;
    const html = deferHydration(readFileSync(file, 'utf8'), `/${name}`);
    if (html === null) throw new Error(`${file}: no React Router boot script to defer`);
    writeFileSync(file, html);
    count += 1;
  }
  console.log(`web: ${count} prerendered pages hydrate on first input or idle (/${name})`);
}
