import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers';

/** A built web app of four files, as `npm run build` lays them out. */
function builtWebApp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kestrel-web-app-'));
  const write = (path: string, body: string) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), body);
  };
  write('index.html', '<h1>Home</h1>');
  write('404/index.html', '<h1>Page not found</h1>');
  write('__spa-fallback.html', '<div>shell</div>');
  write('assets/app-1a2b.js', 'console.log(1)');
  write('favicon.svg', '<svg/>');
  return dir;
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ WEB_DIST_DIR: builtWebApp() });
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('the web app served by the API', () => {
  it('serves built files, hashed assets for a year and the rest for an hour, never an .html file directly', async () => {
    const asset = await get('/assets/app-1a2b.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    expect((await get('/index.html')).statusCode).toBe(404);
  });

  it.each([
    ['/', 200, 'Home'],
    ['/purchase/details', 200, 'shell'],
    ['/no-such-page', 404, 'Page not found'],
    ['/assets/no-such-file-0000.js', 404, 'Page not found'],
    ['/assets/../index.html', 404, 'Page not found'],
  ])('answers the page request %s with %i and its page', async (url, status, text) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.body).toContain(text);
  });

  it('answers an unknown API or emulator path with the error body, not a page', async () => {
    for (const url of ['/api/no-such-thing', '/__emulators/no-such-thing']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: `There is nothing at GET ${url}.` } });
    }
  });
});
