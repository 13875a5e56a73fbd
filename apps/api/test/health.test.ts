import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/config';
import { createTestApp, productionTestEnv, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('health', () => {
  it('GET /healthz answers 200 while the process is up', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz answers 200 when the database answers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('GET /readyz answers 503 when the database does not', async () => {
    const broken = await buildApp({
      config: ctx.config,
      database: { ...ctx.database, ping: () => Promise.reject(new Error('connection refused')) },
      logger: false,
    });
    try {
      const res = await broken.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'database unreachable' });
    } finally {
      await broken.close();
    }
  });

  it('every answer carries a request id and security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('serves the OpenAPI document outside production', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/vehicle/lookup',
      '/api/user/login',
      '/api/user/register',
      '/api/user/update-profile/image',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('serves the Swagger UI, made on its first request, with its own assets and policy', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger');
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(page.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const css = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toContain('text/css');
    expect(Number(css.headers['content-length'])).toBe(css.rawPayload.length);
    const yaml = await ctx.app.inject({ method: 'GET', url: '/api/docs/yaml' });
    expect(yaml.body).toContain('/api/vehicle/lookup');
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/docs/static/none.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'There is nothing at GET /api/docs/static/none.js.' },
    });
    // The routes that pass requests on are not part of the document.
    const paths = Object.keys((await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    expect(paths.filter((path) => path.startsWith('/api/docs'))).toEqual([]);
  });

  it('hides the OpenAPI document and the emulators in production', async () => {
    const production = await buildApp({
      config: loadConfig(productionTestEnv),
      database: ctx.database,
      logger: false,
    });
    try {
      expect((await production.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(404);
      expect(
        (await production.inject({ method: 'GET', url: '/__emulators/ukvd/api/datapackage/VehicleData' })).statusCode,
      ).toBe(404);
      for (const url of ['/__emulators/google/oauth2/v3/certs', '/__emulators/mail/outbox?to=a@example.com']) {
        expect((await production.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
      expect((await production.inject({ method: 'GET', url: '/api/config' })).json()).toEqual({
        google: null,
        paypal: { mode: 'paypal', clientId: 'paypal-client' },
        monthlyPayments: false,
      });
      expect((await production.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });
});
