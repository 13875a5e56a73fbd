// `npm run lighthouse`: Lighthouse (mobile, its default simulated throttling: the figure PageSpeed
// Insights shows) in Debian's Chromium against the built site, on
//   - every public page in /sitemap.xml beside its script-free copy (the same HTML with every
//     script and module preload removed, served by the same server at /__static<path>): the
//     copy's LCP is the physical limit for that page, and the ratio says how near the page is;
//   - the app pages: purchase steps, the demo customer's dashboard and claims, the back office
//     (a staff member signed in), each with its session cookie.
// Prints the four scores, LCP, TBT, CLS and the compressed JavaScript each page loads: the median
// of LIGHTHOUSE_RUNS runs (default 3; Lighthouse's advice on variability), a public page and its
// copy alternating (page, copy, copy, page, …), the ratio being that of the two median LCPs, with
// every run's LCP beside it to show the spread.
// LIGHTHOUSE_PAGES=key measures only the key public pages (home, car warranty, FAQ, a blog post) and
// the app pages, LIGHTHOUSE_PAGES=app only the app pages;
// `npm run lighthouse -- / /faq` only the public pages named, and no app page; LIGHTHOUSE_PORT
// picks the port.
// Needs `npm run build`.
import { readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { customerSession, getAs, staffSession } from './lib/app-sessions.mjs';
import { chromiumFlags, chromiumPath } from './lib/chromium.mjs';
import { pageBesideCopy, summariseRuns } from './lib/lighthouse-runs.mjs';
import { sitemapPaths, staticPath, writeStaticCopies } from './lib/page-speed.mjs';
import { startBuiltServer } from './lib/server.mjs';
import { tableLine } from './lib/table.mjs';

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

/** The app pages, each with the session it needs (demo data: the demo customer's claims). */
async function appTargets(base) {
  const customer = await customerSession(base);
  const staff = await staffSession(base);
  const [claim] = (await getAs(base, customer, '/api/claims/my-claims')).claims;
  const targets = [
    { path: '/purchase/vehicle-details' },
    { path: '/purchase/find-registration' },
    { path: '/purchase/cover', cookie: customer },
    { path: '/dashboard/user-dashboard', cookie: customer },
    { path: '/dashboard/claims', cookie: customer },
    ...(claim ? [{ path: `/dashboard/claims/${claim.id}`, label: '/dashboard/claims/:id', cookie: customer }] : []),
    { path: '/admin', cookie: staff },
    { path: '/admin/claims', cookie: staff },
    ...(claim ? [{ path: `/admin/claims/${claim.id}`, label: '/admin/claims/:id', cookie: staff }] : []),
    { path: '/admin/direct-debit', cookie: staff },
  ];
  return targets.map((t) => ({ ...t, kind: 'app' }));
}

const timingAudits = new Set([
  'largest-contentful-paint',
  'first-contentful-paint',
  'speed-index',
  'interactive',
  'total-blocking-time',
  'max-potential-fid',
  'cumulative-layout-shift',
]);

/**
 * One Lighthouse run on `url` (tried once more if Chromium could not complete it), as a row; null
 * when neither attempt gave a score, so that the run is left out of the medians rather than
 * counted as zero.
 */
async function measure(chrome, url, cookie) {
  let lhr;
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      ...(cookie ? { extraHeaders: { cookie } } : {}),
    });
    lhr = result?.lhr;
    if (lhr && !lhr.runtimeError && lhr.categories.performance?.score !== null) break;
    console.warn(`Lighthouse run ${attempt} for ${url} failed: ${lhr?.runtimeError?.code ?? 'no score'}`);
  }
  if (!lhr || lhr.runtimeError || lhr.categories.performance?.score === null) return null;
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scriptBytes = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    cls: +(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
    firstLoadJsKb: +(scriptBytes / 1024).toFixed(1),
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode))
      .filter((a) => !timingAudits.has(a.id))
      .map((a) => a.id),
  };
}

/** LIGHTHOUSE_RUNS: how many times each page (and each copy) is measured; 3 unless told. */
function runsFromEnv() {
  const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`LIGHTHOUSE_RUNS must be a whole number from 1: ${runs}`);
  return runs;
}

/**
 * Lighthouse on the public pages (`paths`, default every sitemap page or the key ones) each beside
 * its script-free copy, then on the app pages, `runs` times each. One server, its web folder a
 * copy of the build with the script-free pages beside the real ones.
 */
