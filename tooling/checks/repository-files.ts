import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Folders that hold installed, built or generated files, never our own writing. */
const skipped = new Set(['node_modules', 'dist', 'build', 'test-results', 'playwright-report', 'data', 'coverage']);

/** The files under `folders` (relative to `root`) whose names end in one of `extensions`, as relative paths. */
export function repositoryFiles(root: string, folders: readonly string[], extensions: readonly string[]): string[] {
  const found: string[] = [];
  const visit = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || skipped.has(entry.name)) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (extensions.some((extension) => entry.name.endsWith(extension))) found.push(relative(root, path));
    }
  };
  for (const folder of folders) visit(join(root, folder));
  return found.sort();
}
