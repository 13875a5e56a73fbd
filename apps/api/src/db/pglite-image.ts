import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrationsFolder } from './migrations-folder';

/**
 * A PGlite database image (docs/quality.md, Demo mode): a data folder made at build time (`npm run build`) by
 * running PostgreSQL's initdb and every migration, so a new demo-mode data folder starts as a copy
 * of it instead of paying for initdb (most of a cold start) and the migrations. It holds no demo
 * data: the seed's dates are relative to the day the folder is made, so it still runs at start.
 *
 * `image.json` names the PGlite version and the hash of each migration the image holds. The image
 * is used only when the version is the installed one and its migrations are the first ones of the
 * tree, unchanged; migrations newer than the image then run as usual. Otherwise the folder is made
 * as before: initdb, then every migration.
 */
export interface ImageManifest {
  pglite: string;
  /** The migrations' hashes (drizzle's: sha256 of each SQL file), in order. */
  migrations: string[];
}

const MANIFEST = 'image.json';
const DATA = 'data';

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let dir = dirname(entry);
  for (let i = 0; i < 4; i += 1) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === '@electric-sql/pglite' && pkg.version) return pkg.version;
    }
    dir = dirname(dir);
  }
  return 'unknown';
}

/** What the image must say to be usable with this tree and these packages. */
export function currentManifest(): ImageManifest {
  return {
    pglite: pgliteVersion(),
    migrations: readMigrationFiles({ migrationsFolder: migrationsFolder() }).map((m) => m.hash),
  };
}

/** The image is usable when made by this PGlite from the tree's first migrations, unchanged. */
export function imageFits(image: ImageManifest, tree: ImageManifest): boolean {
  return (
    image.pglite === tree.pglite &&
    image.migrations.length <= tree.migrations.length &&
    image.migrations.every((hash, i) => hash === tree.migrations[i])
  );
}

/** Where the build puts the image: beside the bundled server (dist/), or dist/ from the sources. */
export function defaultImageFolder(): string | null {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i += 1) {
    for (const candidate of [join(dir, 'pglite-image'), join(dir, 'dist', 'pglite-image')]) {
      if (existsSync(join(candidate, MANIFEST))) return candidate;
    }
    dir = dirname(dir);
  }
  return null;
}

/** Makes the image in `folder` (replacing one there): initdb and every migration of the tree. */
export async function buildImage(folder: string): Promise<ImageManifest> {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(join(folder, DATA), { recursive: true });
  const client = new PGlite(join(folder, DATA));
  await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  await client.exec('checkpoint');
  await client.close();
  const manifest = currentManifest();
  writeFileSync(join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

const isNewFolder = (dataDir: string) => !existsSync(dataDir) || readdirSync(dataDir).length === 0;

export type ImageOutcome = 'copied' | 'existing' | 'no-image' | 'image-does-not-fit' | 'folder-not-empty';

/** What a new folder starts from: the outcome, and the image's data folder when it is to be copied. */
export interface ImagePlan {
  outcome: ImageOutcome;
  copyFrom?: string;
}

/**
 * Before PGlite opens `dataDir`: whether the folder is new (absent or empty) and the image fits, so
 * that the image is to be copied into it. PGlite's worker thread makes the copy (pglite-worker.mjs),
 * off the thread that loads the server.
 */
export function planFromImage(dataDir: string, imageFolder = defaultImageFolder()): ImagePlan {
  if (existsSync(join(dataDir, 'PG_VERSION'))) return { outcome: 'existing' };
  if (!isNewFolder(dataDir)) return { outcome: 'folder-not-empty' };
  if (!imageFolder) return { outcome: 'no-image' };
  let manifest: ImageManifest;
  try {
    manifest = JSON.parse(readFileSync(join(imageFolder, MANIFEST), 'utf8')) as ImageManifest;
  } catch {
    return { outcome: 'no-image' };
  }
  if (!imageFits(manifest, currentManifest())) return { outcome: 'image-does-not-fit' };
  return { outcome: 'copied', copyFrom: join(imageFolder, DATA) };
}

/**
 * The copy: to a sibling folder first, renamed into place, so a process stopped half-way leaves no
 * half-made database behind. (pglite-worker.mjs makes the same copy in plain JavaScript.)
 */
export function copyImage(copyFrom: string, dataDir: string): void {
  const partial = `${dataDir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(copyFrom, partial, { recursive: true });
  // rename(2) replaces an empty directory.
  renameSync(partial, dataDir);
}

/** Plans and makes the copy on this thread (the image's tests). */
export function startFromImage(dataDir: string, imageFolder = defaultImageFolder()): ImageOutcome {
  const plan = planFromImage(dataDir, imageFolder);
  if (plan.copyFrom) copyImage(plan.copyFrom, dataDir);
  return plan.outcome;
}
