import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The migrations in apps/api/drizzle build the schema apps/api/src/db/*-schema.ts declares, and
 * `npm run db:generate` keeps working (docs/decisions/0009-migrations.md): run on a copy of the
 * folder, `drizzle-kit generate` finds nothing to migrate. A schema change without its migration,
 * or a migration written by hand without its snapshot, fails here with the SQL that is missing.
 */
const api = fileURLToPath(new URL('../../apps/api', import.meta.url));
const folder = join(api, 'drizzle');
const drizzleKit = join(dirname(createRequire(join(api, 'package.json')).resolve('drizzle-kit')), 'bin.cjs');

const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string }[];
};
const tags = journal.entries.map((entry) => entry.tag);
const sqlFiles = (path: string) =>
  readdirSync(path)
    .filter((file) => file.endsWith('.sql'))
    .sort();

describe('apps/api/drizzle', () => {
  it('lists every SQL migration in its journal, in order (the migrator runs only what the journal lists)', () => {
    expect(tags).toEqual(sqlFiles(folder).map((file) => file.replace(/\.sql$/, '')));
    expect(journal.entries.map((entry) => entry.idx)).toEqual(tags.map((_, index) => index));
  });

  it('has the snapshot of its newest migration, each snapshot following the one before', () => {
    const snapshots = readdirSync(join(folder, 'meta'))
      .filter((file) => file.endsWith('_snapshot.json'))
      .sort();
    expect(snapshots.at(-1)).toBe(`${String(tags.at(-1)).slice(0, 4)}_snapshot.json`);
    let previous = '00000000-0000-0000-0000-000000000000';
    for (const file of snapshots) {
      const { id, prevId } = JSON.parse(readFileSync(join(folder, 'meta', file), 'utf8')) as Record<string, string>;
      expect(prevId, `${file}'s prevId`).toBe(previous);
      previous = String(id);
    }
  });

  it('builds the schema the code declares: drizzle-kit generate finds nothing to migrate', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'kestrel-migrations-'));
    try {
      const out = join(scratch, 'drizzle');
      const existing = sqlFiles(folder);
      cpSync(folder, out, { recursive: true });
      // The project's own config, writing to the copy (drizzle-kit wants `out` relative to its cwd).
      const config = join(scratch, 'drizzle.config.ts');
      writeFileSync(
        config,
        `import config from ${JSON.stringify(join(api, 'drizzle.config.ts'))};\n` +
          `export default { ...config, out: ${JSON.stringify(relative(api, out))} };\n`,
      );
      const run = spawnSync(process.execPath, [drizzleKit, 'generate', '--config', config], {
        cwd: api,
        encoding: 'utf8',
        // Without a terminal, drizzle-kit stops where it would ask (is this a rename?), exiting 0
        // all the same: hence the check for its "No schema changes" below.
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: 50_000,
      });
      const output = `${run.stdout}\n${run.stderr}`;
      const written = sqlFiles(out)
        .filter((file) => !existing.includes(file))
        .map((file) => `-- ${file}\n${readFileSync(join(out, file), 'utf8')}`)
        .join('\n');
      expect(written, 'SQL that `npm run db:generate` would write: the migrations lack it').toBe('');
      expect(run.status, output).toBe(0);
      expect(output).toContain('No schema changes');
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }, 60_000);
});