export async function runLighthouse({
  port = Number(process.env.LIGHTHOUSE_PORT ?? 3291),
  paths,
  app = true,
  runs = runsFromEnv(),
} = {}) {
  // Every prerendered page gets its copy, so one server answers the pages, their copies and the sitemap.
  const dir = writeStaticCopies(prerenderedPaths());
  const server = await startBuiltServer({ port, env: { WEB_DIST_DIR: resolve(dir) } });
  // The sitemap of this server lists the script-free copies too: they are measured beside their page.
  const all = (await sitemapPaths(server.base)).filter((path) => !path.startsWith('/__static'));
  const only = process.env.LIGHTHOUSE_PAGES;
  const publicPaths = paths ?? (only === 'key' ? keyPages(all) : only === 'app' ? [] : all);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
  });
  try {
    const rows = [];
    for (const path of publicPaths) {
      const pageRuns = [];
      const copyRuns = [];
      // Page and copy in turn, the first of each pair alternating: whatever the machine does over
      // a minute falls on both alike.
      for (let run = 0; run < runs; run += 1) {
        const pair = [
          async () => pageRuns.push(await measure(chrome, `${server.base}${path}`)),
          async () => copyRuns.push(await measure(chrome, `${server.base}${staticPath(path)}`)),
        ];
        for (const next of run % 2 === 0 ? pair : pair.reverse()) await next();
      }
      rows.push({ kind: 'public', path, ...pageBesideCopy(pageRuns.filter(Boolean), copyRuns.filter(Boolean)) });
    }
    if (app) {
      for (const target of await appTargets(server.base)) {
        const targetRuns = [];
        for (let run = 0; run < runs; run += 1)
          targetRuns.push(await measure(chrome, `${server.base}${target.path}`, target.cookie));
        rows.push({ kind: 'app', path: target.label ?? target.path, ...summariseRuns(targetRuns.filter(Boolean)) });
      }
    }
    return rows;
  } finally {
    await chrome.kill();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printLighthouse(rows) {
  const line = (r, extra) =>
    console.log(
      tableLine([
        [r.path, 44],
        [r.performance, 4],
        [r.accessibility, 4],
        [r.bestPractices, 4],
        [r.seo, 4],
        [r.lcpMs, 8],
        [r.tbtMs, 7],
        [r.cls, 6, 3],
        [r.firstLoadJsKb, 6, 1],
      ]),
      extra,
    );
  /** How many runs each figure is the median of (a run that gave no result is left out). */
  const runsOf = (rows) => {
    const runs = Math.max(...rows.map((r) => r.runs ?? 1));
    return runs > 1 ? `median of ${runs} runs` : 'one run';
  };
  const header = (title, extra) => {
    console.log(`\n${title}`);
    console.log('page'.padEnd(44), 'perf', 'a11y', '  bp', ' seo', '  LCP ms', ' TBT ms', '   CLS', ' JS KB', extra);
  };
  /** Every run's LCP when there were several, e.g. "755 905 760". */
  const spread = (values) => (values?.length > 1 ? values.join(' ') : '');
  const publicRows = rows.filter((r) => r.kind !== 'app');
  if (publicRows.length) {
    header(
      `Lighthouse (mobile, simulated throttling; ${runsOf(publicRows)}, page and copy alternating): public pages beside their script-free copies`,
      ' copy LCP  ratio  LCP of each run: page | copy',
    );
    for (const r of publicRows) {
      const runs = r.lcpRuns?.length > 1 ? `  ${spread(r.lcpRuns)} | ${spread(r.staticLcpRuns)}` : '';
      line(r, r.staticLcpMs ? `${String(r.staticLcpMs).padStart(9)} ${r.lcpRatio.toFixed(2).padStart(6)}${runs}` : '');
      if (r.failing.length) console.log(`  below full marks: ${r.failing.join(', ')}`);
    }
    const worst = publicRows
      .filter((r) => r.lcpRatio)
      .reduce((a, b) => (b.lcpRatio > a.lcpRatio ? b : a), { lcpRatio: 0 });
    const lowest = publicRows.reduce((a, b) => (b.performance < a.performance ? b : a));
    console.log(
      `worst LCP ratio ${worst.lcpRatio} (${worst.path}); lowest performance ${lowest.performance} (${lowest.path})`,
    );
  }
  const appRows = rows.filter((r) => r.kind === 'app');
  if (appRows.length) {
    header(`Lighthouse (mobile, simulated throttling; ${runsOf(appRows)}): app pages`, ' LCP of each run');
    for (const r of appRows) {
      line(r, r.lcpRuns?.length > 1 ? `  ${spread(r.lcpRuns)}` : '');
      if (r.failing.length) console.log(`  below full marks: ${r.failing.join(', ')}`);
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const named = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  printLighthouse(await runLighthouse(named.length ? { paths: named, app: false } : {}));
}
