import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandlerPlugin } from '../src/plugins/errors';
import { notFound } from '../src/lib/errors';
import { createTestApp, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('error answers', () => {
  it('an unknown API path is a 404 with the error body', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'There is nothing at GET /api/nothing-here.' },
    });
  });

  it('a path parameter over the router limit is a 414 with the error body (found by the fuzz test)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/warranty/my-warranty/${'9'.repeat(400)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'That address is too long.' } });
  });

  it('a wrong method on an API path is a 404 with the error body, not a page', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/vehicle/lookup', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});

describe('the error handler', () => {
  const app = Fastify({ logger: false });
  const logged: unknown[] = [];
  beforeAll(async () => {
    await app.register(errorHandlerPlugin);
    app.get('/boom', async () => {
      throw new Error('secret database password in a stack trace');
    });
    app.get('/gone', async () => {
      throw notFound('No such warranty.');
    });
    app.get('/database-gone', async () => {
      const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      throw new Error('Failed query: select 1', { cause: refused });
    });
    app.post('/echo', async (request) => request.body);
    app.addHook('onError', async (_request, _reply, error) => {
      logged.push(error);
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('hides the details of a 5xx and quotes the request id', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.error.code).toBe('INTERNAL_ERROR');
    expect(body.error.message).not.toContain('secret');
    expect(body.error.message).toContain('reference');
    expect(JSON.stringify(body)).not.toContain('stack');
    expect(logged).toHaveLength(1);
  });

  it('answers 503 with a try-again message while the database cannot be reached', async () => {
    const res = await app.inject({ method: 'GET', url: '/database-gone' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('10');
    expect(res.json()).toEqual({
      error: {
        code: 'SERVICE_UNAVAILABLE',
        message: 'Our system is briefly unavailable, so nothing was saved. Please try again in a minute.',
      },
    });
    expect(JSON.stringify(res.json())).not.toContain('5432');
  });

  it('answers an expected failure with its own status and message', async () => {
    const res = await app.inject({ method: 'GET', url: '/gone' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No such warranty.' } });
  });

  it.each([
    ['application/xml', '<a/>', 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['application/json', '{not json', 400, 'BAD_REQUEST'],
  ])('answers a %s body it cannot read with the right 4xx', async (contentType, payload, status, code) => {
    const res = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': contentType }, payload });
    expect(res.statusCode).toBe(status);
    expect(res.json().error.code).toBe(code);
  });
});
