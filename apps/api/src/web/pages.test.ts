import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes, loadWebPages } from './pages';

const sha = (body: string) => `sha256-${createHash('sha256').update(body).digest('base64')}`;

describe('inlineScriptHashes', () => {
  it('hashes each inline script exactly and ignores external ones', () => {
    const html =
      '<script>window.a=1</script><script type="module" src="/x.js"></script><script type="module">import "/y.js";</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('window.a=1'), sha('import "/y.js";')]);
  });
});

describe('loadWebPages', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kestrel-web-'));
  const app = Fastify({ logger: false });

  beforeAll(async () => {
    const write = (path: string, html: string) => {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), html);
    };
    write('index.html', '<h1>Home</h1><script>home()</script>');
    write('faq/index.html', '<h1>FAQ</h1><script>faq()</script>');
    write('404/index.html', '<h1>Page not found</h1>');
    write('__spa-fallback.html', '<div>shell</div><script>shell()</script>');
    write('admin/index.html', '<h1>Work queue frame</h1><script>queue()</script>');
    write('admin/claims/_/index.html', '<p>Loading the claim…</p><script>claim()</script>');
    const pages = loadWebPages(dir);
    app.get('/*', (request, reply) => pages.respond(request.url, reply));
    await app.ready();
  });
  afterAll(() => app.close());

  it.each([
    ['/', 200, 'Home', 'home()'],
    ['/faq', 200, 'FAQ', 'faq()'],
    ['/purchase/details', 200, 'shell', 'shell()'],
    ['/password/reset/abc', 200, 'shell', 'shell()'],
    // An app route's prerendered frame (docs/decisions/0008): one frame for every claim.
    ['/admin', 200, 'Work queue frame', 'queue()'],
    ['/admin/claims/3f0c2d8e-1111-4222-8333-444455556666', 200, 'Loading the claim', 'claim()'],
    ['/admin/claims/_', 200, 'Loading the claim', 'claim()'],
    ['/nothing', 404, 'Page not found', null],
    ['/404', 404, 'Page not found', null],
  ])('%s answers %i with its page and only its own script hashes', async (url, status, text, script) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.body).toContain(text);
    const csp = String(res.headers['content-security-policy']);
    if (script) expect(csp).toContain(sha(script));
    expect(csp.match(/sha256-/g)?.length ?? 0).toBe(script ? 1 : 0);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('redirects a trailing slash to the canonical path', async () => {
    const res = await app.inject({ method: 'GET', url: '/faq/' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/faq');
  });
});

describe('sitemap and robots', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kestrel-seo-'));
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    for (const path of ['', 'faq', 'blog/tyre-safety', 'admin', 'dashboard/claims']) {
      mkdirSync(join(dir, path), { recursive: true });
      writeFileSync(join(dir, path, 'index.html'), '<h1>x</h1>');
    }
    mkdirSync(join(dir, '404'));
    writeFileSync(join(dir, '404', 'index.html'), 'nf');
    writeFileSync(join(dir, '__spa-fallback.html'), 'shell');
    const { seoRoutes } = await import('./seo-routes');
    await app.register(seoRoutes, { web: loadWebPages(dir), baseUrl: 'https://example.test' });
    await app.ready();
  });
  afterAll(() => app.close());

  it("lists every prerendered page, not the Not Found page nor an app page's frame", async () => {
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://example.test/',
      'https://example.test/blog/tyre-safety',
      'https://example.test/faq',
    ]);
  });

  it('points robots at the sitemap and keeps them out of the app', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.body).toContain('Sitemap: https://example.test/sitemap.xml');
    expect(res.body).toContain('Disallow: /dashboard/');
  });
});

describe('compression', () => {
  it('sends a page brotli- or gzip-compressed when the client accepts it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kestrel-zip-'));
    writeFileSync(join(dir, 'index.html'), `<h1>Home</h1>${'<p>words</p>'.repeat(50)}`);
    writeFileSync(join(dir, '__spa-fallback.html'), 'shell');
    const pages = loadWebPages(dir);
    const app = Fastify({ logger: false });
    app.get('/*', (request, reply) => pages.respond(request.url, reply));
    const br = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<h1>Home</h1>');
    const gz = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<h1>Home</h1>');
    const plain = await app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<h1>Home</h1>');
    await app.close();
  });

  it("sends the web build's compressed copy when it holds the page, and compresses the page itself when it does not", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kestrel-precompressed-'));
    const home = `<h1>Home</h1>${'<p>words</p>'.repeat(50)}`;
    writeFileSync(join(dir, 'index.html'), home);
    // The build's copy, recognisable by its brotli settings (not the server's default quality).
    const built = brotliCompressSync(home, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 1 },
    });
    writeFileSync(join(dir, 'index.html.br'), built);
    writeFileSync(join(dir, 'index.html.gz'), gzipSync('<h1>An older page</h1>'));
    mkdirSync(join(dir, 'faq'));
    writeFileSync(join(dir, 'faq', 'index.html'), home.replace('Home', 'FAQ'));
    // Stale: the page changed after the build compressed it.
    writeFileSync(join(dir, 'faq', 'index.html.br'), brotliCompressSync('<h1>FAQ, before</h1>'));
    writeFileSync(join(dir, '__spa-fallback.html'), 'shell');
    const pages = loadWebPages(dir);
    const app = Fastify({ logger: false });
    app.get('/*', (request, reply) => pages.respond(request.url, reply));
    const br = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(br.rawPayload.equals(built)).toBe(true);
    const gz = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(home);
    const faq = await app.inject({ method: 'GET', url: '/faq', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(faq.rawPayload).toString()).toBe(home.replace('Home', 'FAQ'));
    await app.close();
  });
});

describe('a page the server fills (the figures of "How we handle claims")', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kestrel-web-fill-'));
  const app = Fastify({ logger: false });
  let figures = { key: 'one', html: '<p>12 claims decided</p>' };
  let fails = false;

  beforeAll(async () => {
    const write = (path: string, html: string) => {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), html);
    };
    write('__spa-fallback.html', '<div>shell</div>');
    write('record/index.html', '<h1>Record</h1><div id="f"><!--server-fill--></div><script>record()</script>');
    const pages = loadWebPages(
      dir,
      {},
      { '/record': async () => (fails ? Promise.reject(new Error('database away')) : figures) },
    );
    app.get('/*', (request, reply) => pages.respond(request.url, reply));
    await app.ready();
  });
  afterAll(() => app.close());

  it('puts the latest fill in place of the marker, compressed, with the page CSP unchanged', async () => {
    const first = await app.inject({ method: 'GET', url: '/record' });
    expect(first.body).toContain('<div id="f"><p>12 claims decided</p></div>');
    expect(String(first.headers['content-security-policy'])).toContain(sha('record()'));
    figures = { key: 'two', html: '<p>13 claims decided</p>' };
    const br = await app.inject({ method: 'GET', url: '/record', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<p>13 claims decided</p>');
  });

  it('figures that cannot be worked out leave the page served, saying so', async () => {
    fails = true;
    const res = await app.inject({ method: 'GET', url: '/record' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('The figures cannot be shown just now');
    fails = false;
  });
});
