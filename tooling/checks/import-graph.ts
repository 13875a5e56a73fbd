import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/**
 * The import graph of the repository's own TypeScript, type-only imports included: ESLint's
 * no-cycle does not follow those, yet a cycle of types ties two files together just the same.
 */
export type ImportGraph = Map<string, string[]>;

const SPECIFIERS = /(?:import|export)\s+(?:type\s+)?(?:[\w*\s{},$]*?\s+from\s+)?'([^']+)'/g;

/** Where an import of `specifier` from `file` lands, as a path relative to `root`; null for a package. */
export function resolveImport(root: string, file: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('.')) base = join(dirname(file), specifier);
  else if (specifier.startsWith('~/')) base = join('apps/web/src', specifier.slice(2));
  else if (specifier.startsWith('@kestrel/')) {
    const [, pkg, ...rest] = specifier.split('/');
    if (pkg !== 'domain' && pkg !== 'emulators') return null;
    base = join('packages', pkg, 'src', ...rest);
  } else return null;
  base = normalize(base).replace(/\.js$/, '');
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(join(root, candidate))) return candidate;
  }
  return null;
}

export function importGraph(root: string, files: readonly string[]): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    const targets = [...text.matchAll(SPECIFIERS)]
      .map(([, specifier]) => resolveImport(root, file, specifier!))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Each group of nodes that reach one another (Tarjan's strongly connected components), larger than one. */
export function cycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** The graph of folders under `folder`: one node per folder, an edge wherever a file of one imports a file of another. */
export function folderGraph(graph: ImportGraph, folder: string): ImportGraph {
  const folderOf = (file: string) => {
    const path = relative(folder, file);
    return path.startsWith('..') || !path.includes('/') ? null : path.split('/')[0]!;
  };
  const folders: ImportGraph = new Map();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    if (!from) continue;
    const edges = new Set(folders.get(from) ?? []);
    for (const target of targets) {
      const to = folderOf(target);
      if (to && to !== from) edges.add(to);
    }
    folders.set(from, [...edges]);
  }
  return folders;
}
