// Starts the built server on a free port with a fresh PGlite folder, for benchmarks and audits.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function startBuiltServer({ port, env = {} }) {
  const base = `http://127.0.0.1:${port}`;
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'kestrel-run-')),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/readyz`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const coldStartMs = Number(process.hrtime.bigint() - started) / 1e6;
  return { base, child, coldStartMs, stop: () => child.kill('SIGTERM') };
}
