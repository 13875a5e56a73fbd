import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { repositoryFiles } from './repository-files.js';

/**
 * docs/architecture.md stays true to the tree: it names every app, package, API module, web
 * feature, adapter and database schema file there is, so a new one cannot be added unseen.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const page = readFileSync(`${root}/docs/architecture.md`, 'utf8');
const folders = (path: string) =>
  readdirSync(`${root}/${path}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .map((entry) => entry.name);
/** The bullet of the page that starts with `start`, up to the next bullet. */
const bullet = (start: string) => {
  const from = page.indexOf(`- ${start}`);
  expect(from, `a bullet starting "- ${start}"`).toBeGreaterThanOrEqual(0);
  const next = page.indexOf('\n- ', from + 1);
  return page.slice(from, next === -1 ? undefined : next);
};
const named = (text: string, name: string) => new RegExp(`(^|[^\\w-])${name}([^\\w-]|$)`).test(text);

describe('docs/architecture.md', () => {
  it.each(folders('apps').map((name) => `apps/${name}`))('names %s', (path) => expect(page).toContain(path));
  it.each(folders('packages').map((name) => `packages/${name}`))('names %s', (path) => expect(page).toContain(path));

  it.each(folders('apps/api/src/modules'))('lists the API module %s', (name) =>
    expect(named(bullet('`modules/<business concept>/`'), name)).toBe(true),
  );
  it.each(folders('apps/web/src/features'))('lists the web feature %s', (name) =>
    expect(named(bullet('`features/<name>/`'), name)).toBe(true),
  );
  it.each(folders('apps/api/src/adapters'))('lists the adapter %s', (name) =>
    expect(named(bullet('`adapters/<third party>/`'), name)).toBe(true),
  );
  it.each(readdirSync(`${root}/apps/api/src/db`).filter((file) => file.endsWith('-schema.ts')))(
    'lists the schema file %s',
    (file) => expect(bullet('`db/`')).toContain(`\`${file}\``),
  );
  it.each(folders('packages/domain/src'))('lists the domain folder %s', (name) =>
    expect(named(bullet('`packages/domain`'), name)).toBe(true),
  );

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
