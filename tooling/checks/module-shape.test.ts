import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { repositoryFiles } from './repository-files.js';

/**
 * Every API module has one shape (docs/architecture.md "Modules"): routes speak HTTP and call
 * services; only repositories touch tables; typed errors live in errors.ts; what a module needs is
 * handed to it (context.ts), never fetched from the app; other modules see only its index.ts.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const MODULES = 'apps/api/src/modules';
const modules = readdirSync(`${root}/${MODULES}`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const filesOf = (module: string) =>
  repositoryFiles(root, [`${MODULES}/${module}`], ['.ts']).filter((file) => !file.endsWith('.test.ts'));
const read = (file: string) => readFileSync(`${root}/${file}`, 'utf8');
const name = (file: string) => file.split('/').pop()!;
const isRepository = (file: string) => /(^|-)repository\.ts$/.test(name(file));

/** A value import of the table definitions (row types may be imported anywhere). */
const importsTables = (text: string) =>
  [...text.matchAll(/^import (type )?\{([^}]*)\} from '(?:\.\.\/)+db\/(?:schema|[\w-]+-schema)';/gm)].some(
    ([, wholeType, names]) =>
      !wholeType &&
      names!
        .split(',')
        .map((part) => part.trim())
        .some((part) => part && !part.startsWith('type ')),
  );
const queries = (text: string) =>
  /from 'drizzle-orm(\/[\w-]+)?'/.test(text) && !/^import type [^;]*'drizzle-orm/m.test(text);

describe.each(modules)('the API module %s', (module) => {
  const files = filesOf(module);

  it('has an index.ts, its public face', () => {
    expect(existsSync(`${root}/${MODULES}/${module}/index.ts`)).toBe(true);
  });

  it('touches its tables only in its repository', () => {
    const outside = files.filter((file) => !isRepository(file) && (importsTables(read(file)) || queries(read(file))));
    expect(outside).toEqual([]);
  });

  it('is handed what it needs: no file reaches for app.database', () => {
    expect(files.filter((file) => read(file).includes('app.database'))).toEqual([]);
  });

  it('makes its typed errors in errors.ts', () => {
    expect(files.filter((file) => name(file) !== 'errors.ts' && /new AppError\(/.test(read(file)))).toEqual([]);
  });
});

describe('the shape check', () => {
  it('tells a value import of a table from a type import of its row', () => {
    expect(importsTables("import { claims, type ClaimRow } from '../../db/schema';")).toBe(true);
    expect(importsTables("import type { ClaimRow } from '../../db/schema';")).toBe(false);
    expect(importsTables("import { type ClaimRow } from '../../db/claims-schema';")).toBe(false);
  });
});
