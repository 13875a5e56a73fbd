import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { createHash, timingSafeEqual } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { count } from 'drizzle-orm';
import { outboxEmails, paymentOrders } from '../db/schema';
import { unauthorised } from '../lib/errors';

/** The route Prometheus scrapes; never counted in its own request metrics. */
export const METRICS_PATH = '/metrics';
const CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const DATABASE_TIMEOUT_MS = 2000;
/** Methods kept as they are in labels; anything else is `other`, so cardinality stays bounded. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** Whether a scrape may read the metrics, given the configured token (null: none configured). */
export function metricsAuthorised(token: string | null, authorization: string | undefined): boolean {
  if (token === null) return true;
  const match = /^Bearer (.+)$/.exec(authorization ?? '');
  if (!match?.[1]) return false;
  // Hashing first gives equal lengths, so the comparison says nothing about the token's length.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(match[1]), digest(token));
}

interface Histogram {
  /** Counts per bucket (not cumulative; summed when written). */
  buckets: number[];
  sum: number;
  count: number;
}

function escapeLabel(value: string): string {
  return value.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('\n', '\\n');
}

function labels(values: Record<string, string>): string {
  const parts = Object.entries(values).map(([name, value]) => `${name}="${escapeLabel(value)}"`);
  return `{${parts.join(',')}}`;
}

function number(value: number): string {
  return Number.isFinite(value) ? String(value) : '0';
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref()),
  ]);
}

/**
 * `GET /metrics` in the Prometheus text format: request counts and durations by route pattern,
 * process gauges, and outbox and payment-order counts read from the database at scrape time.
 * With METRICS_TOKEN set it needs `Authorization: Bearer <token>`; without it the route exists
 * only outside production. Per-process: each instance is scraped on its own.
 */
const EVENT_LOOP_RESOLUTION_MS = 20;

/** The event loop's delay beyond the sampling timer's own interval, from the histogram's mean (ns). */
export function eventLoopLagSeconds(meanNs: number, resolutionMs = EVENT_LOOP_RESOLUTION_MS): number {
  if (!Number.isFinite(meanNs)) return 0;
  return Math.max(0, meanNs - resolutionMs * 1e6) / 1e9;
}

