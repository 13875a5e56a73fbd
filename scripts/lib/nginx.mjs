// Debian's nginx in front of several API instances, with the settings docs/operations.md gives
// (nginx-settings.mjs: round robin, keep-alive upstream connections, X-Forwarded-For, how a failed
// instance is taken out and let back in), with its own prefix folder so it needs nothing of the
// machine's nginx set-up. Its access log names the instance that answered, and when.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backupParameters, proxyDirectives, serverParameters, upstreamDirectives } from './nginx-settings.mjs';
import { spawnOwned } from './server.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The upstream's `server` lines: each instance with `parameters`, then again as a backup with
 * `backup` (unless null). An instance taken out is `down` in both.
 */
function servers(upstreams, down, { parameters, backup }) {
  const line = (port, rest) =>
    `        server 127.0.0.1:${port} ${rest}${down.map(Number).includes(Number(port)) ? ' down' : ''};`;
  return [
    ...upstreams.map((port) => line(port, parameters)),
    ...(backup ? upstreams.map((port) => line(port, backup)) : []),
  ].join('\n');
}

function config(dir, port, upstreams, down, settings) {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `    ${name}_temp_path ${join(dir, name)};`)
    .join('\n');
  return `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} notice;
events { worker_connections 1024; }
http {
    log_format upstream '$msec $request_time $remote_addr $upstream_addr $status "$request"';
    access_log ${join(dir, 'access.log')} upstream;
${temp}
    upstream kestrel {
${servers(upstreams, down, settings)}
${upstreamDirectives.map((line) => `        ${line}`).join('\n')}
    }
    server {
        listen 127.0.0.1:${port};
        client_max_body_size 11m;
        location = /metrics { return 404; }
        location / {
${proxyDirectives.map((line) => `            ${line}`).join('\n')}
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
 * each request it has logged as { client, upstream (every one tried), answeredBy (the last),
 * status, request, startedAt (epoch ms, when nginx read it) }; `errorLog()`, the lines of its
 * error log (at notice: it names each instance it took out and each "no live upstreams").
 * `takeOut(port)` marks that instance `down` and reloads, as operations.md says to before an
 * instance is stopped; it resolves once the new worker has started (the old one finishes its
 * requests and exits). `parameters` and `backup` (null: no backup lines) replace the documented
 * parameters of the upstream's servers, to measure others against them.
 */
export async function startNginx({
  port,
  upstreams,
  binary = process.env.NGINX ?? 'nginx',
  parameters = serverParameters,
  backup = backupParameters,
}) {
  const settings = { parameters, backup };
  const dir = mkdtempSync(join(tmpdir(), 'kestrel-nginx-'));
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, name));
  writeFileSync(join(dir, 'nginx.conf'), config(dir, port, upstreams, [], settings));
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
          const [, end = '0', took = '0', client = '', upstream = '', status, request = ''] =
            /^(\S+) (\S+) (\S+) (.+?) (\d{3}|-) "(.*)"$/.exec(line) ?? [];
          const answeredBy = upstream.split(', ').at(-1);
          const startedAt = Math.round((Number(end) - Number(took)) * 1000);
          return { client, upstream, answeredBy, status: Number(status), request, startedAt };
        }),
    errorLog: () => readFileSync(join(dir, 'error.log'), 'utf8').split('\n').filter(Boolean),
    takeOut: async (upstream) => {
      const started = workersStarted(dir);
      writeFileSync(join(dir, 'nginx.conf'), config(dir, port, upstreams, [upstream], settings));
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
