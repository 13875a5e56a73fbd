// `npm run lighthouse`: Lighthouse (mobile) on the key public pages and one purchase step, in
// Debian's Chromium against the built site. Prints the four scores, LCP, TBT, CLS and the
// compressed JavaScript each page loads first, and each public page's LCP beside its script-free
// copy's under the same simulation (issue #21: within 1.1×). Needs `npm run build`.
// `npm run lighthouse -- / /faq` measures only the pages named; LIGHTHOUSE_PORT picks the port.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from './lib/chromium.mjs';
import { readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sitemapPaths, staticPath, writeStaticCopies } from './lib/page-speed.mjs';
import { startBuiltServer } from './lib/server.mjs';

/** The key public pages among the sitemap's paths: home, the car warranty page, the FAQ and the first blog post. */
export function keyPages(paths) {
  const post = paths.find((path) => /^\/blog\/[a-z0-9-]+$/.test(path));
  return ['/', '/car-warranty', '/faq', ...(post ? [post] : [])];
}

/** The path of every page the web build prerendered (its index.html files; not the Not Found page). */
function prerenderedPaths(dir = 'apps/web/build/client', path = '') {
  return readdirSync(join(dir, path), { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return entry.name === 'assets' || entry.name === '404' ? [] : prerenderedPaths(dir, `${path}/${entry.name}`);
    return entry.name === 'index.html' ? [path || '/'] : [];
  });
}

/** Public pages have a script-free copy to compare with; app pages (the SPA shell) do not. */
const isPublic = (path) => !/^\/(purchase|dashboard|admin|auth|login|garage)\b/.test(path);

export async function runLighthouse({ port = Number(process.env.LIGHTHOUSE_PORT ?? 3291), paths } = {}) {
  // Every prerendered page gets its copy, so one server answers the pages, their copies and the sitemap.
  const copies = writeStaticCopies(prerenderedPaths());
  const server = await startBuiltServer({ port, env: { WEB_DIST_DIR: resolve(copies) } });
  const targets = paths ?? [...keyPages(await sitemapPaths(server.base)), '/purchase/vehicle-details'];
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  // A run that Chromium could not complete (runtimeError, no score) is tried once more.
  const audit = async (path) => {
    let lhr;
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const result = await lighthouse(`${server.base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      lhr = result?.lhr;
      if (lhr && !lhr.runtimeError && lhr.categories.performance?.score !== null) break;
      console.warn(`Lighthouse run ${attempt} for ${path} failed: ${lhr?.runtimeError?.code ?? 'no score'}`);
    }
    if (!lhr) throw new Error(`no Lighthouse result for ${path}`);
    return lhr;
  };
  try {
    const rows = [];
    for (const path of targets) {
      const lhr = await audit(path);
      // The same HTML with no script, measured right after it: the LCP this page could have.
      const copy = isPublic(path) ? await audit(staticPath(path)) : null;
      const staticLcpMs = copy ? Math.round(copy.audits['largest-contentful-paint']?.numericValue ?? 0) : null;
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const requests = lhr.audits['network-requests']?.details?.items ?? [];
      const scriptBytes = requests
        .filter((r) => r.resourceType === 'Script')
        .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
      rows.push({
        path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        staticLcpMs,
        lcpRatio: staticLcpMs
          ? +((lhr.audits['largest-contentful-paint']?.numericValue ?? 0) / staticLcpMs).toFixed(2)
          : null,
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        cls: +(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
        firstLoadJsKb: +(scriptBytes / 1024).toFixed(1),
        failing: Object.values(lhr.audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 1 &&
              ['binary', 'numeric'].includes(a.scoreDisplayMode) &&
              ![
                'largest-contentful-paint',
                'first-contentful-paint',
                'speed-index',
                'interactive',
                'total-blocking-time',
                'max-potential-fid',
                'cumulative-layout-shift',
              ].includes(a.id),
          )
          .map((a) => a.id),
      });
    }
    return rows;
  } finally {
    await chrome.kill();
    await server.stop();
    rmSync(copies, { recursive: true, force: true });
  }
}

export function printLighthouse(rows) {
  console.log('\nLighthouse (mobile)');
  console.log(
    'page'.padEnd(44),
    'perf',
    'a11y',
    '  bp',
    ' seo',
    '  LCP ms',
    'static ms',
    'ratio',
    ' TBT ms',
    '   CLS',
    ' JS KB',
  );
  for (const r of rows) {
    console.log(
      r.path.padEnd(44),
      String(r.performance).padStart(4),
      String(r.accessibility).padStart(4),
      String(r.bestPractices).padStart(4),
      String(r.seo).padStart(4),
      String(r.lcpMs).padStart(8),
      String(r.staticLcpMs ?? '–').padStart(9),
      (r.lcpRatio === null ? '–' : r.lcpRatio.toFixed(2)).padStart(5),
      String(r.tbtMs).padStart(7),
      r.cls.toFixed(3).padStart(6),
      r.firstLoadJsKb.toFixed(1).padStart(6),
    );
    if (r.failing.length) console.log(`  below full marks: ${r.failing.join(', ')}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const named = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  printLighthouse(await runLighthouse({ paths: named.length ? named : undefined }));
}
