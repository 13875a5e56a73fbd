import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A route of React Router's build manifest (the fields used here). */
interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}

interface FullRoute {
  segments: string[];
  /** The modules the route and its layouts load, root excluded (the shell preloads root's). */
  modules: string[];
}

const MANIFEST_LINK = /<link rel="modulepreload" href="(\/assets\/manifest-[^"]+\.js)"\/?>/;
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/?>/g;

function readManifest(distDir: string, shellHtml: string): Record<string, ManifestRoute> | null {
  const href = MANIFEST_LINK.exec(shellHtml)?.[1];
  if (!href) return null;
  const code = readFileSync(join(distDir, href), 'utf8');
  const manifest = JSON.parse(code.slice(code.indexOf('{'), code.lastIndexOf('}') + 1)) as {
    routes: Record<string, ManifestRoute>;
  };
  return manifest.routes;
}

function fullRoutes(routes: Record<string, ManifestRoute>): FullRoute[] {
  const chain = (route: ManifestRoute): ManifestRoute[] =>
    route.parentId && routes[route.parentId] ? [...chain(routes[route.parentId]!), route] : [route];
  const parents = new Set(Object.values(routes).map((r) => r.parentId));
  return (
    Object.values(routes)
      .filter((route) => !parents.has(route.id) || route.index)
      .map((route) => {
        const layers = chain(route).filter((layer) => layer.id !== 'root');
        return {
          segments: layers.flatMap((layer) => (layer.path ?? '').split('/').filter(Boolean)),
          modules: layers.flatMap((layer) => [layer.module, ...(layer.imports ?? [])]),
        };
      })
      .filter((route) => !route.segments.includes('*'))
      // A route named in full wins over one with a parameter at the same place.
      .sort((a, b) => params(a) - params(b))
  );
}

const params = (route: FullRoute) => route.segments.filter((segment) => segment.startsWith(':')).length;

const matches = (route: FullRoute, parts: string[]) =>
  route.segments.length === parts.length &&
  route.segments.every((segment, i) => segment.startsWith(':') || segment === parts[i]);

/**
 * For a client-rendered page, the `<link rel="modulepreload">` tags of its route's own code (its
 * module, its layouts' and what they import), which the SPA shell does not name: with them the
 * browser fetches the page's code with the framework's instead of after it has run, one round trip
 * less before the page can draw (docs/quality.md, app pages). Answers '' when the build has no
 * manifest or no route matches.
 */
export function routePreloads(distDir: string, shellHtml: string): (path: string) => { key: string; links: string } {
  const routes = readManifest(distDir, shellHtml);
  const known = new Set([...shellHtml.matchAll(PRELOAD)].map((m) => m[1]));
  const table = routes ? fullRoutes(routes) : [];
  return (path) => {
    const parts = path.split('/').filter(Boolean);
    const route = table.find((candidate) => matches(candidate, parts));
    if (!route) return { key: '', links: '' };
    const hrefs = [...new Set(route.modules)].filter((href) => !known.has(href));
    return {
      key: route.segments.join('/'),
      links: hrefs.map((href) => `<link rel="modulepreload" href="${href}"/>`).join(''),
    };
  };
}
