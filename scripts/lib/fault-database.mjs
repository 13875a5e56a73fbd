// The database goes away under a running server (through a TCP proxy that is cut) and comes
// back: readiness must say so, every answer must be a clear one, and the same process recovers.
import { buy, siteClient } from './journeys.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What a visitor gets from each kind of call while the database is away, and what counts as a
 * clear answer: readiness says 503, pages and liveness still answer, and calls that need the
 * database say 503 with our error body (the quote may still be priced from cached rates).
 */
const probes = [
  { name: 'readiness', path: '/readyz', expect: [503] },
  { name: 'liveness', path: '/healthz', expect: [200] },
  { name: 'prerendered page', path: '/car-warranty', expect: [200] },
  {
    name: 'quote',
    path: '/api/level/plan/?engineSize=1995&bhp=148&driveType=2WD&mileage=60000&dateFirstReg=2021-09-01',
    expect: [200, 503],
  },
  { name: 'registration check', path: '/api/warranty/check', json: { reg_num: 'AB12CDE' }, expect: [503] },
  {
    name: 'sign-in',
    path: '/api/user/login',
    json: { email: 'someone@example.com', password: 'a long enough password' },
    expect: [503],
  },
];

async function probe(base, { name, path, json, expect }) {
  const started = performance.now();
  try {
    const res = await fetch(base + path, {
      method: json ? 'POST' : 'GET',
      headers: json ? { 'content-type': 'application/json' } : {},
      body: json ? JSON.stringify(json) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    let message = '';
    try {
      const body = JSON.parse(text);
      message = body.error ? `${body.error.code}: ${body.error.message}` : (body.status ?? '');
    } catch {
      message = `${text.length} bytes`;
    }
    const status = res.status;
    const clear = expect.includes(status) && (status !== 503 || message !== '');
    return { name, status, ms: Math.round(performance.now() - started), message, clear };
  } catch (error) {
    const message = String(error.cause?.code ?? error);
    return { name, status: 0, ms: Math.round(performance.now() - started), message, clear: false };
  }
}

/**
 * For each way of losing the database (`reset`: it refuses; `silent`: it stops answering), cuts
 * the proxy the server's DATABASE_URL goes through, probes every kind of call, restores it, and
 * times how long the same process takes to be ready again; then buys a warranty through it.
 */
export async function loseTheDatabase({ server, proxy, buyers }) {
  const results = [];
  for (const how of ['reset', 'silent']) {
    const pid = server().child.pid;
    proxy.cut(how);
    const during = [];
    for (const p of probes) during.push(await probe(server().base, p));
    proxy.restore();
    const restored = performance.now();
    let recoveryMs = null;
    while (performance.now() - restored < 60_000) {
      if ((await probe(server().base, probes[0])).status === 200) {
        recoveryMs = Math.round(performance.now() - restored);
        break;
      }
      await sleep(100);
    }
    const site = siteClient(server().base);
    const bought = await buy(site).then(
      (order) => (buyers.set(order.orderID, order.token), 'bought a warranty'),
      (error) => `purchase failed: ${error.message}`,
    );
    const samePid = server().child.pid === pid && server().child.exitCode === null;
    results.push({ how, during, recoveryMs, afterwards: bought, samePid, clear: during.every((r) => r.clear) });
    console.log(`  database ${how === 'reset' ? 'refusing connections' : 'silent (partition)'}:`);
    for (const r of during) {
      const mark = r.clear ? ' ' : '✘';
      console.log(
        `   ${mark} ${r.name.padEnd(20)} ${String(r.status).padStart(3)} in ${String(r.ms).padStart(5)} ms  ${r.message}`,
      );
    }
    console.log(
      `    back: ready again ${recoveryMs === null ? 'never (60 s)' : `${recoveryMs} ms`} after the database returned,` +
        ` same process ${samePid ? 'yes' : 'NO'}; then ${bought}`,
    );
  }
  return results;
}
