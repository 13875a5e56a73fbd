// A private PostgreSQL cluster made with the machine's own binaries (`pg_config --bindir`, or
// PG_BINDIR), in a temporary folder, on a free port, with continuous archiving on: what the
// restore drill backs up, destroys and recovers. `initdb` and `postgres` refuse to run as root,
// so as root every command runs as the `postgres` user (runuser), who owns the folder.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
  appendFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function postgresBindir() {
  if (process.env.PG_BINDIR) return process.env.PG_BINDIR;
  const candidates = ['pg_config', '/usr/lib/postgresql/15/bin/pg_config'];
  for (const pgConfig of candidates) {
    try {
      return execFileSync(pgConfig, ['--bindir'], { encoding: 'utf8' }).trim();
    } catch {
      // try the next
    }
  }
  throw new Error('PostgreSQL binaries not found: install PostgreSQL 15 or set PG_BINDIR');
}

const asRoot = process.getuid?.() === 0;
let owner = null;
function ownerIds() {
  if (!owner) {
    owner = {
      uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
      gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
    };
  }
  return owner;
}

/** A folder of the cluster's owner. */
function ownedDir(path) {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  if (asRoot) chownSync(path, ownerIds().uid, ownerIds().gid);
  return path;
}

/** Runs a PostgreSQL tool (as `postgres` when we are root); throws with its output on failure. */
function run(bindir, tool, args) {
  const [command, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', join(bindir, tool), ...args]]
    : [join(bindir, tool), args];
  const result = spawnSync(command, argv, { encoding: 'utf8', cwd: tmpdir() });
  if (result.status !== 0) {
    throw new Error(`${tool} ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
  return result.stdout;
}

/**
 * `makeCluster({ port })`: a folder holding `data/` (the cluster), `wal/` (the WAL archive) and
 * whatever else the drill puts there. `remove()` stops anything running and deletes the folder.
 */
export function makeCluster({ port }) {
  const bindir = postgresBindir();
  const root = mkdtempSync(join(tmpdir(), 'kestrel-drill-'));
  ownedDir(root);
  const wal = ownedDir(join(root, 'wal'));
  const running = new Set();

  const settings = (extra) =>
    [
      `port = ${port}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = '${root}'`,
      `max_connections = 40`,
      `shared_buffers = 32MB`,
      ...extra,
    ].join('\n') + '\n';

  const start = async (dataDir) => {
    run(bindir, 'pg_ctl', [
      '-D',
      dataDir,
      '-l',
      join(root, `${dataDir.split('/').pop()}.log`),
      '-w',
      '-t',
      '120',
      'start',
    ]);
    running.add(dataDir);
  };
  const stop = (dataDir, mode = 'fast') => {
    if (!running.has(dataDir)) return;
    run(bindir, 'pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
    running.delete(dataDir);
  };

  return {
    root,
    wal,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    /** initdb, archiving every WAL segment to `wal/` (and at least one every `archiveTimeout` s). */
    async init({ archiveTimeout = 60 } = {}) {
      const data = join(root, 'data');
      run(bindir, 'initdb', [
        '-D',
        data,
        '-U',
        'postgres',
        '-A',
        'trust',
        '--no-sync',
        '-E',
        'UTF8',
        '--locale=C.UTF-8',
      ]);
      appendFileSync(
        join(data, 'postgresql.conf'),
        settings([
          `wal_level = replica`,
          `archive_mode = on`,
          `archive_command = 'test ! -f ${wal}/%f && cp %p ${wal}/%f'`,
          `archive_timeout = ${archiveTimeout}`,
        ]),
      );
      await start(data);
      return data;
    },
    /** pg_basebackup of the running cluster into `name/` (plain format, WAL it needs streamed in). */
    baseBackup(name = 'base') {
      const dir = ownedDir(join(root, name));
      run(bindir, 'pg_basebackup', [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'postgres',
        '-D',
        dir,
        '-X',
        'stream',
        '--checkpoint=fast',
      ]);
      return dir;
    },
    /** Archives the segment being written now, and waits until the archive holds it. */
    async switchWal(client) {
      const { rows } = await client.query('select pg_walfile_name(pg_switch_wal()) as file');
      const file = rows[0].file;
      for (let i = 0; i < 600 && !existsSync(join(wal, file)); i += 1) await sleep(100);
      if (!existsSync(join(wal, file))) throw new Error(`WAL segment ${file} was not archived within 60 s`);
      return file;
    },
    /** The cluster gone, as a lost server: stopped at once, its folder deleted. */
    destroy(dataDir) {
      stop(dataDir, 'immediate');
      rmSync(dataDir, { recursive: true, force: true });
    },
    /**
     * Point-in-time recovery from the base backup `backupDir` and the archive: replays the WAL up
     * to `targetTime` (an ISO time; omitted, to the end of the archive), then promotes.
     */
    async recover(backupDir, { targetTime } = {}) {
      appendFileSync(
        join(backupDir, 'postgresql.auto.conf'),
        [
          `archive_mode = off`,
          `restore_command = 'cp ${wal}/%f %p'`,
          ...(targetTime ? [`recovery_target_time = '${targetTime}'`] : []),
          `recovery_target_action = 'promote'`,
        ].join('\n') + '\n',
      );
      writeFileSync(join(backupDir, 'recovery.signal'), '');
      if (asRoot) chownSync(join(backupDir, 'recovery.signal'), ownerIds().uid, ownerIds().gid);
      await start(backupDir);
      return backupDir;
    },
    archived: () => readdirSync(wal).filter((f) => /^[0-9A-F]{24}$/.test(f)).length,
    log: (dataDir) => join(root, `${dataDir.split('/').pop()}.log`),
    stop,
    /** Stops whatever is still running and deletes the folder: safe to call twice, and on failure. */
    remove() {
      for (const dataDir of [...running]) {
        try {
          stop(dataDir, 'immediate');
        } catch {
          // already gone
        }
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
