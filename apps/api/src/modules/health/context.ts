import type { LimiterHealth } from '../../lib/resilient-limiter';

/** What the readiness check looks at, handed in where app.ts registers the routes. */
export interface HealthContext {
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping: () => Promise<void>;
  /** Set on SIGTERM (server.ts): not ready, so the load balancer stops sending. */
  lifecycle: { readonly draining: boolean };
  /** The shared rate-limit counts' health; null without REDIS_URL. */
  limiterHealth: Pick<LimiterHealth, 'degraded'> | null;
}
