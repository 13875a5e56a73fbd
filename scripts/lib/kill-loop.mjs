// `node scripts/lib/kill-loop.mjs [--seconds 60] [--parameters '…'] [--no-backup] [--others-die]`:
// three instances behind nginx, GETs flowing through it, and instances killed (SIGKILL) and
// started again on their ports a second later. By default one every 3–6 s, never the last one
// up. With --others-die, the moment a restarted instance answers 200 at /readyz the other two
// are killed, so it alone is up while nginx may still count it failed. It prints how many GETs
// failed, how often nginx answered "no live upstreams", and how soon after each restart nginx
// passed the instance a request. --parameters (`max_fails=3 fail_timeout=10s`, say) and
// --no-backup replace the documented settings (nginx-settings.mjs) to compare them with.
// Needs the build, nginx, redis-server and PostgreSQL. A measuring tool, not a step of `npm test`.
import { parseArgs } from 'node:util';
import { anyStatus, failed, loopbackClient, quotePath } from './loopback-visitors.mjs';
import { startNginx } from './nginx.mjs';
import { backupParameters, serverParameters } from './nginx-settings.mjs';
import { startPrivateRedis } from './private-redis.mjs';
import { emulatorEnv, freePort, freshPostgres, startBuiltServer, startEmulators } from './server.mjs';
import { startSmtpSink } from './smtp-sink.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    parameters: { type: 'string', default: serverParameters },
    'no-backup': { type: 'boolean', default: false },
    'others-die': { type: 'boolean', default: false },
  },
});
const backup = options['no-backup'] ? null : backupParameters;

const emulators = await startEmulators({ port: 0 });
const smtp = await startSmtpSink();
const database = await freshPostgres('killloop');
const ports = [await freePort(), await freePort(), await freePort()];
const nginxPort = await freePort();
const redis = await startPrivateRedis({ port: await freePort() });
const { GOOGLE_API_BASE: _google, ...providers } = emulatorEnv(emulators.base);
const env = {
  ...providers,
  NODE_ENV: 'production',
  BASE_URL: `http://127.0.0.1:${nginxPort}`,
  DATABASE_URL: database.url,
  REDIS_URL: redis.url,
  SMTP_URL: smtp.url,
  SECRETS_KEY: 'ab'.repeat(32),
  DEMO_SEED: 'false',
};
const servers = new Map();
const up = new Set();
/** Each restart: { port, diedAt, readyAt }. */
const restarts = [];
let nginx;

async function kill(port) {
  up.delete(port);
  await servers.get(port).kill();
  return Date.now();
}

/** Kills the instance on `port`, starts it again a second later; resolves once it is ready. */
async function killAndStart(port) {
  const diedAt = await kill(port);
  await sleep(1000);
  servers.set(port, await startBuiltServer({ port, env }));
  up.add(port);
  const restart = { port, diedAt, readyAt: Date.now() };
  restarts.push(restart);
  return restart;
}

try {
  servers.set(ports[0], await startBuiltServer({ port: ports[0], env }));
  await Promise.all(ports.slice(1).map(async (port) => servers.set(port, await startBuiltServer({ port, env }))));
  for (const port of ports) up.add(port);
  nginx = await startNginx({ port: nginxPort, upstreams: ports, parameters: options.parameters, backup });
  console.log(
    `\nThree instances behind nginx (${options.parameters}; backups ${backup ?? 'none'}), ` +
      `${options['others-die'] ? 'the others killed as each comes back' : 'one killed every 3–6 s'}, ` +
      `for ${options.seconds} s\n`,
  );

  const calls = [];
  let running = true;
  const readers = Array.from({ length: 4 }, async () => {
    const site = loopbackClient(nginx.base, (call) => calls.push(call), { fresh: true });
    while (running) {
      await site.call('page', '/', { expect: anyStatus }).catch(() => {});
      await site.call('quote', quotePath(), { expect: anyStatus }).catch(() => {});
    }
  });
  const pending = [];
  const deadline = Date.now() + Number(options.seconds) * 1000;
  for (let round = 0; Date.now() < deadline; round += 1) {
    if (options['others-die']) {
      const port = ports[round % ports.length];
      await killAndStart(port);
      await Promise.all(ports.filter((other) => other !== port).map(killAndStart));
    } else {
      await sleep(3000 + Math.random() * 3000);
      if (up.size >= 2) pending.push(killAndStart([...up][Math.floor(Math.random() * up.size)]));
    }
  }
  await Promise.all(pending);
  await sleep(2500);
  running = false;
  await Promise.all(readers);

  const lines = nginx.accessLog();
  const readmitted = restarts.map(({ port, diedAt, readyAt }) => {
    // Before the same instance was killed again, if it was.
    const until = Math.min(...restarts.filter((r) => r.port === port && r.diedAt > diedAt).map((r) => r.diedAt));
    const first = lines.find(
      (line) => line.answeredBy === `127.0.0.1:${port}` && line.startedAt > diedAt && line.startedAt < until,
    );
    return first ? first.startedAt - readyAt : null;
  });
  const noLive = nginx.errorLog().filter((line) => line.includes('no live upstreams')).length;
  const failures = calls.filter((call) => failed(call.status));
  const statuses = [...new Set(failures.map((call) => call.status))].join('/');
  console.log(
    `${restarts.length} kills; ${calls.length} GETs, ${failures.length} failed${statuses ? ` (${statuses})` : ''}`,
  );
  console.log(`"no live upstreams" in nginx's error log: ${noLive}`);
  console.log(
    `ms from each restarted instance's /readyz 200 to nginx's first request to it: ${readmitted.map((ms) => ms ?? 'never').join(' ')}`,
  );
} finally {
  await nginx?.stop();
  await Promise.all([...servers.values()].map((server) => server.stop()));
  await smtp.close();
  await emulators.stop();
  await redis.stop();
  await database.drop();
}
