// A fault of the several-instance proof (scripts/instances.mjs): one instance killed outright
// under load through nginx (SIGKILL: no drain, as after a crash or the kernel's OOM killer), then
// started again on its port, as a supervisor would. nginx's settings (nginx-settings.mjs,
// docs/operations.md) decide how soon it is back in.
import { anyStatus, failed, loopbackClient, quotePath } from './loopback-visitors.mjs';
import { startBuiltServer } from './server.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** How soon after its /readyz answers 200 nginx must pass a restarted instance a request. */
const readmissionLimitMs = 2000;

/** Polls `find` every 50 ms until it answers something or `ms` pass. */
async function waitFor(find, ms) {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found || Date.now() > deadline) return found;
    await sleep(50);
  }
}

/**
 * Readers (GETs of a page and a quote) and sign-ins (POSTs with a wrong password, which change
 * nothing) through nginx until `stop()`; `calls` records each with its method.
 */
function load(base) {
  const calls = [];
  let running = true;
  const loops = [
    ...Array.from({ length: 4 }, async () => {
      const site = loopbackClient(base, (call) => calls.push({ ...call, method: 'GET' }), { fresh: true });
      while (running) {
        await site.call('page', '/', { expect: anyStatus }).catch(() => {});
        await site.call('quote', quotePath(), { expect: anyStatus }).catch(() => {});
      }
    }),
    ...Array.from({ length: 2 }, async (_, n) => {
      for (let i = 0; running; i += 1) {
        // A new address for each, so the sign-in limit per address never answers instead.
        const site = loopbackClient(base, (call) => calls.push({ ...call, method: 'POST' }), { fresh: true });
        await site
          .call('sign-in', '/api/user/login', {
            method: 'POST',
            json: { email: `nobody.${n}.${i}.${Date.now()}@example.com`, password: 'not the password at all' },
            expect: anyStatus,
          })
          .catch(() => {});
      }
    }),
  ];
  return {
    calls,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/**
 * The last instance of `servers` killed under load and started again on its port (its entry in
 * `servers` is replaced). The proof holds when nginx passes it a request within 2 s of its
 * /readyz answering 200, no GET fails (nginx sends those in flight on the killed instance to the
 * other), and nginx never answers "no live upstreams" while the other instance is up. A POST in
 * flight on the killed instance answers 502 (nginx must not send it twice): counted, not failed.
 */
export async function killAndRestart({ prove, servers, nginx, env }) {
  const index = servers.length - 1; // B: the drain proof stops A later
  const victim = servers[index];
  const port = Number(new URL(victim.base).port);
  const address = `127.0.0.1:${port}`;
  const traffic = load(nginx.base);
  await sleep(1500);
  const logged = nginx.accessLog().length;
  const errorsLogged = nginx.errorLog().length;
  const callsBefore = traffic.calls.length;
  const killedAt = Date.now();
  await victim.kill(); // SIGKILL; resolves once it has exited
  const diedAt = Date.now();
  await sleep(1000); // a supervisor's restart delay: nginx meets the dead instance meanwhile
  const restartedAt = Date.now();
  servers[index] = await startBuiltServer({ port, env });
  const readyAt = Date.now();
  const { coldStartCpuMs } = servers[index];
  // Only the restarted instance can answer a request nginx read after the killed one had exited.
  const answeredByRestarted = (line) => line.answeredBy === address && line.startedAt > diedAt;
  const first = await waitFor(() => nginx.accessLog().slice(logged).find(answeredByRestarted), 15_000);
  await sleep(1000);
  await traffic.stop();

  const calls = traffic.calls.slice(callsBefore);
  const gets = calls.filter((call) => call.method === 'GET');
  const posts = calls.filter((call) => call.method === 'POST');
  const getFailures = gets.filter((call) => failed(call.status));
  const post502 = posts.filter((call) => call.status === 502).length;
  const postOther = posts.filter((call) => failed(call.status) && call.status !== 502);
  const lines = nginx.accessLog().slice(logged);
  const passedOn = lines.filter((line) => line.upstream.includes(', ')).length;
  const byRestarted = lines.filter(answeredByRestarted).length;
  const errors = nginx.errorLog().slice(errorsLogged);
  const noLive = errors.filter((line) => line.includes('no live upstreams')).length;
  const takenOut = errors.filter((line) => line.includes('upstream server temporarily disabled')).length;
  const readmittedMs = first ? first.startedAt - readyAt : null;
  prove(
    'one instance killed (SIGKILL) under load and started again: nginx lets it back in within 2 s, no GET fails',
    readmittedMs !== null && readmittedMs <= readmissionLimitMs && getFailures.length === 0 && noLive === 0,
    `B killed under ${calls.length} requests through nginx; started again ${restartedAt - killedAt} ms later, ` +
      `/readyz 200 after ${readyAt - restartedAt} ms (${coldStartCpuMs} ms of CPU); ` +
      `nginx passed it a request ${readmittedMs === null ? 'never (15 s)' : `${readmittedMs} ms after that`} ` +
      `and ${byRestarted} in all; ` +
      `GETs: ${getFailures.length} of ${gets.length} failed` +
      `${
        getFailures.length
          ? ` (${getFailures
              .slice(0, 3)
              .map((f) => `${f.name} ${f.status} ${f.error ?? ''}`)
              .join('; ')})`
          : ''
      }, ` +
      `${passedOn} passed on to A after an error on B; ` +
      `POSTs (sign-ins): ${post502} of ${posts.length} answered 502` +
      `${postOther.length ? `, ${postOther.length} other failures` : ''}; ` +
      `nginx took B out ${takenOut} times; "no live upstreams" ${noLive} times`,
  );
}
