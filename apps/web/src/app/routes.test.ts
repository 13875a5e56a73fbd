import { describe, expect, it } from 'vitest';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { appRoutePatterns, isProtectedPath, publicPaths } from '@kestrel/domain/site/routes';
import routes from './routes';
import { pendingPageFor } from './pending-pages';

function flatten(entries: RouteConfigEntry[], parentProtected = false): { path: string; protected: boolean }[] {
  return entries.flatMap((entry) => {
    const isGuard = entry.file.endsWith('require-session.tsx');
    const own = entry.index
      ? [{ path: '/', protected: parentProtected }]
      : entry.path
        ? [{ path: `/${entry.path}`, protected: parentProtected }]
        : [];
    return [...own, ...flatten(entry.children ?? [], parentProtected || isGuard)];
  });
}

const declared = flatten(routes);
const declaredPaths = declared.map((r) => r.path);

describe('the route table', () => {
  it('declares a module for every path of the site map', () => {
    for (const path of [...publicPaths, ...appRoutePatterns]) expect(declaredPaths).toContain(path);
  });

  it('puts exactly the protected paths behind the session guard', () => {
    for (const route of declared.filter((r) => r.path !== '/*')) {
      expect(route.protected, route.path).toBe(isProtectedPath(route.path));
    }
  });

  it('ends with the Not Found catch-all', () => {
    expect(declaredPaths.at(-1)).toBe('/*');
  });

  it('gives every pending page a title and the issue that builds it', () => {
    const pending = (entries: RouteConfigEntry[]): RouteConfigEntry[] =>
      entries.flatMap((r) => [...(r.file === 'routes/pending-page.tsx' ? [r] : []), ...pending(r.children ?? [])]);
    const pendingRoutes = pending(routes);
    expect(pendingRoutes.length).toBeGreaterThan(0);
    const paths = flatten(pendingRoutes).map((r) => r.path.replace('/:token', ''));
    for (const path of paths) {
      const page = pendingPageFor(path);
      expect(page?.title, path).toBeTruthy();
      expect(page?.issue, path).toBeGreaterThanOrEqual(3);
    }
  });
});
