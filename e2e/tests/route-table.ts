import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../../apps/web/src/app/routes';

/** Who may open a route: anyone, a signed-in customer, or signed-in staff. */
export type Audience = 'anyone' | 'customer' | 'staff';

export interface DeclaredRoute {
  /** The path as declared, `:name` for a parameter, `/*` for the catch-all. */
  pattern: string;
  audience: Audience;
}

const guards: Record<string, Audience> = { 'require-session.tsx': 'customer', 'require-staff.tsx': 'staff' };

function flatten(entries: RouteConfigEntry[], audience: Audience = 'anyone', parent = ''): DeclaredRoute[] {
  return entries.flatMap((entry) => {
    const guard = Object.entries(guards).find(([file]) => entry.file.endsWith(file))?.[1];
    const path = entry.path ? `${parent}/${entry.path}` : parent;
    const own = entry.index ? [{ pattern: parent || '/', audience: guard ?? audience }] : [];
    const mine = entry.path && !guard ? [{ pattern: path, audience }] : [];
    return [...own, ...mine, ...flatten(entry.children ?? [], guard ?? audience, path)];
  });
}

/**
 * Every route the web app declares (apps/web/src/app/routes.ts), each once: a page added there
 * joins the accessibility suite without anyone listing it.
 */
export const declaredRoutes: DeclaredRoute[] = flatten(routes).filter(
  (route, index, all) => all.findIndex((other) => other.pattern === route.pattern) === index,
);

export function matches(pattern: string, path: string): boolean {
  if (pattern === '/*') return false;
  const source = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment))
    .join('/');
  return new RegExp(`^${source}/?$`).test(path);
}

/**
 * The paths to open for a route: a plain route is its own path; a route with parameters takes its
 * values from `samples` (the sitemap's blog posts, an id found in the demo data), or fails the
 * suite with a message naming the route, so that a new parameterised page cannot go unchecked.
 */
export function pathsFor(route: DeclaredRoute, samples: string[]): string[] {
  if (route.pattern === '/*') return ['/no-such-page-here'];
  if (!route.pattern.includes(':')) return [route.pattern];
  const found = samples.filter((path) => matches(route.pattern, path));
  if (found.length === 0) throw new Error(`no sample path for ${route.pattern}: add one to the suite's samples`);
  return found;
}
