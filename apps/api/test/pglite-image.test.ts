import { PGlite } from '@electric-sql/pglite';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database';
import { buildImage, currentManifest, imageFits, planFromImage, startFromImage } from '../src/db/pglite-image';
import { PGliteThread } from '../src/db/pglite-thread';

const tree = { pglite: '0.5.16', migrations: ['a', 'b', 'c'] };

describe('whether a database image fits the tree', () => {
  it.each([
    ['the same migrations', { pglite: '0.5.16', migrations: ['a', 'b', 'c'] }, true],
    ['the first migrations (newer ones run at start)', { pglite: '0.5.16', migrations: ['a', 'b'] }, true],
    ['no migrations', { pglite: '0.5.16', migrations: [] }, true],
    ['a migration changed since', { pglite: '0.5.16', migrations: ['a', 'x'] }, false],
    ['a migration the tree does not have', { pglite: '0.5.16', migrations: ['a', 'b', 'c', 'd'] }, false],
    ['another PGlite version', { pglite: '0.5.15', migrations: ['a', 'b', 'c'] }, false],
  ])('%s: %s', (_case, image, fits) => {
    expect(imageFits(image, tree)).toBe(fits);
  });
});

describe('a new data folder made from the image', () => {
  let root: string;
  let image: string;
  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'kestrel-image-test-'));
    image = join(root, 'image');
    await buildImage(image);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('is a copy holding every migration, then opened as an existing folder', async () => {
    const dataDir = join(root, 'new');
    expect(startFromImage(dataDir, image)).toBe('copied');
    const client = new PGlite(dataDir);
    const applied = await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations order by id');
    expect(applied.rows.map((row) => row.hash)).toEqual(currentManifest().migrations);
    await client.close();
    expect(startFromImage(dataDir, image)).toBe('existing');
  });

  it("is made by PGlite's worker thread when the plan says copy, before it opens the folder", async () => {
    const dataDir = join(root, 'by-the-worker');
    const plan = planFromImage(dataDir, image);
    expect(plan).toEqual({ outcome: 'copied', copyFrom: join(image, 'data') });
    const client = new PGliteThread(dataDir, PGlite.defaultStartParams, plan.copyFrom);
    const applied = await client.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations order by id');
    expect(applied.rows.map((row) => row.hash)).toEqual(currentManifest().migrations);
    await client.close();
    expect(planFromImage(dataDir, image)).toEqual({ outcome: 'existing' });
  });

  it('also when the folder exists but is empty', () => {
    const dataDir = join(root, 'empty');
    mkdirSync(dataDir);
    expect(startFromImage(dataDir, image)).toBe('copied');
  });

  it('is not made from an image of other migrations, nor into a folder holding other files', () => {
    const other = join(root, 'other-image');
    mkdirSync(other);
    const manifest = JSON.parse(readFileSync(join(image, 'image.json'), 'utf8')) as { migrations: string[] };
    writeFileSync(join(other, 'image.json'), JSON.stringify({ ...manifest, migrations: ['changed'] }));
    expect(startFromImage(join(root, 'a'), other)).toBe('image-does-not-fit');
    expect(startFromImage(join(root, 'b'), null)).toBe('no-image');
    const busy = join(root, 'busy');
    mkdirSync(busy);
    writeFileSync(join(busy, 'notes.txt'), 'mine');
    expect(startFromImage(busy, image)).toBe('folder-not-empty');
  });

  it('opens through openDatabase, which still migrates (nothing left to do) and answers', async () => {
    const dataDir = join(root, 'opened');
    expect(startFromImage(dataDir, image)).toBe('copied');
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    await handle.ping();
    expect(handle.image).toBe('existing');
    await handle.close();
  });
});
