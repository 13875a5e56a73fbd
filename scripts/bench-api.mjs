// `npm run bench:api`: only the API throughput of `npm run bench` (the bare route and the quote call
// at 50 connections), for working on the quote call without the pages, cold starts and
// Lighthouse. Needs the API build (`npm run build -w @kestrel/api`).
// BENCH_BEFORE=<dir>: also runs another checkout's build (its apps/api/dist, apps/web/build/client
// and apps/api/drizzle under <dir>) in the same run, taking turns with this one, so "before" and
// "after" share the machine's load. BENCH_ROUNDS turns (default 1), BENCH_SECONDS each (default 10).
// Besides requests a second and latency, the server's CPU time per request: on a shared machine a
// steadier figure than either. The bench's quote asks for one vehicle again and again, as the
// purchase flow does at each step; "new vehicle" asks for a different mileage every time, so no
// answer is ever reused (the cost of a vehicle's first quote).
import autocannon from 'autocannon';
import { cpuMs, freePort, startBuiltServer } from './lib/server.mjs';

export const barePath = '/healthz';
export const quotePath = '/api/level/plan/?engineSize=1995&bhp=148&driveType=2WD&mileage=60000&dateFirstReg=2021-09-01';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 1);
const connections = 50;

/** The quote of a vehicle asked for the first time: the mileage differs on every request. */
let mileage = 20_000;
const newVehicle = [
  {
    setupRequest: (request) => {
      mileage = mileage >= 99_000 ? 20_000 : mileage + 1;
      return { ...request, path: quotePath.replace('mileage=60000', `mileage=${mileage}`) };
    },
  },
];

async function measure(server, path, requests) {
  await autocannon({ url: server.base + path, connections, duration: 2, requests });
  const cpuBefore = cpuMs(server.child.pid);
  const result = await autocannon({ url: server.base + path, connections, duration: seconds, requests });
  const cpu = cpuMs(server.child.pid) - cpuBefore;
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuUsPerRequest: Math.round((cpu * 1000) / Math.max(1, result.requests.total)),
    failures: result.errors + result.non2xx,
  };
}

const builds = [
  ...(process.env.BENCH_BEFORE ? [{ label: 'before', root: process.env.BENCH_BEFORE }] : []),
  { label: process.env.BENCH_BEFORE ? 'after' : 'this build', root: '.' },
];
const servers = [];
try {
  for (const build of builds) {
    // A port nothing listens on: another bench on this machine may hold `npm run bench`'s.
    servers.push(await startBuiltServer({ port: await freePort(), root: build.root, env: { RATE_LIMIT: 'off' } }));
  }
  console.log(
    `\nAPI throughput, ${connections} connections, ${seconds} s each, ${rounds} round(s), ${process.version}\n`,
  );
  console.log(
    'build'.padEnd(11),
    'round'.padStart(5),
    'bare req/s'.padStart(11),
    'p99'.padStart(5),
    'µs/req'.padStart(7),
    'quote req/s'.padStart(12),
    'p50'.padStart(5),
    'p99'.padStart(5),
    'µs/req'.padStart(7),
    'ratio'.padStart(6),
    'CPU ratio'.padStart(10),
    'new vehicle: req/s'.padStart(19),
    'p99'.padStart(5),
    'µs/req'.padStart(7),
  );
  for (let round = 1; round <= rounds; round += 1) {
    for (const [index, build] of builds.entries()) {
      const bare = await measure(servers[index], barePath);
      const quote = await measure(servers[index], quotePath);
      const fresh = await measure(servers[index], quotePath, newVehicle);
      console.log(
        build.label.padEnd(11),
        String(round).padStart(5),
        String(bare.rps).padStart(11),
        String(bare.p99).padStart(5),
        String(bare.cpuUsPerRequest).padStart(7),
        String(quote.rps).padStart(12),
        String(quote.p50).padStart(5),
        String(quote.p99).padStart(5),
        String(quote.cpuUsPerRequest).padStart(7),
        (quote.rps / bare.rps).toFixed(2).padStart(6),
        (bare.cpuUsPerRequest / quote.cpuUsPerRequest).toFixed(2).padStart(10),
        String(fresh.rps).padStart(19),
        String(fresh.p99).padStart(5),
        String(fresh.cpuUsPerRequest).padStart(7),
        bare.failures + quote.failures + fresh.failures
          ? `  ${bare.failures + quote.failures + fresh.failures} failed`
          : '',
      );
    }
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
}
