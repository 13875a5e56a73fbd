// Debian's nginx in front of several API instances, as docs/operations.md sets it up (round robin,
// keep-alive upstream connections, X-Forwarded-For), with its own prefix folder so it needs
// nothing of the machine's nginx set-up. Its access log names the instance that answered.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnOwned } from './server.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function config(dir, port, upstreams, down = []) {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `    ${name}_temp_path ${join(dir, name)};`)
    .join('\n');
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} notice;
events { worker_connections 1024; }
http {
    log_format upstream '$remote_addr $upstream_addr $status "$request"';
    access_log ${join(dir, 'access.log')} upstream;
${temp}
    upstream kestrel {
${upstreams.map((p) => `        server 127.0.0.1:${p} max_fails=3 fail_timeout=10s${down.map(Number).includes(Number(p)) ? ' down' : ''};`).join('\n')}
        keepalive 32;
    }
    server {
        listen 127.0.0.1:${port};
        client_max_body_size 11m;
        location = /metrics { return 404; }
        location / {
            proxy_pass http://kestrel;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto $scheme;
        }
    }
}
`;
}

const listening = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** How many worker processes nginx has started, as its error log (at notice) records them. */
const workersStarted = (dir) =>
  (readFileSync(join(dir, 'error.log'), 'utf8').match(/start worker process/g) ?? []).length;

/**
 * nginx on `port`, balancing over the instances on `upstreams` (ports). `accessLog()` answers
 * each request it has logged as { client, upstream, status, request }. `takeOut(port)` marks that
 * instance `down` and reloads, as operations.md says to before an instance is stopped; it
 * resolves once the new worker has started (the old one finishes its requests and exits).
 */
export async function startNginx({ port, upstreams, binary = process.env.NGINX ?? 'nginx' }) {
  const dir = mkdtempSync(join(tmpdir(), 'kestrel-nginx-'));
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, name));
  writeFileSync(join(dir, 'nginx.conf'), config(dir, port, upstreams));
  const child = spawnOwned(
    binary,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
    { lastSignal: 'SIGTERM' },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.once('error', (error) => (stderr += String(error)));
  for (let i = 0; !(await listening(port)); i += 1) {
    if (child.exitCode !== null || i > 100) {
      throw new Error(`nginx did not start: ${stderr.trim() || readFileSync(join(dir, 'error.log'), 'utf8')}`);
    }
    await sleep(50);
  }
  return {
    base: `http://127.0.0.1:${port}`,
    accessLog: () =>
      readFileSync(join(dir, 'access.log'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          // A request nginx passed on after one upstream failed logs both: "127.0.0.1:1, 127.0.0.1:2".
          const [, client = '', upstream = '', status, request = ''] =
            /^(\S+) (.+?) (\d{3}|-) "(.*)"$/.exec(line) ?? [];
          return { client, upstream, status: Number(status), request };
        }),
    takeOut: async (upstream) => {
      const started = workersStarted(dir);
      writeFileSync(join(dir, 'nginx.conf'), config(dir, port, upstreams, [upstream]));
      child.kill('SIGHUP');
      for (let i = 0; workersStarted(dir) === started; i += 1) {
        if (i > 200) throw new Error(`nginx did not reload: ${readFileSync(join(dir, 'error.log'), 'utf8')}`);
        await sleep(10);
      }
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
