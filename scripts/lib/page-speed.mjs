// Page figures for `npm run bench` without Lighthouse: the compressed JavaScript every public page
// loads first (the bar: 40 KB before interaction), and each page's LCP beside a copy of the same HTML with no
// script served by the same server (the physical limit), in Chromium through playwright-core.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from './chromium.mjs';
import { startBuiltServer } from './server.mjs';

/** What a content page may load before the visitor interacts (the rest on input or idle; DESIGN §7 had 130 KB). */
export const beforeInteractionBarKb = 40;
const clientDir = 'apps/web/build/client';
const staticPrefix = '/__static';

/** Every public page: the paths of the built site's /sitemap.xml. */
export async function sitemapPaths(base) {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** One answer as the server sends it to a browser that accepts brotli (fetch would decompress it). */
function getBrotli(url) {
  return new Promise((done, fail) => {
    get(url, { headers: { 'accept-encoding': 'br' } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', fail);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const brotli = res.headers['content-encoding'] === 'br';
        if (res.statusCode !== 200) fail(new Error(`${url} answered ${res.statusCode}`));
        else done({ bytes: body.length, brotli, text: (brotli ? brotliDecompressSync(body) : body).toString('utf8') });
      });
    }).on('error', fail);
  });
}

const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
// Rollup's chunks import each other with `import{a as b}from"./x.js"`, `import"./x.js"` or
// `export{a}from"./x.js"`; only specifiers ending in .js count, so a string that merely contains
// the word import is not taken for one.
const staticImports = (code) =>
  [...code.matchAll(/\b(?:import|export)\s*(?:[\w$\s{},*]+?from\s*)?["']([^"'\s]+\.m?js)["']/g)].map((m) => m[1]);
// React Router's inline module script imports the route modules and then `import(...)`s the
// client entry straight away: both are part of the first load.
const inlineImports = (code) => [
  ...staticImports(code),
  ...[...code.matchAll(/\bimport\(\s*["']([^"']+\.m?js)["']\s*\)/g)].map((m) => m[1]),
];

/**
 * For each public page, the brotli-compressed bytes of every script it loads first: its
 * `<script src>` and `<link rel="modulepreload">`, what its inline module script imports, and
 * every module those import statically (`unlisted` counts the ones the HTML did not name). A
 * prerendered page's loader (docs/decisions/0007) names in data- attributes what it imports on
 * the first input or when idle: those, and what they import, count as after interaction.
 */
export async function measureFirstLoadJs(base, paths) {
  const modules = new Map(); // URL → { bytes, brotli, imports }, fetched once for every page
  const moduleAt = async (url) => {
    if (!modules.has(url)) {
      const { bytes, brotli, text } = await getBrotli(url);
      modules.set(url, { bytes, brotli, imports: staticImports(text).map((spec) => new URL(spec, url).href) });
    }
    return modules.get(url);
  };
  /** The modules `start` reaches by static imports on this origin, not counting `skip`; their bytes. */
  const closure = async (start, skip = new Set()) => {
    const queue = [...start];
    const loaded = new Set();
    let bytes = 0;
    while (queue.length > 0) {
      const url = queue.shift();
      if (loaded.has(url) || skip.has(url) || new URL(url).origin !== base) continue;
      loaded.add(url);
      const module = await moduleAt(url);
      bytes += module.bytes;
      queue.push(...module.imports);
    }
    return { loaded, bytes };
  };
  const pages = [];
  for (const path of paths) {
    const pageUrl = `${base}${path}`;
    const { text: html } = await getBrotli(pageUrl);
    const listed = new Set();
    const queue = [];
    const deferred = [];
    for (const [tag, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      const src = attribute(tag, 'src');
      if (src) listed.add(new URL(src, pageUrl).href);
      else if (/\stype="module"/i.test(tag))
        queue.push(...inlineImports(body).map((spec) => new URL(spec, pageUrl).href));
      const entry = attribute(tag, 'data-entry');
      if (entry) {
        const routes = JSON.parse(
          (attribute(tag, 'data-routes') ?? '{}').replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
        );
        const urls = [attribute(tag, 'data-manifest'), ...Object.values(routes), entry].filter(Boolean);
        deferred.push(...urls.map((spec) => new URL(spec, pageUrl).href));
      }
    }
    for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
      const href = attribute(tag, 'href');
      if (attribute(tag, 'rel') === 'modulepreload' && href) listed.add(new URL(href, pageUrl).href);
    }
    queue.push(...listed);
    const first = await closure(queue);
    const later = await closure(deferred, first.loaded);
    const unlisted = [...first.loaded].filter((url) => !listed.has(url)).length;
    pages.push({
      path,
      kb: +(first.bytes / 1024).toFixed(1),
      scripts: first.loaded.size,
      unlisted,
      afterKb: +(later.bytes / 1024).toFixed(1),
      afterScripts: later.loaded.size,
    });
  }
  const notBrotli = [...modules].filter(([, m]) => !m.brotli).map(([url]) => new URL(url).pathname);
  const maxKb = Math.max(...pages.map((p) => p.kb));
  const maxTotalKb = Math.max(...pages.map((p) => +(p.kb + p.afterKb).toFixed(1)));
  return {
    barKb: beforeInteractionBarKb,
    maxKb,
    maxTotalKb,
    withinBar: maxKb <= beforeInteractionBarKb,
    notBrotli,
    pages,
  };
}

