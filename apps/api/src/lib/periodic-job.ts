import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `task` every `intervalMs`, one run at a time (a slow run delays the next rather than
 * overlapping it), logging failures. The timer does not keep the process alive; the returned
 * stop waits for a run under way. Every job is safe on several instances by its own claims.
 */
export function startPeriodicJob(
  name: string,
  intervalMs: number,
  task: () => Promise<unknown>,
  log: FastifyBaseLogger,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(task).catch((error: unknown) => log.error({ err: error, job: name }, `${name} failed`));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
