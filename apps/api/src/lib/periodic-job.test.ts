import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schedulePeriodicJob, startPeriodicJob } from './periodic-job';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A task whose runs finish only when the test says so. */
function controlledTask() {
  const finishes: (() => void)[] = [];
  let runs = 0;
  const task = () => {
    runs += 1;
    return new Promise<void>((resolve) => finishes.push(resolve));
  };
  return { task, runs: () => runs, finish: () => finishes.shift()?.() };
}

describe('startPeriodicJob', () => {
  it('runs every interval, one run at a time: ticks during a slow run are skipped, not queued', async () => {
    const job = controlledTask();
    const stop = startPeriodicJob('test job', 100, job.task, { error: vi.fn() });
    await vi.advanceTimersByTimeAsync(99);
    expect(job.runs()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(job.runs()).toBe(1);
    await vi.advanceTimersByTimeAsync(350);
    expect(job.runs()).toBe(1);
    job.finish();
    await vi.advanceTimersByTimeAsync(50);
    expect(job.runs()).toBe(2);
    // Nothing was queued behind the slow run: the next starts at the next tick.
    job.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(job.runs()).toBe(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(job.runs()).toBe(3);
    job.finish();
    await stop();
  });

  it('logs a failed run and carries on', async () => {
    const log = { error: vi.fn() };
    const task = vi.fn().mockRejectedValueOnce(new Error('database gone')).mockResolvedValue(undefined);
    const stop = startPeriodicJob('test job', 100, task, log);
    await vi.advanceTimersByTimeAsync(200);
    expect(task).toHaveBeenCalledTimes(2);
    expect(log.error).toHaveBeenCalledOnce();
    expect(log.error).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'database gone' }), job: 'test job' },
      'test job failed',
    );
    await stop();
  });

  it('stop waits for the run under way and no run starts after it', async () => {
    const job = controlledTask();
    const stop = startPeriodicJob('test job', 100, job.task, { error: vi.fn() });
    await vi.advanceTimersByTimeAsync(100);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    job.finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(1000);
    expect(job.runs()).toBe(1);
  });
});

describe('schedulePeriodicJob', () => {
  it('starts the job when the app is ready and stops it when the app closes', async () => {
    const app = Fastify();
    const task = vi.fn().mockResolvedValue(undefined);
    await app.register(async (child) => schedulePeriodicJob(child, 'test job', 100, task));
    await vi.advanceTimersByTimeAsync(500);
    expect(task).not.toHaveBeenCalled();
    await app.ready();
    await vi.advanceTimersByTimeAsync(300);
    expect(task).toHaveBeenCalledTimes(3);
    await app.close();
    await vi.advanceTimersByTimeAsync(500);
    expect(task).toHaveBeenCalledTimes(3);
  });

  it('with an interval of 0, never runs it', async () => {
    const app = Fastify();
    const task = vi.fn().mockResolvedValue(undefined);
    await app.register(async (child) => schedulePeriodicJob(child, 'test job', 0, task));
    await app.ready();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(task).not.toHaveBeenCalled();
    await app.close();
  });
});
