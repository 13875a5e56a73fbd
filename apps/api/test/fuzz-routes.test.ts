import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerGuest } from './accounts-helpers';
import { createTestApp, type TestContext } from './helpers';
import { staffSignIn } from './staff-helpers';

/**
 * DESIGN §7 "no 5xx for any malformed request": every route of the OpenAPI document (that is,
 * every route with a schema, generated from the same zod schemas that validate it) is sent
 * property-generated requests — malformed and half-right bodies, queries, path parameters,
 * headers and content types, anonymous, as a customer and as staff. Every answer must be below 500,
 * and every 4xx must carry our error body. FUZZ_RUNS sets the cases per route (default 100).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const methods = ['get', 'post', 'put', 'delete', 'patch'] as const;

interface Operation {
  method: (typeof methods)[number];
  path: string;
  params: string[];
  query: string[];
  bodyFields: string[];
}

type OpenApi = {
  paths: Record<
    string,
    Partial<
      Record<
        (typeof methods)[number],
        {
          parameters?: { in: string; name: string }[];
          requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
        }
      >
    >
  >;
};

function operationsOf(doc: OpenApi): Operation[] {
  // The emulators answer in their third parties' own formats (demo and tests only): not ours to fuzz.
  const ours = Object.entries(doc.paths).filter(([path]) => !path.startsWith('/__emulators'));
  return ours.flatMap(([path, item]) =>
    methods
      .filter((method) => item[method])
      .map((method) => {
        const op = item[method] ?? {};
        const parameters = op.parameters ?? [];
        const schema = op.requestBody?.content?.['application/json']?.schema;
        return {
          method,
          path,
          params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
          query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
          bodyFields: Object.keys(schema?.properties ?? {}),
        };
      }),
  );
}

/** Values that break parsers: wrong types, edges, injections, huge and odd strings. */
const nasty = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    'null',
    'true',
    "' OR 1=1 --",
    '"; drop table users; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '\u0000',
    '🚗',
    '00000000-0000-4000-8000-000000000000',
    '2026-02-30',
    '9'.repeat(400),
  ),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const jsonValue = fc.oneof(nasty, fc.array(nasty, { maxLength: 3 }), fc.dictionary(fc.string({ maxLength: 8 }), nasty));

const bodyOf = (fields: string[]) =>
  fc.oneof(
    // Half-right: the route's own field names with wrong or odd values.
    fields.length > 0
      ? fc.dictionary(fc.constantFrom(...fields), fc.oneof(jsonValue, fc.object({ maxDepth: 2 })), {
          maxKeys: fields.length,
        })
      : fc.constant({}),
    fc.jsonValue({ maxDepth: 3 }),
    // Not JSON at all, or cut short.
    fc.constantFrom('{"a":', 'not json', '[]', '""', 'null', '{"__proto__":{"polluted":1}}', '{'.repeat(200)),
  );

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'garbage/type',
  undefined,
);

let ctx: TestContext;
let operations: Operation[];
const tokens: Record<string, string | undefined> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.ready();
  operations = operationsOf(ctx.app.swagger() as unknown as OpenApi);
  tokens.customer = (await registerGuest(ctx)).token;
  tokens.staff = (await staffSignIn(ctx)).token;
}, 60_000);
afterAll(() => ctx.close());

describe('every API route, fuzzed from its schema', () => {
  it('lists the routes of the API', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.map((op) => `${op.method} ${op.path}`)).toContain('post /api/admin/prices');
  });

  it('answers every malformed request below 500, each 4xx with the error body', async () => {
    let cases = 0;
    for (const op of operations) {
      // Logging out would end the session the other cases use; it takes no input anyway.
      const who = op.path.endsWith('/logout')
        ? fc.constant(undefined)
        : fc.constantFrom(undefined, 'customer', 'staff', 'bogus');
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            params: fc.array(fc.oneof(nasty.map(String), fc.uuid()), {
              minLength: op.params.length,
              maxLength: op.params.length,
            }),
            query: fc.dictionary(
              op.query.length > 0 ? fc.constantFrom(...op.query, 'extra') : fc.constant('extra'),
              nasty.map(String),
              {
                maxKeys: 3,
              },
            ),
            body: bodyOf(op.bodyFields),
            contentType: contentTypes,
            who,
          }),
          async ({ params, query, body, contentType, who: as }) => {
            cases += 1;
            let url = op.path;
            op.params.forEach((name, i) => {
              url = url.replace(`{${name}}`, encodeURIComponent(params[i] ?? ''));
            });
            const search = new URLSearchParams(Object.entries(query)).toString();
            const headers: Record<string, string> = {};
            if (contentType) headers['content-type'] = contentType;
            if (as === 'bogus') headers.authorization = 'Bearer not-a-real-token';
            else if (as) headers.authorization = `Bearer ${tokens[as]}`;
            const res = await ctx.app.inject({
              method: op.method.toUpperCase() as 'GET',
              url: search ? `${url}?${search}` : url,
              headers,
              ...(op.method === 'get' ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
            });
            const where = `${op.method.toUpperCase()} ${url}?${search} (${contentType ?? 'no type'}, ${as ?? 'anonymous'}) → ${res.statusCode} ${res.body.slice(0, 300)}`;
            expect(res.statusCode, where).toBeLessThan(500);
            if (res.statusCode >= 400 && res.headers['content-type']?.toString().includes('json')) {
              expect(res.json(), where).toMatchObject({
                error: { code: expect.any(String), message: expect.any(String) },
              });
            }
          },
        ),
        { numRuns: RUNS },
      );
    }
    expect(cases).toBeGreaterThanOrEqual(operations.length * RUNS);
    console.info(`fuzzed ${operations.length} routes with ${cases} requests, none 5xx`);
  }, 600_000);
});
