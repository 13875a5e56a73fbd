import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { metricsAuthorised } from '../src/plugins/metrics';
import { createTestApp, productionTestEnv, type TestContext } from './helpers';

const TOKEN = 'metrics-token-for-tests-0123456789';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function scrape(app = ctx.app, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: '/metrics', headers });
}

describe('GET /metrics', () => {
  it('counts requests by route pattern, never the raw URL, in the Prometheus text format', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/no-such-thing/12345' })).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/transaction/my-transaction/abc-123-raw' })).statusCode,
    ).toBe(401);

    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = res.body;

    expect(text).toContain('http_requests_total{method="GET",route="/healthz",status="200"} 1');
    expect(text).toContain('http_requests_total{method="GET",route="unmatched",status="404"} 1');
    expect(text).toContain(
      'http_requests_total{method="GET",route="/api/transaction/my-transaction/:id",status="401"} 1',
    );
    expect(text).not.toContain('no-such-thing');
    expect(text).not.toContain('abc-123-raw');
    // Its own scrapes are not counted.
    expect(text).not.toContain('route="/metrics"');

    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",method="GET",route="/healthz"}');
    expect(text).toContain('http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/healthz"} 1');
    expect(text).toMatch(/http_request_duration_seconds_sum\{method="GET",route="\/healthz"\} [0-9.e-]+/);
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/healthz"} 1');

    for (const name of [
      'process_resident_memory_bytes',
      'process_heap_used_bytes',
      'process_uptime_seconds',
      'nodejs_eventloop_lag_seconds',
      // prom-client's default process metrics.
      'process_cpu_seconds_total',
      'process_start_time_seconds',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_p99_seconds',
    ]) {
      expect(text).toMatch(new RegExp(`^${name} [0-9.e+-]+$`, 'm'));
    }
    // Ours, the mean since the previous scrape, in place of prom-client's one-sample reading.
    expect(text).toContain('# HELP nodejs_eventloop_lag_seconds Mean event loop delay since the previous scrape');
    expect(text).toContain('kestrel_database_up 1');
    expect(text).toContain('outbox_emails{status="pending"}');
    expect(text).toContain('payment_orders{status="created"}');

    for (const line of text.trimEnd().split('\n')) {
      if (line === '' || line.startsWith('#')) continue; // prom-client puts a blank line between families
      expect(line).toMatch(/^[a-z_][a-z0-9_]*(\{[^}]*\})? [0-9.e+-]+$/);
    }
  });

  it('buckets are cumulative and end with the count', async () => {
    const text = (await scrape()).body;
    const buckets = [
      ...text.matchAll(/http_request_duration_seconds_bucket\{le="[^"]+",method="GET",route="\/healthz"\} (\d+)/g),
    ];
    const values = buckets.map((match) => Number(match[1]));
    expect(values).toHaveLength(11);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
  });

  it('still answers 200 with kestrel_database_up 0 when the database does not answer', async () => {
    const failing = () => {
      throw new Error('connection refused');
    };
    const broken = await buildApp({
      config: ctx.config,
      database: { ...ctx.database, db: { select: failing } as unknown as typeof ctx.database.db },
      logger: false,
    });
    try {
      const res = await scrape(broken);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('kestrel_database_up 0');
      expect(res.body).toContain('process_resident_memory_bytes');
      // No counts at all rather than stale or zero ones, and this app's registry is its own.
      expect(res.body).not.toMatch(/^(outbox_emails|payment_orders)\{/m);
      expect(res.body).not.toContain('route="/healthz"');
    } finally {
      await broken.close();
    }
  });
});

describe('access to /metrics', () => {
  it('with METRICS_TOKEN set, needs the bearer token', async () => {
    const guarded = await buildApp({
      config: { ...ctx.config, metricsToken: TOKEN },
      database: ctx.database,
      logger: false,
    });
    try {
      const none = await scrape(guarded);
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({ error: { code: 'UNAUTHORISED', message: expect.any(String) } });
      const wrong = await scrape(guarded, { authorization: `Bearer ${TOKEN}x` });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error.code).toBe('UNAUTHORISED');
      expect((await scrape(guarded, { authorization: TOKEN })).statusCode).toBe(401);
      const right = await scrape(guarded, { authorization: `Bearer ${TOKEN}` });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('kestrel_database_up 1');
    } finally {
      await guarded.close();
    }
  });

  it('in production, is absent without a token and guarded with one', async () => {
    const productionEnv = productionTestEnv;
    const open = await buildApp({ config: loadConfig(productionEnv), database: ctx.database, logger: false });
    try {
      const res = await scrape(open);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('process_resident_memory_bytes');
    } finally {
      await open.close();
    }

    const guarded = await buildApp({
      config: loadConfig({ ...productionEnv, METRICS_TOKEN: TOKEN }),
      database: ctx.database,
      logger: false,
    });
    try {
      expect((await scrape(guarded)).statusCode).toBe(401);
      expect((await scrape(guarded, { authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
    } finally {
      await guarded.close();
    }
  });

  it('METRICS_TOKEN must be long enough', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(loadConfig({}).metricsToken).toBeNull();
  });

  it('metricsAuthorised compares the bearer token', () => {
    expect(metricsAuthorised(null, undefined)).toBe(true);
    expect(metricsAuthorised(TOKEN, undefined)).toBe(false);
    expect(metricsAuthorised(TOKEN, 'Bearer ')).toBe(false);
    expect(metricsAuthorised(TOKEN, `Basic ${TOKEN}`)).toBe(false);
    expect(metricsAuthorised(TOKEN, `Bearer ${TOKEN.slice(0, -1)}`)).toBe(false);
    expect(metricsAuthorised(TOKEN, `Bearer ${TOKEN}`)).toBe(true);
  });
});
