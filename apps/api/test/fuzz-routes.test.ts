import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerGuest } from './accounts-helpers';
import { claimUpload, makeClaim, warrantyInForce } from './claims-helpers';
import { createTestApp, type TestContext } from './helpers';
import { staffSignIn } from './staff-helpers';
import {
  bodyOf,
  callers,
  contentTypes,
  extraHeaders,
  hostilePdf,
  pathParam,
  queryValue,
  type Caller,
} from './fuzz-generators';

/**
 * DESIGN §7 "no 5xx for any malformed request": every route of the OpenAPI document (that is,
 * every route with a schema, generated from the same zod schemas that validate it) is sent
 * property-generated requests — malformed and half-right bodies, queries, path parameters,
 * headers and content types, anonymous, as a customer (bearer or cookie) and as staff, with the
 * generators of fuzz-generators.ts. Every answer must be below 500, and every 4xx must carry our
 * error body. Each run sends at least 10,000 requests spread over the routes (docs/security.md); FUZZ_CASES
 * raises the total, FUZZ_RUNS the cases per route.
 */

const TOTAL = Math.max(10_000, Number(process.env.FUZZ_CASES) || 0);
let RUNS = 0;
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

/**
 * A path segment for any string: a lone surrogate has no UTF-8 form, so it goes as the raw bytes a
 * careless client would send (%ED%B0%80 for U+DC00), which the server must refuse with a 4xx.
 */
function pathSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return Array.from(text, (char) => {
      const code = char.charCodeAt(0);
      if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
        return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('');
      }
      return encodeURIComponent(char);
    }).join('');
  }
}

let ctx: TestContext;
let ownOrigin = '';
let operations: Operation[];
const tokens: Record<string, string | undefined> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.ready();
  ownOrigin = new URL(ctx.config.baseUrl).origin;
  operations = operationsOf(ctx.app.swagger() as unknown as OpenApi);
  RUNS = Math.max(Number(process.env.FUZZ_RUNS) || 0, Math.ceil(TOTAL / operations.length));
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
      const who: fc.Arbitrary<Caller> = op.path.endsWith('/logout')
        ? fc.constant(undefined)
        : fc.constantFrom(...callers);
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            params: fc.array(pathParam, {
              minLength: op.params.length,
              maxLength: op.params.length,
            }),
            query: fc.dictionary(
              op.query.length > 0 ? fc.constantFrom(...op.query, 'extra') : fc.constant('extra'),
              queryValue,
              { maxKeys: 3 },
            ),
            body: bodyOf(op.bodyFields),
            contentType: contentTypes,
            who,
            extra: extraHeaders,
          }),
          async ({ params, query, body, contentType, who: as, extra }) => {
            cases += 1;
            let url = op.path;
            op.params.forEach((name, i) => {
              url = url.replace(`{${name}}`, pathSegment(params[i] ?? ''));
            });
            const search = new URLSearchParams(Object.entries(query)).toString();
            const headers: Record<string, string> = { ...extra };
            if (contentType !== undefined) headers['content-type'] = contentType;
            if (as === 'bogus') headers.authorization = 'Bearer not-a-real-token';
            else if (as === 'customer-cookie') {
              Object.assign(headers, { cookie: `kw_session=${tokens.customer}`, origin: ownOrigin });
            } else if (as === 'cookie-cross-site') headers.cookie = `kw_session=${tokens.customer}`;
            else if (as) headers.authorization = `Bearer ${tokens[as]}`;
            const res = await ctx.app.inject({
              method: op.method.toUpperCase() as 'GET',
              url: search ? `${url}?${search}` : url,
              headers,
              ...(op.method === 'get' ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
            });
            const where = `${op.method.toUpperCase()} ${url.slice(0, 200)}?${search.slice(0, 200)} (${contentType ?? 'no type'}, ${as ?? 'anonymous'}) → ${res.statusCode} ${res.body.slice(0, 300)}`;
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
    expect(cases).toBeGreaterThanOrEqual(TOTAL);
    console.info(`fuzzed ${operations.length} routes with ${cases} requests, none 5xx`);
  }, 1_800_000);
});

describe('claim file uploads, fuzzed with hostile PDFs (issue #35 finding 3)', () => {
  const uploads: { party: string; url: string; token?: string }[] = [];
  beforeAll(async () => {
    const bought = await warrantyInForce(ctx);
    const { claim, garageToken } = await makeClaim(ctx, bought.customer.token, bought.warrantyId);
    uploads.push(
      { party: 'customer', url: `/api/claims/my-claims/${claim.id}/files`, token: bought.customer.token },
      { party: 'garage', url: `/api/garage/claims/${garageToken}/files` },
      // A session of its own: the fuzzing above may have ended the first one (sign-out, say).
      { party: 'staff', url: `/api/admin/claims/${claim.id}/files`, token: (await staffSignIn(ctx)).token },
    );
  }, 60_000);

  it('answers every upload below 500; an intact hostile PDF is a 415 with the error body', async () => {
    let cases = 0;
    for (const { party, url, token } of uploads) {
      await fc.assert(
        fc.asyncProperty(hostilePdf, async ({ pdf, intact }) => {
          cases += 1;
          const body = claimUpload(pdf, 'estimate.pdf', 'application/pdf', 'other');
          const res = await ctx.app.inject({
            method: 'POST',
            url,
            // Uploads are limited per address; each case comes from its own, so every one is checked.
            remoteAddress: `10.35.${cases >> 8}.${cases & 255}`,
            payload: body.payload,
            headers: { ...body.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
          });
          const where = `${party} (${intact ? 'intact' : 'mutated'}, ${pdf.length} bytes) → ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, where).toBeLessThan(500);
          if (intact) {
            expect(res.statusCode, where).toBe(415);
            expect(res.json(), where).toMatchObject({
              error: { code: expect.any(String), message: expect.any(String) },
            });
          }
        }),
        { numRuns: Number(process.env.FUZZ_PDF_RUNS) || 100 },
      );
    }
    console.info(`fuzzed the upload routes with ${cases} hostile PDFs, none 5xx`);
  }, 600_000);
});
