import fc from 'fast-check';
import { hostilePdfs } from './hostile-pdfs';

/**
 * The fuzz test's generators (docs/security.md, the fuzzing row). Each kind of input
 * the attacker's test used is here: NUL and the other C0 controls, lone surrogates, bidirectional
 * overrides, 10,000-character strings, numbers past 2^53, duplicate keys, empty and cut-short
 * bodies, prototype keys, and every content type, on every route.
 */

const C0 = Array.from({ length: 32 }, (_, i) => String.fromCharCode(i));
const BIDI = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];
const LONE_SURROGATES = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF'];

/** A character a clean-text rule must refuse (tab and newline are allowed only in multi-line text). */
export const hostileChar = fc.constantFrom(...C0, '\u007F', ...BIDI, ...LONE_SURROGATES);

/** A plausible value with a hostile character somewhere inside it. */
export const taintedString = fc
  .tuple(fc.string({ maxLength: 12 }), hostileChar, fc.string({ maxLength: 12 }))
  .map(([before, bad, after]) => `${before}${bad}${after}`);

/** Very long strings: 10,000 characters, some with a hostile character at the end. */
export const longString = fc.oneof(
  fc.constantFrom('a'.repeat(10_000), 'é'.repeat(10_000), '🚗'.repeat(5_000)),
  fc.constantFrom(...BIDI, '\u0000').map((c) => `${'x'.repeat(9_999)}${c}`),
);

/** Numbers JSON can carry that JavaScript or PostgreSQL may not: past 2^53, huge, tiny, negative zero. */
export const edgeNumber = fc.oneof(
  fc.constantFrom(
    2 ** 53,
    2 ** 53 + 2,
    -(2 ** 53) - 2,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    -0,
    2 ** 31,
    -(2 ** 31) - 1,
    1e21,
    0.1 + 0.2,
  ),
  fc.bigInt({ min: 2n ** 53n, max: 2n ** 80n }).map(Number),
);

/** Values that break parsers: wrong types, edges, injections, huge and odd strings. */
export const nasty = fc.oneof(
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
    '__proto__',
    'constructor',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  taintedString,
  longString,
  fc.integer(),
  fc.double(),
  edgeNumber,
  fc.boolean(),
  fc.constant(null),
);

export const jsonValue = fc.oneof(
  nasty,
  fc.array(nasty, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), nasty),
);

/** A JSON text naming one of the route's fields twice, with different values (raw: JSON.stringify cannot). */
const duplicateKeys = (fields: string[]) =>
  fc
    .tuple(fc.constantFrom(...(fields.length > 0 ? fields : ['x'])), nasty, nasty)
    .map(
      ([key, first, second]) =>
        `{${JSON.stringify(key)}:${JSON.stringify(first)},${JSON.stringify(key)}:${JSON.stringify(second)}}`,
    );

/** A body for a route whose JSON body has these fields: a string is sent as it is, anything else as JSON. */
export const bodyOf = (fields: string[]) =>
  fc.oneof(
    // Half-right: the route's own field names with wrong or odd values.
    fields.length > 0
      ? fc.dictionary(fc.constantFrom(...fields), fc.oneof(jsonValue, fc.object({ maxDepth: 2 })), {
          maxKeys: fields.length,
        })
      : fc.constant({}),
    // Every field present, each a tainted or long string: the clean-text rule at every door.
    fields.length > 0
      ? fc
          .tuple(...fields.map(() => fc.oneof(taintedString, longString)))
          .map((values) => Object.fromEntries(fields.map((field, i) => [field, values[i]])))
      : fc.constant({}),
    duplicateKeys(fields),
    fc.jsonValue({ maxDepth: 3 }),
    // Not JSON at all, cut short, empty, or deeply nested.
    fc.constantFrom(
      '',
      '{"a":',
      'not json',
      '[]',
      '""',
      'null',
      '{"__proto__":{"polluted":1}}',
      '{"constructor":{"prototype":{"polluted":1}}}',
      '{'.repeat(200),
      '['.repeat(5_000) + ']'.repeat(5_000),
      '{"a":"\\ud800"}',
      '{"a":1e999999}',
      '\uFEFF{}',
    ),
  );

export const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'multipart/form-data',
  'application/xml',
  'garbage/type',
  '',
  undefined,
);

/** A path parameter: nasty text, a UUID, or one with a hostile character. */
export const pathParam = fc.oneof(nasty.map(String), fc.uuid(), taintedString);

/** Query values: the same, plus long ones. */
export const queryValue = fc.oneof(nasty.map(String), taintedString);

/** Who is asking and how: anonymous, a bearer session, a cookie session (from our page or another site), a forged token. */
export const callers = ['customer', 'staff', 'customer-cookie', 'cookie-cross-site', 'bogus', undefined] as const;
export type Caller = (typeof callers)[number];

/** Odd headers beside the caller's: forwarded addresses, origins, fetch metadata. */
export const extraHeaders = fc.record(
  {
    'x-forwarded-for': fc.constantFrom('1.2.3.4', 'not-an-ip', '::1, 10.0.0.1', '0'),
    origin: fc.constantFrom('null', 'https://evil.example', 'http://localhost:3000', ''),
    'sec-fetch-site': fc.constantFrom('cross-site', 'same-origin', 'none', 'garbage'),
    accept: fc.constantFrom('*/*', 'text/html', 'application/json', ''),
  },
  { requiredKeys: [] },
);

/**
 * Hostile PDFs for the claim file routes (issue #35 finding 3): each sample of hostile-pdfs.ts as it
 * is, or with a few bytes overwritten, or cut short. `intact` says which, since only an intact one
 * is known to be refused (a mutation may have broken the very thing that made it hostile).
 */
let samples: Buffer[] | undefined;
export const hostilePdf = fc
  .record({
    index: fc.nat(),
    patch: fc.option(fc.record({ at: fc.nat(), bytes: fc.uint8Array({ minLength: 1, maxLength: 8 }) })),
    cut: fc.option(fc.nat()),
  })
  .map(({ index, patch, cut }) => {
    samples ??= Object.values(hostilePdfs());
    let pdf = Buffer.from(samples[index % samples.length]!);
    if (patch) pdf.set(patch.bytes.subarray(0, pdf.length), patch.at % Math.max(1, pdf.length - patch.bytes.length));
    if (cut !== null) pdf = pdf.subarray(0, Math.max(5, cut % pdf.length));
    return { pdf, intact: patch === null && cut === null };
  });
