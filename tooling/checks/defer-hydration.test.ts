import { describe, expect, it } from 'vitest';
// @ts-expect-error: a build script in plain JavaScript, without type declarations.
import * as build from '../../apps/web/scripts/defer-hydration.mjs';

const { deferHydration, evaluationOrder } = build as {
  deferHydration: (
    html: string,
    loaderSource: string,
    when?: 'input' | 'paint',
    importsOf?: (url: string) => string[],
  ) => string | null;
  evaluationOrder: (roots: string[], importsOf: (url: string) => string[]) => string[];
};

/** What each module of the page below imports statically. */
const imports: Record<string, string[]> = {
  '/assets/root-1.js': ['/assets/react-1.js', '/assets/zod-setup-1.js'],
  '/assets/page-1.js': ['/assets/button-1.js', '/assets/react-1.js'],
  '/assets/button-1.js': ['/assets/react-1.js'],
  '/assets/entry.client-1.js': ['/assets/react-1.js', '/assets/react-dom-1.js'],
};
const importsOf = (url: string) => imports[url] ?? [];

/** A page as React Router prerenders it: module preloads in the head, the boot script in the body. */
const page = [
  '<html><head><link rel="stylesheet" href="/assets/app.css"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-1.js"/>',
  '<link rel="modulepreload" href="/assets/react-1.js"/>',
  '<link rel="modulepreload" href="/assets/root-1.js"/>',
  '<link rel="modulepreload" href="/assets/page-1.js"/>',
  '<link rel="modulepreload" href="/assets/button-1.js"/>',
  '<link rel="modulepreload" href="/assets/zod-setup-1.js"/>',
  '<link rel="modulepreload" href="/assets/react-dom-1.js"/>',
  '</head><body><h1>Work queue</h1>',
  '<script type="module" async="">import "/assets/manifest-1.js";\n',
  'import * as route0 from "/assets/root-1.js";\nimport * as route1 from "/assets/page-1.js";\n',
  'window.__reactRouterRouteModules = {"root":route0,"routes/page":route1};\n',
  'import("/assets/entry.client-1.js");</script></body></html>',
].join('');

const loaderOf = (html: string) => /<script type="module"([^>]*)>loader\(\)<\/script>/.exec(html)?.[1] ?? '';

describe('deferHydration (docs/decisions/0007 and 0008)', () => {
  it('a content page: no module preload, the loader waits for an input, nothing else named', () => {
    const html = deferHydration(page, 'loader()') ?? '';
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<h1>Work queue</h1>');
    const attributes = loaderOf(html);
    expect(attributes).toContain('data-when="input"');
    expect(attributes).toContain('data-manifest="/assets/manifest-1.js"');
    expect(attributes).toContain('data-entry="/assets/entry.client-1.js"');
    expect(attributes).not.toContain('data-order');
  });

  it("an app page's frame: loaded after the paint, every module named in the order it is evaluated", () => {
    const html = deferHydration(page, 'loader()', 'paint', importsOf) ?? '';
    expect(html).not.toContain('rel="modulepreload"');
    const attributes = loaderOf(html);
    expect(attributes).toContain('data-when="paint"');
    const order = [
      '/assets/manifest-1.js',
      '/assets/react-1.js',
      '/assets/zod-setup-1.js',
      '/assets/root-1.js',
      '/assets/button-1.js',
      '/assets/page-1.js',
      '/assets/react-dom-1.js',
      '/assets/entry.client-1.js',
    ];
    expect(attributes).toContain(`data-order="${order.join(' ')}"`);
    expect(attributes).toContain(
      `data-routes="${JSON.stringify({ root: '/assets/root-1.js', 'routes/page': '/assets/page-1.js' }).replace(/"/g, '&quot;')}"`,
    );
  });

  it('refuses a frame whose preloads its imports do not explain (the order would miss a module)', () => {
    expect(() => deferHydration(page, 'loader()', 'paint')).toThrow(/preloaded but not imported/);
  });

  it('orders modules as ES modules are evaluated: each after its imports, each once, cycles ended', () => {
    const graph: Record<string, string[]> = { a: ['b', 'c'], b: ['d'], c: ['d', 'a'], d: [] };
    expect(evaluationOrder(['a', 'e'], (url) => graph[url] ?? [])).toEqual(['d', 'b', 'c', 'a', 'e']);
  });

  it('leaves a page without a boot script alone', () => {
    expect(deferHydration('<h1>no script</h1>', 'loader()')).toBeNull();
  });
});
