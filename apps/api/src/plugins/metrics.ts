import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { count } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database-types';
import { outboxEmails, paymentOrders } from '../db/schema';
import { unauthorised } from '../lib/errors';

/** The route Prometheus scrapes; never counted in its own request metrics. */
export const METRICS_PATH = '/metrics';
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const DATABASE_TIMEOUT_MS = 2000;
/** Methods kept as they are in labels; anything else is `other`, so cardinality stays bounded. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const EVENT_LOOP_RESOLUTION_MS = 20;

/** Whether a scrape may read the metrics, given the configured token (null: none configured). */
export function metricsAuthorised(token: string | null, authorization: string | undefined): boolean {
  if (token === null) return true;
  const match = /^Bearer (.+)$/.exec(authorization ?? '');
  if (!match?.[1]) return false;
  // Hashing first gives equal lengths, so the comparison says nothing about the token's length.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]), digest(token));
}

/** The event loop's delay beyond the sampling timer's own interval, from the histogram's mean (ns). */
export function eventLoopLagSeconds(meanNs: number, resolutionMs = EVENT_LOOP_RESOLUTION_MS): number {
  if (!Number.isFinite(meanNs)) return 0;
  return Math.max(0, meanNs - resolutionMs * 1e6) / 1e9;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref()),
  ]);
}

const finite = (value: number) => (Number.isFinite(value) ? value : 0);

/**
 * prom-client's `nodejs_eventloop_lag_seconds` times one setImmediate at scrape time and reports
 * it at the next scrape. Ours, which the load scripts read, is the mean delay since the previous
 * scrape, so it takes that name's place, and `sample` (called before each scrape) fills it and
 * prom-client's companions (min, max, mean, percentiles) from one histogram.
 */
function eventLoopGauges(registry: Registry): { sample: () => void; stop: () => void } {
  const eventLoop = monitorEventLoopDelay({ resolution: EVENT_LOOP_RESOLUTION_MS });
  eventLoop.enable();
  registry.removeSingleMetric('nodejs_eventloop_lag_seconds');
  const lag = new Gauge({
    name: 'nodejs_eventloop_lag_seconds',
    help: 'Mean event loop delay since the previous scrape, in seconds.',
    registers: [registry],
  });
  const companion = (name: string) => registry.getSingleMetric(`nodejs_eventloop_lag_${name}_seconds`) as Gauge;
  const readings: [Gauge, () => number][] = [
    [companion('min'), () => eventLoop.min],
    [companion('max'), () => eventLoop.max],
    [companion('mean'), () => eventLoop.mean],
    [companion('stddev'), () => eventLoop.stddev],
    [companion('p50'), () => eventLoop.percentile(50)],
    [companion('p90'), () => eventLoop.percentile(90)],
    [companion('p99'), () => eventLoop.percentile(99)],
  ];
  return {
    sample() {
      // The histogram holds each timer's whole interval in nanoseconds, the resolution included
      // (an idle process reads 20 ms): the lag is the rest. The companions keep prom-client's
      // raw readings.
      lag.set(eventLoopLagSeconds(eventLoop.mean));
      // No sample yet (a scrape within 20 ms of the previous one): zeros, not the histogram's sentinels.
      for (const [gauge, read] of readings) gauge.set(eventLoop.count === 0 ? 0 : finite(read() / 1e9));
      eventLoop.reset();
    },
    stop: () => eventLoop.disable(),
  };
}

/** Process gauges of our own beside prom-client's defaults (which include the resident memory). */
function processGauges(registry: Registry): void {
  new Gauge({
    name: 'process_heap_used_bytes',
    help: 'V8 heap in use, in bytes.',
    registers: [registry],
    collect() {
      this.set(process.memoryUsage().heapUsed);
    },
  });
  new Gauge({
    name: 'process_uptime_seconds',
    help: 'Seconds since the process started.',
    registers: [registry],
    collect() {
      this.set(process.uptime());
    },
  });
}

/**
 * Outbox and payment-order counts, read from the database by `refresh` before each scrape. When
 * the database does not answer, `kestrel_database_up` is 0 and the counts have no samples rather
 * than stale ones.
 */
