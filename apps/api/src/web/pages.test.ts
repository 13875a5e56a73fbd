import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
