// Prerendered pages paint as fast as their own HTML: in each page React Router
// prerendered (not the SPA shell) the module preloads go, and the inline module script that
// imports the route modules and the client entry at once becomes a small loader
// (scripts/hydrate-loader.js, inline) that imports them
//   - on a content page, on the first input or when the browser is idle after load
//     (docs/decisions/0007);
//   - on an app page's frame (sign-in, purchase, dashboard, back office), straight after the
//     first paint (docs/decisions/0008).
// Runs after `react-router build` (with tsx, for the site map of packages/domain), before
// precompress.mjs. The server hashes whatever inline scripts remain (apps/api/src/web/pages.ts).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { transformSync } from 'esbuild';
import { init, parse } from 'es-module-lexer';
import { appFramePaths } from '@kestrel/domain/site/routes';

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

/**
 * The order in which the browser evaluates the modules `roots` import, one after the other: each
 * module after everything it imports statically (depth first, as ES modules are evaluated), so
 * that importing them one by one, in this order, evaluates one module at a time and in the same
 * order as importing the roots would. `importsOf(url)` gives a module's static imports.
 */
export function evaluationOrder(roots, importsOf) {
  const seen = new Set();
  const order = [];
  const visit = (url) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const dependency of importsOf(url)) visit(dependency);
    order.push(url);
  };
  for (const root of roots) visit(root);
  return order;
}

/**
 * The page with no module preload and the loader instead of the boot script, inline: a request of
 * its own would still share the slow link with the page's first paint (Lighthouse's simulation
 * counted about 0.15 s for it). The server sends each page with the hashes of its inline scripts
 * (apps/api/src/web/pages.ts), so the strict CSP allows it. Null when the page has no boot script.
 * An app page's frame (`when` "paint") hydrates at once: the loader is given every module the page
 * loads in the order they are evaluated (`importsOf` reads a module's static imports), so the
 * browser fetches them side by side and evaluates them one per task (no long task between the
 * page's paint and the visitor's first tap).
 */
export function deferHydration(html, loaderSource, when = 'input', importsOf = () => []) {
  const boot = BOOT.exec(html);
  if (!boot) return null;
  const { manifest, entry, routes } = readBootScript(boot[1]);
  if (/<\/script/i.test(loaderSource)) throw new Error('the loader cannot be inlined: it closes a script');
  let order = '';
  if (when === 'paint') {
    const modules = evaluationOrder([manifest, ...Object.values(routes), entry], importsOf);
    const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"\/?>/g)].map((m) => m[1]);
    const missing = preloaded.filter((href) => !modules.includes(href));
    if (missing.length) throw new Error(`preloaded but not imported: ${missing.join(' ')}`);
    order = ` data-order="${escapeAttribute(modules.join(' '))}"`;
  }
  const loader =
    `<script type="module" data-when="${when}"${order} data-manifest="${escapeAttribute(manifest)}" data-entry="${escapeAttribute(entry)}"` +
    ` data-routes="${escapeAttribute(JSON.stringify(routes))}">${loaderSource.trim()}</script>`;
  return html.replace(/<link rel="modulepreload"[^>]*\/?>/g, '').replace(boot[0], () => loader);
}

/** A built module's static imports (not its dynamic ones), as paths from the site's root. */
function staticImportsIn(root) {
  const cache = new Map();
  return (url) => {
    if (!cache.has(url)) {
      const [imports] = parse(readFileSync(join(root, url), 'utf8'));
      const base = new URL(url, 'https://site.invalid');
      cache.set(
        url,
        imports.filter((i) => i.d === -1 && i.n).map((i) => new URL(i.n, base).pathname),
      );
    }
    return cache.get(url);
  };
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
  // The loader minified (the file documents it; each page carries it).
  const { code: source } = transformSync(readFileSync(new URL('./hydrate-loader.js', import.meta.url), 'utf8'), {
    minify: true,
    format: 'esm',
    target: 'es2020',
  });
  await init;
  const importsOf = staticImportsIn(root);
  const frames = new Set(appFramePaths);
  const count = { input: 0, paint: 0 };
  for (const file of indexFiles(root)) {
    if (file.endsWith(SPA_SHELL)) continue;
    const path = `/${relative(root, join(file, '..')).split(sep).join('/')}`.replace(/\/$/, '') || '/';
    const when = frames.has(path) ? 'paint' : 'input';
    const html = deferHydration(readFileSync(file, 'utf8'), source, when, importsOf);
    if (html === null) throw new Error(`${file}: no React Router boot script to defer`);
    writeFileSync(file, html);
    count[when] += 1;
  }
  console.log(
    `web: ${count.input} content pages hydrate on first input or when idle, ${count.paint} app frames after the first paint (${source.length} bytes of loader each)`,
  );
}
