import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync, gzipSync } from 'node:zlib';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { FastifyReply } from 'fastify';
import { appFramePathFor, appFramePaths, isAppRoute } from '@kestrel/domain/site/routes';
import { FILL_MARKER } from '@kestrel/domain/site/server-fill';
import { contentSecurityPolicy, type PolicyOptions } from '../plugins/security-headers';
import { routePreloads } from './route-preloads';

interface Page {
  html: string;
  csp: string;
  /**
   * The page compressed (by the web build, or here), for clients that accept it: read on the
   * page's first such request, not at start, where reading and checking every page's two copies
   * was CPU spent before /readyz (docs/quality.md, cold start).
   */
  brotli: () => Buffer;
  gzip: () => Buffer;
}

/** `make`'s value, made on the first call. */
function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const SPA_SHELL = '__spa-fallback.html';
const NOT_FOUND_DIR = '404';
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const body = match[1] ?? '';
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

/**
 * The web build's compressed copy of `file` (apps/web/scripts/precompress.mjs) when it holds
 * exactly `html`: decompressing is cheap, compressing every page at brotli's best quality cost
 * most of the server's start after the database (docs/quality.md, cold start).
 */
function precompressed(file: string, html: Buffer, decompress: (data: Buffer) => Buffer): Buffer | null {
  try {
    const data = readFileSync(file);
    return decompress(data).equals(html) ? data : null;
  } catch {
    return null;
  }
}

function toPage(file: string, policy: PolicyOptions): Page {
  const bytes = readFileSync(file);
  const html = bytes.toString('utf8');
  return {
    html,
    csp: contentSecurityPolicy(inlineScriptHashes(html), policy),
    brotli: onFirstUse(() => precompressed(`${file}.br`, bytes, brotliDecompressSync) ?? brotliCompressSync(bytes)),
    gzip: onFirstUse(() => precompressed(`${file}.gz`, bytes, gunzipSync) ?? gzipSync(bytes)),
  };
}

/** A page put together here rather than by the build: compressed once, at once (brotli at quality 9). */
function pageMadeHere(html: string, csp: string): Page {
  const bytes = Buffer.from(html, 'utf8');
  const brotli = brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 } });
  const gzip = gzipSync(bytes);
  return { html, csp, brotli: () => brotli, gzip: () => gzip };
}

/** The SPA shell with a route's own module preloads after the shell's (same scripts, same CSP). */
function shellWith(shell: Page, links: string): Page {
  const at = shell.html.lastIndexOf('<link rel="modulepreload"');
  const end = at < 0 ? shell.html.indexOf('</head>') : shell.html.indexOf('>', at) + 1;
  return pageMadeHere(shell.html.slice(0, end) + links + shell.html.slice(end), shell.csp);
}

/**
 * What the server puts into a prerendered page where the page holds `FILL_MARKER`: HTML worked
 * out on a schedule and kept in memory (the figures of "How we handle claims", docs/claims-record.md),
 * with a key that changes when the HTML does. The filled page is compressed once per key.
 */
export type PageFills = Record<string, () => Promise<{ key: string; html: string }>>;

const FILL_UNAVAILABLE = '<p>The figures cannot be shown just now. Please try again later.</p>';

/** A page with its fill in place of the marker (same scripts, so the same CSP). */
function filledPage(page: Page, fill: string): Page {
  return pageMadeHere(page.html.replace(FILL_MARKER, fill), page.csp);
}

function findIndexFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) {
      if (entry !== 'assets') files.push(...findIndexFiles(full));
    } else if (entry === 'index.html') {
      files.push(full);
    }
  }
  return files;
}

export interface WebPages {
  /** Prerendered paths, for the sitemap and tests (read on first use). */
  readonly paths: string[];
  respond(path: string, reply: FastifyReply): FastifyReply | Promise<FastifyReply>;
}

/**
 * The built web app: every prerendered page by path; for client-rendered routes, the route's
 * prerendered frame (docs/decisions/0008) or else the SPA shell; and the Not Found page, each with
 * the CSP hashes of its own inline scripts. Each read on its first request (the SPA shell at start).
 */
export function loadWebPages(distDir: string, policy: PolicyOptions = {}, fills: PageFills = {}): WebPages {
  if (!existsSync(join(distDir, SPA_SHELL))) {
    throw new Error(`No built web app in ${distDir}: run "npm run build" first`);
  }
  // Each page is read on its first request: reading, decoding and hashing every page's scripts
  // was 30-50 ms of the start (docs/quality.md, cold start).
  const pages = new Map<string, () => Page>();
  // An app route's frame answers every path of its route (`/admin/claims/_` for each claim).
  const frames = new Map<string, () => Page>();
  const framePaths = new Set(appFramePaths);
  const shell = toPage(join(distDir, SPA_SHELL), policy);
  let notFound = () => shell;
  for (const file of findIndexFiles(distDir)) {
    const dir = relative(distDir, join(file, '..')).split(sep).join('/');
    const page = onFirstUse(() => toPage(file, policy));
    const path = dir === '' ? '/' : `/${dir}`;
    if (dir === NOT_FOUND_DIR) notFound = page;
    else if (framePaths.has(path)) frames.set(path, page);
    else pages.set(path, page);
  }
  // The shell for each client-rendered route, with its code preloaded: made on its first request.
  const preloadsFor = routePreloads(distDir, shell.html);
  const shells = new Map<string, Page>();
  function shellFor(path: string): Page {
    const { key, links } = preloadsFor(path);
    if (!links) return shell;
    let page = shells.get(key);
    if (!page) shells.set(key, (page = shellWith(shell, links)));
    return page;
  }

  const filled = new Map<string, { key: string; page: Page }>();
  async function sendFilled(reply: FastifyReply, path: string, page: Page, fill: PageFills[string]) {
    // Figures that cannot be worked out (the database away) leave the page as it is otherwise.
    const { key, html } = await fill().catch(() => ({ key: 'unavailable', html: FILL_UNAVAILABLE }));
    let entry = filled.get(path);
    if (entry?.key !== key) filled.set(path, (entry = { key, page: filledPage(page, html) }));
    return send(reply, 200, entry.page);
  }

  function send(reply: FastifyReply, status: number, page: Page): FastifyReply {
    reply
      .code(status)
      .header('content-security-policy', page.csp)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    const accepted = String(reply.request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(page.brotli());
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(page.gzip());
    return reply.send(page.html);
  }

  // A page that asks not to be indexed (the contact form's answers) is served but not listed.
  const listed = onFirstUse(() =>
    [...pages]
      .filter(([, page]) => !/<meta name="robots" content="noindex"/.test(page().html))
      .map(([path]) => path)
      .sort(),
  );
  return {
    get paths() {
      return listed();
    },
    respond(path, reply) {
      if (path.length > 1 && path.endsWith('/')) {
        const trimmed = path.replace(/\/+$/, '') || '/';
        if (pages.has(trimmed) || isAppRoute(trimmed)) return reply.redirect(trimmed, 301);
      }
      const page = pages.get(path);
      const fill = fills[path];
      if (page && fill) return sendFilled(reply, path, page(), fill);
      if (page) return send(reply, 200, page());
      if (isAppRoute(path)) {
        const frame = frames.get(appFramePathFor(path) ?? '');
        return send(reply, 200, frame?.() ?? shellFor(path));
      }
      return send(reply, 404, notFound());
    },
  };
}
