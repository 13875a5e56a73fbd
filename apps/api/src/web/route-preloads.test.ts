import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePreloads } from './route-preloads';

const route = (id: string, extra: Record<string, unknown>) => ({ id, module: `/assets/${id}.js`, ...extra });
const manifest = {
  entry: { module: '/assets/entry.js', imports: [] },
  routes: {
    root: route('root', { path: '', imports: ['/assets/shared.js'] }),
    session: route('session', { parentId: 'root', imports: ['/assets/shared.js', '/assets/guard.js'] }),
    claims: route('claims', { parentId: 'session', path: 'dashboard/claims', imports: ['/assets/table.js'] }),
    claim: route('claim', { parentId: 'session', path: 'dashboard/claims/:id', imports: ['/assets/timeline.js'] }),
    newClaim: route('newClaim', { parentId: 'session', path: 'dashboard/claims/new', imports: [] }),
    admin: route('admin', { parentId: 'root', path: 'admin', imports: [] }),
    queue: route('queue', { parentId: 'admin', index: true, imports: ['/assets/table.js'] }),
    notFound: route('notFound', { parentId: 'root', path: '*' }),
  },
};
const shell =
  '<head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
  '<link rel="modulepreload" href="/assets/shared.js"/></head>';

function build() {
  const dir = mkdtempSync(join(tmpdir(), 'kestrel-preloads-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets/manifest-1.js'), `window.__reactRouterManifest=${JSON.stringify(manifest)};`);
  return routePreloads(dir, shell);
}
const hrefs = (links: string) => [...links.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

describe('the route code a client-rendered page preloads', () => {
  const preloads = build();

  it("is the page's module, its layouts' and their imports, less what the shell already preloads", () => {
    expect(hrefs(preloads('/dashboard/claims/42').links)).toEqual([
      '/assets/session.js',
      '/assets/guard.js',
      '/assets/claim.js',
      '/assets/timeline.js',
    ]);
    expect(hrefs(preloads('/admin').links)).toEqual(['/assets/admin.js', '/assets/queue.js', '/assets/table.js']);
  });

  it('prefers a path named in full to a parameter, and keys each route once', () => {
    expect(preloads('/dashboard/claims/new').key).toBe('dashboard/claims/new');
    expect(preloads('/dashboard/claims/7').key).toBe(preloads('/dashboard/claims/8').key);
  });

  it('names nothing for a path no route has (the catch-all is not preloaded)', () => {
    expect(preloads('/no/such/page')).toEqual({ key: '', links: '' });
  });
});