function databaseGauges(registry: Registry, db: Database, log: FastifyBaseLogger): () => Promise<void> {
  const up = new Gauge({
    name: 'kestrel_database_up',
    help: 'Whether the database answered this scrape (1) or not (0).',
    registers: [registry],
  });
  const outbox = new Gauge({
    name: 'outbox_emails',
    help: 'E-mails in the outbox by status.',
    labelNames: ['status'],
    registers: [registry],
  });
  const orders = new Gauge({
    name: 'payment_orders',
    help: 'Payment orders by status.',
    labelNames: ['status'],
    registers: [registry],
  });
  const fill = (gauge: Gauge<'status'>, known: readonly string[], rows: { status: string; count: number }[]) => {
    gauge.reset();
    for (const status of known) gauge.set({ status }, 0);
    for (const row of rows) gauge.set({ status: row.status }, Number(row.count));
  };
  return async () => {
    try {
      const [outboxRows, orderRows] = await withTimeout(
        Promise.all([
          db.select({ status: outboxEmails.status, count: count() }).from(outboxEmails).groupBy(outboxEmails.status),
          db.select({ status: paymentOrders.status, count: count() }).from(paymentOrders).groupBy(paymentOrders.status),
        ]),
        DATABASE_TIMEOUT_MS,
      );
      up.set(1);
      fill(outbox, outboxEmails.status.enumValues, outboxRows);
      fill(orders, paymentOrders.status.enumValues, orderRows);
    } catch (error) {
      log.warn({ err: error }, 'metrics: database unreachable');
      up.set(0);
      outbox.reset();
      orders.reset();
    }
  };
}

/**
 * Redis for the shared rate limits (away means counts per process, not an error) and the daily
 * payments audit (captures PayPal holds that our orders do not account for, and refunds it made
 * that we have no record of), read at scrape time.
 */
function limiterAndAuditGauges(registry: Registry, app: FastifyInstance): void {
  new Gauge({
    name: 'kestrel_redis_degraded',
    help: 'Whether rate limits count per process because Redis is unreachable (1) or not (0).',
    registers: [registry],
    collect() {
      this.set(app.limiterHealth?.degraded ? 1 : 0);
    },
  });
  new Gauge({
    name: 'kestrel_rate_limit_fallbacks_total',
    help: 'Attempts counted in process memory because Redis was unreachable.',
    registers: [registry],
    collect() {
      this.set(app.limiterHealth?.fallbacks ?? 0);
    },
  });
  new Gauge({
    name: 'kestrel_payments_audit_unaccounted',
    help: 'PayPal captures the last payments audit found no matching order for, and PayPal refunds it found no record of.',
    registers: [registry],
    collect() {
      this.set(app.captureAudit.last?.findings.length ?? 0);
    },
  });
  new Gauge({
    name: 'kestrel_payments_audit_listed',
    help: 'PayPal captures the last payments audit read.',
    registers: [registry],
    collect() {
      this.set(app.captureAudit.last?.listed ?? 0);
    },
  });
}

/**
 * `GET /metrics` in the Prometheus text format, through prom-client with a registry per app:
 * its default process metrics, request counts and durations by route pattern, and outbox and
 * payment-order counts read from the database at scrape time. With METRICS_TOKEN set it needs
 * `Authorization: Bearer <token>`; without it the route exists only outside production.
 * Per-process: each instance is scraped on its own.
 */
export const metricsPlugin = fp(
  async (app) => {
    const token = app.config.metricsToken;
    // Not public in production: without a token the route does not exist there (a plain 404).
    if (app.config.isProduction && token === null) return;

    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const eventLoop = eventLoopGauges(registry);
    app.addHook('onClose', async () => eventLoop.stop());
    processGauges(registry);
    const refreshDatabase = databaseGauges(registry, app.database.db, app.log);
    limiterAndAuditGauges(registry, app);

    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    });
    const durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route pattern.',
      labelNames: ['method', 'route'],
      buckets: DURATION_BUCKETS,
      registers: [registry],
    });

    // A callback hook rather than an async one: one promise fewer on every request.
    app.addHook('onResponse', (request, reply, done) => {
      // The pattern (`/api/warranties/:id`), never the raw URL; `unmatched` for a 404 with no route.
      const route = request.routeOptions.url ?? 'unmatched';
      if (route !== METRICS_PATH) {
        const method = KNOWN_METHODS.has(request.method) ? request.method : 'other';
        requests.inc({ method, route, status: String(reply.statusCode) });
        durations.observe({ method, route }, reply.elapsedTime / 1000);
      }
      done();
    });

    app.get(METRICS_PATH, { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
      if (!metricsAuthorised(token, request.headers.authorization)) {
        reply.header('www-authenticate', 'Bearer');
        throw unauthorised('A valid metrics token is required.');
      }
      eventLoop.sample();
      await refreshDatabase();
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'kestrel-metrics' },
);
