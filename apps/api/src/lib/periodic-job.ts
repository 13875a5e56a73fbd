import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** A job's work: it receives a signal that aborts when the job stops (a loop over items stops after the one under way). */
export type PeriodicTask = (signal: AbortSignal) => Promise<unknown>;

/**
 * Runs `task` every `intervalMs`, one run at a time: a tick that finds a run under way is skipped,
 * so a slow run delays the next rather than overlapping it or queueing more. Failures are logged.
 * The timer does not keep the process alive; the returned stop aborts the task's signal and waits
 * for a run under way, so the database is not closed beneath it. Every job is safe on several
 * instances by its own claims.
 */
export function startPeriodicJob(
  name: string,
  intervalMs: number,
  task: PeriodicTask,
  log: Pick<FastifyBaseLogger, 'error'>,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const stopping = new AbortController();
  const timer = setInterval(() => {
    if (running || stopping.signal.aborted) return;
    running = task(stopping.signal)
      .then(() => undefined)
      .catch((error: unknown) => log.error({ err: error, job: name }, `${name} failed`))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    stopping.abort();
    await running;
  };
}

/**
 * Schedules a periodic job on the app: it starts when the app is ready and stops, waiting for a
 * run under way, when the app closes. An interval of 0 turns the job off.
 */
export function schedulePeriodicJob(app: FastifyInstance, name: string, intervalMs: number, task: PeriodicTask): void {
  if (intervalMs <= 0) return;
  let stop: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stop = startPeriodicJob(name, intervalMs, task, app.log);
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}
