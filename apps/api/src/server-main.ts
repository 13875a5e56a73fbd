import { performance } from 'node:perf_hooks';
import type { Config } from './config/config';
import { openDatabase, type PgliteHandle } from './db/database';
import { seedDemoData } from './db/seed';
import { buildApp } from './app';

/** After the drain, how long requests in flight and the jobs' current items may take before exit 1. */
const SHUTDOWN_GRACE_MS = 25_000;

/**
 * Starts the server from its configuration: the database (PGlite's, when given, already starting),
 * the app, the listener.
 */
export async function main(config: Config, pglite: PgliteHandle | null): Promise<void> {
  // The start's phases in ms, logged once listening (docs/quality.md, cold start).
  const phases: Record<string, number> = { modules: Math.round(performance.now()) };
  const cpu = (): number => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const phasesCpu: Record<string, number> = { modules: Math.round(cpu()) };
  let mark = performance.now();
  let markCpu = cpu();
  const lap = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - mark);
    mark = now;
    const nowCpu = cpu();
    phasesCpu[name] = Math.round(nowCpu - markCpu);
    markCpu = nowCpu;
  };
  // PGlite goes on starting, is migrated and seeded in its worker thread while the app is built on
  // this one; PostgreSQL is migrated first.
  const database = pglite ?? (await openDatabase(config.database));
  const prepared = (async () => {
    if (pglite) await pglite.migrated;
    const migratedAt = performance.now();
    if (config.seedDemoData) await seedDemoData(database.db, new Date(), config.baseUrl);
    return { migratedAt, seededAt: performance.now() };
  })();
  // Awaited below; a failure there is the start's, never an unhandled rejection meanwhile.
  prepared.catch(() => {});
  const app = await buildApp({ config, database });
  lap('app');
  await app.ready();
  lap('ready');
  const { migratedAt, seededAt } = await prepared;
  // The wait for the database once the app was ready (0 when the database was ready first).
  lap('database');
  // When, since the process started, the database was migrated and then seeded.
  const databaseAtMs = { migrated: Math.round(migratedAt), seeded: Math.round(seededAt) };

  let closing = false;
  /**
   * The drain (docs/operations.md, Upgrades): /readyz answers 503 at once while requests are still served for
   * SHUTDOWN_DRAIN_MS, so the load balancer stops sending; then the listener closes, idle
   * keep-alive connections are closed, in-flight requests finish, the job pollers stop after
   * the item under way, and the process exits 0. A drain that has not ended after
   * SHUTDOWN_GRACE_MS more exits 1.
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.lifecycle.draining = true;
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'draining: /readyz answers 503');
    const force = setTimeout(() => {
      app.log.error('shutdown did not finish in time');
      process.exit(1);
    }, config.shutdownDrainMs + SHUTDOWN_GRACE_MS).unref();
    await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    app.log.info('drained: closing the listener, waiting for requests in flight');
    try {
      await app.close();
      await database.close();
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  lap('listen');
  console.log(`\n  Kestrel Warranties is ready: ${config.baseUrl}\n`);
  const mode = config.database.kind === 'pglite' ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL';
  app.log.info(
    `Kestrel Warranties is running at ${config.baseUrl} (database: ${mode}; emulators: ${config.emulators ? 'on' : 'off'})`,
  );
  // Where the start's time went, in ms (module loading is the time before main() ran).
  app.log.info(
    { startupMs: phases, startupCpuMs: phasesCpu, databaseAtMs, databaseImage: database.image },
    'start-up timings',
  );
}
