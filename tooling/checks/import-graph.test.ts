import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cycles, folderGraph, importGraph } from './import-graph.js';
import { repositoryFiles } from './repository-files.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const sources = repositoryFiles(root, ['apps/api/src', 'apps/web/src', 'packages', 'tooling/checks'], ['.ts', '.tsx']);
const graph = importGraph(root, sources);
const MODULES = 'apps/api/src/modules';

describe('the import graph', () => {
  it('reads the imports it is meant to', () => {
    expect(graph.get('apps/api/src/app.ts')).toContain('apps/api/src/modules/payments/index.ts');
    expect(graph.get('apps/api/src/db/database.ts')).toContain('apps/api/src/db/database-types.ts');
  });

  it('has no import cycle between files, type-only imports included', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('has no cycle between API modules: no two modules import each other, even through others', () => {
    expect(cycles(folderGraph(graph, MODULES))).toEqual([]);
  });

  it('reaches another API module only through its index.ts, its public face', () => {
    const deep = [...graph]
      .filter(([file]) => file.startsWith(`${MODULES}/`))
      .flatMap(([file, targets]) =>
        targets
          .filter((target) => target.startsWith(`${MODULES}/`))
          .filter((target) => target.split('/')[4] !== file.split('/')[4] && !target.endsWith('/index.ts'))
          .map((target) => `${file} → ${target}`),
      );
    expect(deep).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const looped = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cycles(looped)).toEqual([['a', 'b', 'c']]);
    expect(
      cycles(
        folderGraph(
          new Map([
            ['m/x/f.ts', ['m/y/g.ts']],
            ['m/y/g.ts', ['m/x/h.ts']],
          ]),
          'm',
        ),
      ),
    ).toEqual([['x', 'y']]);
  });
});
