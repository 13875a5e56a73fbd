import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makesAnswerSchema, modelsAnswerSchema } from '@kestrel/domain/schemas/purchase';
import { errorBodySchema } from '@kestrel/domain/schemas/errors';
import { createTestApp, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const models = (make: string) => get(`/api/vehicle/models?make=${encodeURIComponent(make)}`);

describe('GET /api/vehicle/makes', () => {
  it('answers every make A–Z, cacheable for a day', async () => {
    const res = await get('/api/vehicle/makes');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const { makes } = makesAnswerSchema.parse(res.json());
    expect(makes.length).toBeGreaterThanOrEqual(35);
    expect(makes).toEqual(expect.arrayContaining(['Ford', 'Citroen', 'Mercedes-Benz', 'Volkswagen', 'LEVC']));
    expect(makes.indexOf('Abarth')).toBe(0);
  });

  it('needs no login', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/vehicle/makes', headers: { authorization: '' } });
    expect(res.statusCode).toBe(200);
  });
});

describe('GET /api/vehicle/models', () => {
  it('answers the models of a make A–Z, cacheable for a day', async () => {
    const res = await models('Ford');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const answer = modelsAnswerSchema.parse(res.json());
    expect(answer.make).toBe('Ford');
    expect(answer.models).toEqual(expect.arrayContaining(['Fiesta', 'Focus', 'Transit', 'Transit Custom']));
    expect(answer.models.indexOf('B-Max')).toBe(0);
  });

  it.each([
    ['ford', 'Ford'],
    ['  VOLKSWAGEN ', 'Volkswagen'],
    ['Citroën', 'Citroen'],
    ['mercedes-benz', 'Mercedes-Benz'],
  ])('matches %j to the make %s', async (asked, make) => {
    const res = await models(asked);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ make });
  });

  it('answers 404 with our error body for a make we do not list, not cached', async () => {
    const res = await models('Trabant');
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('no-store');
    const { error } = errorBodySchema.parse(res.json());
    expect(error).toEqual({
      code: 'NOT_FOUND',
      message: 'We do not list the make "Trabant". Choose a make from the list.',
    });
  });

  it.each([
    ['no make', '/api/vehicle/models'],
    ['an empty make', '/api/vehicle/models?make='],
    ['a blank make', '/api/vehicle/models?make=%20%20'],
  ])('answers 400 with a field message for %s', async (_label, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'Choose a make', fields: { make: 'Choose a make' } },
    });
  });

  it('refuses a make longer than any we list', async () => {
    const res = await models('x'.repeat(41));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { make: expect.any(String) } });
  });
});
