import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { repositoryFiles } from './repository-files.js';

/**
 * docs/architecture.md stays true to the tree: each list of folders it gives names every folder
 * there is (a new module, feature or adapter is written into the page with it), and every file or
 * folder it names in backticks exists.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const page = readFileSync(`${root}/docs/architecture.md`, 'utf8');
const folders = (path: string): string[] =>
  readdirSync(`${root}/${path}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** The bullet of the page that starts with `opening`, up to the next bullet or heading. */
function bullet(opening: string): string {
  const start = page.indexOf(`- ${opening}`);
  expect(start, `docs/architecture.md has a bullet "- ${opening}"`).toBeGreaterThanOrEqual(0);
  const rest = page.slice(start + 2);
  const end = rest.search(/\n(- |#)/);
  return end === -1 ? rest : rest.slice(0, end);
}

/** Names written in the page's prose: `vehicle-history` is also written "vehicle history". */
const named = (text: string, name: string): boolean =>
  new RegExp(`(^|[^\\w-])${name.replaceAll('-', '[- ]')}([^\\w-]|$)`, 'i').test(text.replaceAll('\n', ' '));

describe('docs/architecture.md', () => {
  it.each([
    ['`modules/<business concept>/`', 'apps/api/src/modules'],
    ['`features/<name>/`', 'apps/web/src/features'],
    ['`adapters/<third party>/`', 'apps/api/src/adapters'],
    ['`packages/domain`', 'packages/domain/src'],
  ])('lists every folder in its bullet %s', (opening, path) => {
    const text = bullet(opening);
    const missing = folders(path).filter((name) => !named(text, name));
    expect(missing, `${path} folders not in the bullet ${opening}`).toEqual([]);
  });

  it('names every package and app', () => {
    const missing = [
      ...folders('packages').map((p) => `packages/${p}`),
      ...folders('apps').map((a) => `apps/${a}`),
    ].filter((path) => !page.includes(path));
    expect(missing).toEqual([]);
  });

  it('names only files and folders that exist', () => {
    const tree = repositoryFiles(
      root,
      ['apps', 'packages', 'tooling', 'scripts', 'e2e', 'docs', 'content', 'bench'],
      [''],
    );
    const paths = new Set(
      tree.flatMap((file) => file.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/'))),
    );
    // A backticked name that looks like a path (a slash or a file ending), not a built one (dist/).
    const cited = [...page.matchAll(/`([\w.\-/]+)`/g)]
      .map((match) => match[1]!.replace(/\/$/, ''))
      .filter((name) => /\/|\.(ts|tsx|md|mjs|json)$/.test(name) && !/^(\/|dist\/)/.test(name));
    const missing = [...new Set(cited)].filter(
      (name) => ![...paths].some((path) => path === name || path.endsWith(`/${name}`)),
    );
    expect(missing, 'named in docs/architecture.md but not in the tree').toEqual([]);
  });
});
