import { describe, expect, it } from 'vitest';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { appRoutePatterns, isProtectedPath, publicPaths, unlistedPublicPaths } from '@kestrel/domain/site/routes';
import routes from './routes';

/** Session guards: the customers' and the back office's. */
const guards = ['require-session.tsx', 'require-staff.tsx'];

function flatten(
  entries: RouteConfigEntry[],
  parentProtected = false,
  parentPath = '',
): { path: string; protected: boolean }[] {
  return entries.flatMap((entry) => {
    const isGuard = guards.some((guard) => entry.file.endsWith(guard));
    const path = entry.path ? `${parentPath}/${entry.path}` : parentPath;
    const own = entry.index ? [{ path: parentPath || '/', protected: parentProtected || isGuard }] : [];
    const mine = entry.path && !isGuard ? [{ path, protected: parentProtected }] : [];
    return [...own, ...mine, ...flatten(entry.children ?? [], parentProtected || isGuard, path)];
  });
}

const declared = flatten(routes);
const declaredPaths = declared.map((r) => r.path);

describe('the route table', () => {
  it('declares a module for every path of the site map', () => {
    for (const path of [...publicPaths, ...appRoutePatterns]) expect(declaredPaths).toContain(path);
  });

  it('lists every declared route in the site map, so the server answers it when loaded directly', () => {
    // Blog posts are prerendered one page each from content/blog, so the server has their HTML.
    const known = new Set<string>([...publicPaths, ...unlistedPublicPaths, ...appRoutePatterns, '/blog/:slug']);
    const missing = declaredPaths.filter((path) => path !== '/*' && !known.has(path));
    expect(missing).toEqual([]);
  });

  it('puts exactly the protected paths behind the session guard', () => {
    for (const route of declared.filter((r) => r.path !== '/*')) {
      expect(route.protected, route.path).toBe(isProtectedPath(route.path));
    }
  });

  it('ends with the Not Found catch-all', () => {
    expect(declaredPaths.at(-1)).toBe('/*');
  });
});
