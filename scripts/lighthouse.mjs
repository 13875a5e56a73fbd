// `npm run lighthouse`: Lighthouse (mobile) on the key public pages and one purchase step, in
// Debian's Chromium against the built site. Prints the four scores, LCP, TBT, CLS and the
// compressed JavaScript each page loads first. Needs `npm run build`.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from './lib/chromium.mjs';
import { sitemapPaths } from './lib/page-speed.mjs';
import { startBuiltServer } from './lib/server.mjs';

/** The key public pages among the sitemap's paths: home, the car warranty page, the FAQ and the first blog post. */
export function keyPages(paths) {
  const post = paths.find((path) => /^\/blog\/[a-z0-9-]+$/.test(path));
  return ['/', '/car-warranty', '/faq', ...(post ? [post] : [])];
}

export async function runLighthouse({ port = 3291, paths } = {}) {
  const server = await startBuiltServer({ port });
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  try {
    const targets = paths ?? [...keyPages(await sitemapPaths(server.base)), '/purchase/vehicle-details'];
    const rows = [];
    for (const path of targets) {
      // A run that Chromium could not complete (runtimeError, no score) is tried once more.
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
  }
}

export function printLighthouse(rows) {
  console.log('\nLighthouse (mobile)');
  console.log('page'.padEnd(44), 'perf', 'a11y', '  bp', ' seo', '  LCP ms', ' TBT ms', '   CLS', ' JS KB');
  for (const r of rows) {
    console.log(
      r.path.padEnd(44),
      String(r.performance).padStart(4),
      String(r.accessibility).padStart(4),
      String(r.bestPractices).padStart(4),
      String(r.seo).padStart(4),
      String(r.lcpMs).padStart(8),
      String(r.tbtMs).padStart(7),
      r.cls.toFixed(3).padStart(6),
      r.firstLoadJsKb.toFixed(1).padStart(6),
    );
    if (r.failing.length) console.log(`  below full marks: ${r.failing.join(', ')}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printLighthouse(await runLighthouse());
}