export const metricsPlugin = fp(
  async (app) => {
    const token = app.config.metricsToken;
    const requests = new Map<string, { method: string; route: string; status: string; count: number }>();
    const durations = new Map<string, { method: string; route: string; histogram: Histogram }>();
    const started = new WeakMap<FastifyRequest, bigint>();
    const eventLoop = monitorEventLoopDelay({ resolution: EVENT_LOOP_RESOLUTION_MS });
    eventLoop.enable();
    app.addHook('onClose', async () => eventLoop.disable());

    app.addHook('onRequest', async (request) => {
      started.set(request, process.hrtime.bigint());
    });

    app.addHook('onResponse', async (request, reply) => {
      const start = started.get(request);
      // The pattern (`/api/warranties/:id`), never the raw URL; `unmatched` for a 404 with no route.
      const route = request.routeOptions.url ?? 'unmatched';
      if (start === undefined || route === METRICS_PATH) return;
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const method = KNOWN_METHODS.has(request.method) ? request.method : 'other';
      const status = String(reply.statusCode);

      const requestKey = `${method} ${route} ${status}`;
      const counter = requests.get(requestKey) ?? { method, route, status, count: 0 };
      counter.count += 1;
      requests.set(requestKey, counter);

      const durationKey = `${method} ${route}`;
      let entry = durations.get(durationKey);
      if (!entry) {
        entry = { method, route, histogram: { buckets: DURATION_BUCKETS.map(() => 0), sum: 0, count: 0 } };
        durations.set(durationKey, entry);
      }
      const bucket = DURATION_BUCKETS.findIndex((le) => seconds <= le);
      if (bucket >= 0) entry.histogram.buckets[bucket] = (entry.histogram.buckets[bucket] ?? 0) + 1;
      entry.histogram.sum += seconds;
      entry.histogram.count += 1;
    });

    async function databaseLines(): Promise<string[]> {
      const { db } = app.database;
      try {
        const [outbox, orders] = await withTimeout(
          Promise.all([
            db.select({ status: outboxEmails.status, count: count() }).from(outboxEmails).groupBy(outboxEmails.status),
            db
              .select({ status: paymentOrders.status, count: count() })
              .from(paymentOrders)
              .groupBy(paymentOrders.status),
          ]),
          DATABASE_TIMEOUT_MS,
        );
        const gauge = (
          name: string,
          help: string,
          known: readonly string[],
          rows: { status: string; count: number }[],
        ) => {
          const byStatus = new Map<string, number>(known.map((status) => [status, 0]));
          for (const row of rows) byStatus.set(row.status, Number(row.count));
          return [
            `# HELP ${name} ${help}`,
            `# TYPE ${name} gauge`,
            ...[...byStatus].map(([status, value]) => `${name}${labels({ status })} ${value}`),
          ];
        };
        return [
          '# HELP kestrel_database_up Whether the database answered this scrape (1) or not (0).',
          '# TYPE kestrel_database_up gauge',
          'kestrel_database_up 1',
          ...gauge('outbox_emails', 'E-mails in the outbox by status.', outboxEmails.status.enumValues, outbox),
          ...gauge('payment_orders', 'Payment orders by status.', paymentOrders.status.enumValues, orders),
        ];
      } catch (error) {
        app.log.warn({ err: error }, 'metrics: database unreachable');
        return [
          '# HELP kestrel_database_up Whether the database answered this scrape (1) or not (0).',
          '# TYPE kestrel_database_up gauge',
          'kestrel_database_up 0',
        ];
      }
    }

    function requestLines(): string[] {
      const lines = [
        '# HELP http_requests_total HTTP requests answered, by method, route pattern and status.',
        '# TYPE http_requests_total counter',
      ];
      for (const { method, route, status, count: value } of requests.values()) {
        lines.push(`http_requests_total${labels({ method, route, status })} ${value}`);
      }
      lines.push(
        '# HELP http_request_duration_seconds Time to answer an HTTP request, by method and route pattern.',
        '# TYPE http_request_duration_seconds histogram',
      );
      for (const { method, route, histogram } of durations.values()) {
        let cumulative = 0;
        DURATION_BUCKETS.forEach((le, index) => {
          cumulative += histogram.buckets[index] ?? 0;
          lines.push(`http_request_duration_seconds_bucket${labels({ method, route, le: String(le) })} ${cumulative}`);
        });
        lines.push(
          `http_request_duration_seconds_bucket${labels({ method, route, le: '+Inf' })} ${histogram.count}`,
          `http_request_duration_seconds_sum${labels({ method, route })} ${number(histogram.sum)}`,
          `http_request_duration_seconds_count${labels({ method, route })} ${histogram.count}`,
        );
      }
      return lines;
    }

    function processLines(): string[] {
      const memory = process.memoryUsage();
      // Mean delay since the previous scrape. The histogram holds each timer's whole interval in
      // nanoseconds, the resolution included (an idle process reads 20 ms): the lag is the rest.
      const lag = eventLoopLagSeconds(eventLoop.mean);
      eventLoop.reset();
      return [
        '# HELP process_resident_memory_bytes Resident memory size in bytes.',
        '# TYPE process_resident_memory_bytes gauge',
        `process_resident_memory_bytes ${memory.rss}`,
        '# HELP process_heap_used_bytes V8 heap in use, in bytes.',
        '# TYPE process_heap_used_bytes gauge',
        `process_heap_used_bytes ${memory.heapUsed}`,
        '# HELP process_uptime_seconds Seconds since the process started.',
        '# TYPE process_uptime_seconds gauge',
        `process_uptime_seconds ${number(process.uptime())}`,
        '# HELP nodejs_eventloop_lag_seconds Mean event loop delay since the previous scrape, in seconds.',
        '# TYPE nodejs_eventloop_lag_seconds gauge',
        `nodejs_eventloop_lag_seconds ${number(lag)}`,
      ];
    }

    /** Redis for the shared rate limits (issue #27): away means counts per process, not an error. */
    function limiterLines(): string[] {
      const health = app.limiterHealth;
      if (!health) return [];
      return [
        '# HELP kestrel_redis_degraded Whether rate limits count per process because Redis is unreachable (1) or not (0).',
        '# TYPE kestrel_redis_degraded gauge',
        `kestrel_redis_degraded ${health.degraded ? 1 : 0}`,
        '# HELP kestrel_rate_limit_fallbacks_total Attempts counted in process memory because Redis was unreachable.',
        '# TYPE kestrel_rate_limit_fallbacks_total counter',
        `kestrel_rate_limit_fallbacks_total ${health.fallbacks}`,
      ];
    }

    /** The daily capture audit (issue #27): captures PayPal holds that our orders do not account for. */
    function auditLines(): string[] {
      const last = app.captureAudit.last;
      if (!last) return [];
      return [
        '# HELP kestrel_payments_audit_unaccounted PayPal captures the last payments audit found no matching order for.',
        '# TYPE kestrel_payments_audit_unaccounted gauge',
        `kestrel_payments_audit_unaccounted ${last.findings.length}`,
        '# HELP kestrel_payments_audit_listed PayPal captures the last payments audit read.',
        '# TYPE kestrel_payments_audit_listed gauge',
        `kestrel_payments_audit_listed ${last.listed}`,
      ];
    }

    // Not public in production: without a token the route does not exist there (a plain 404).
    if (app.config.isProduction && token === null) return;

    app.get(METRICS_PATH, { logLevel: 'warn', schema: { hide: true } }, async (request, reply) => {
      if (!metricsAuthorised(token, request.headers.authorization)) {
        reply.header('www-authenticate', 'Bearer');
        throw unauthorised('A valid metrics token is required.');
      }
      const lines = [
        ...requestLines(),
        ...processLines(),
        ...limiterLines(),
        ...auditLines(),
        ...(await databaseLines()),
      ];
      return reply.type(CONTENT_TYPE).send(`${lines.join('\n')}\n`);
    });
  },
  { name: 'kestrel-metrics' },
);
