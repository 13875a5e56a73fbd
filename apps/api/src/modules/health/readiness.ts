import type { HealthContext } from './context';

const READY_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref()),
  ]);
}

export type Readiness =
  | { ready: true; status: 'ready'; redis?: 'ok' | 'degraded' }
  | { ready: false; status: 'draining' }
  | { ready: false; status: 'database unreachable'; error: unknown };

/** Whether this instance should be sent requests: not while draining, nor when the database does not answer. */
export async function readiness(ctx: HealthContext): Promise<Readiness> {
  if (ctx.lifecycle.draining) return { ready: false, status: 'draining' };
  try {
    await withTimeout(ctx.ping(), READY_TIMEOUT_MS);
  } catch (error) {
    return { ready: false, status: 'database unreachable', error };
  }
  const health = ctx.limiterHealth;
  return health
    ? { ready: true, status: 'ready', redis: health.degraded ? 'degraded' : 'ok' }
    : { ready: true, status: 'ready' };
}