export function printFirstLoadJs({ barKb, maxKb, maxTotalKb, notBrotli, pages }) {
  console.log('\nFirst-load JavaScript, brotli-compressed, of every page in /sitemap.xml');
  console.log('before: what the page loads by itself; after: what it loads on the first input or when idle');
  console.log('page'.padEnd(44), 'before KB', 'scripts', 'unlisted', 'after KB', 'scripts');
  for (const p of pages) {
    console.log(
      p.path.padEnd(44),
      p.kb.toFixed(1).padStart(9),
      String(p.scripts).padStart(7),
      String(p.unlisted).padStart(8),
      p.afterKb.toFixed(1).padStart(8),
      String(p.afterScripts).padStart(7),
    );
  }
  console.log(
    `maximum before interaction: ${maxKb.toFixed(1)} KB (bar ${barKb} KB: ${maxKb <= barKb ? 'within' : 'OVER'})`,
  );
  console.log(`maximum before and after together: ${maxTotalKb.toFixed(1)} KB (what hydration downloads in all)`);
  if (notBrotli.length) console.log(`  sent without brotli, counted as sent: ${notBrotli.join(', ')}`);
}

// Lighthouse's mobile set-up: a mid-range phone, 4× CPU slowdown, slow 4G (150 ms, 1.6 Mbps down, 750 kbps up).
const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
};
const network = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const cpuSlowdown = 4;

/** The HTML of a page with nothing that runs: every script (JSON-LD is data, kept) and module preload gone. */
export function withoutScript(html) {
  return html
    .replace(/<script\b(?![^>]*\stype="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\srel="modulepreload"[^>]*>/gi, '');
}

export const staticPath = (path) => `${staticPrefix}${path === '/' ? '' : path}`;

/** A copy of the built client with, beside each page, its script-free copy at /__static<path>. */
export function writeStaticCopies(paths) {
  const dir = mkdtempSync(join(tmpdir(), 'kestrel-static-'));
  cpSync(clientDir, dir, { recursive: true });
  for (const path of paths) {
    const html = readFileSync(join(clientDir, path, 'index.html'), 'utf8');
    mkdirSync(join(dir, staticPath(path)), { recursive: true });
    writeFileSync(join(dir, staticPath(path), 'index.html'), withoutScript(html));
  }
  return dir;
}

/** The LCP of one cold load (fresh context, empty cache) on the throttled phone, read after `load`. */
async function lcpMs(browser, url) {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url, { waitUntil: 'load' });
    const lcp = await page.evaluate(
      () =>
        new Promise((done) => {
          new PerformanceObserver((list) => done(list.getEntries().at(-1)?.startTime ?? null)).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          });
          setTimeout(() => done(null), 5000);
        }),
    );
    if (lcp === null) throw new Error(`no largest-contentful-paint entry for ${url}`);
    return Math.round(lcp);
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
};

/**
 * Each page's LCP beside its script-free copy's, on one server with WEB_DIST_DIR pointing at the
 * copy of the build: the median of `runs` cold loads each, page and copy alternating.
 */
export async function measureLcp({ port = 3292, paths, runs }) {
  const dir = writeStaticCopies(paths);
  const server = await startBuiltServer({ port, env: { WEB_DIST_DIR: resolve(dir) } });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const started = Date.now();
    await lcpMs(browser, `${server.base}/`); // the browser's first load starts processes: not counted
    const pages = [];
    for (const path of paths) {
      const page = [];
      const copy = [];
      for (let run = 0; run < runs; run += 1) {
        page.push(await lcpMs(browser, `${server.base}${path}`));
        copy.push(await lcpMs(browser, `${server.base}${staticPath(path)}`));
      }
      const [lcp, staticLcp] = [median(page), median(copy)];
      pages.push({ path, lcpMs: lcp, staticLcpMs: staticLcp, ratio: +(lcp / staticLcp).toFixed(2) });
    }
    const worst = pages.reduce((a, b) => (b.ratio > a.ratio ? b : a));
    const seconds = Math.round((Date.now() - started) / 1000);
    return { runs, cpuSlowdown, network, phone, seconds, worst: { path: worst.path, ratio: worst.ratio }, pages };
  } finally {
    await browser.close();
    server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printLcp({ runs, seconds, worst, pages }) {
  console.log(
    `\nLCP beside a script-free copy of the same HTML on the same server (phone, ${cpuSlowdown}× CPU, slow 4G; median of ${runs}, cold cache, ${seconds} s)`,
  );
  console.log('page'.padEnd(44), ' LCP ms', 'static ms', 'ratio');
  for (const p of pages) {
    console.log(
      p.path.padEnd(44),
      String(p.lcpMs).padStart(7),
      String(p.staticLcpMs).padStart(9),
      p.ratio.toFixed(2).padStart(5),
    );
  }
  console.log(`worst ratio: ${worst.ratio.toFixed(2)} (${worst.path})`);
}
