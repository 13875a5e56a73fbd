import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `task` every `intervalMs`, one run at a time (a slow run delays the next rather than
 * overlapping it), logging failures. The timer does not keep the process alive; the returned
 * stop aborts the task's signal (a task that loops over items stops after the one under way)
 * and waits for the run. Every job is safe on several instances by its own claims.
 */
export function startPeriodicJob(
  name: string,
  intervalMs: number,
  task: (signal: AbortSignal) => Promise<unknown>,
  log: FastifyBaseLogger,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const stopping = new AbortController();
  const timer = setInterval(() => {
    running = running
      .then(() => (stopping.signal.aborted ? undefined : task(stopping.signal)))
      .catch((error: unknown) => log.error({ err: error, job: name }, `${name} failed`));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    stopping.abort();
    await running;
  };
}
