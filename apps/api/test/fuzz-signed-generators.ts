import { garageEstimateRequestSchema, garageInvoiceRequestSchema } from '@kestrel/domain/schemas/claim-estimate';
import { claimMessageRequestSchema } from '@kestrel/domain/schemas/claims';
import fc from 'fast-check';
import { claimUpload } from './claims-helpers';
import { edgeNumber, longString, nasty, taintedString } from './fuzz-generators';

/*
 * Generators for fuzz-signed-bodies.test.ts: what reaches a webhook's parser once its signature
 * holds, and what a garage-link route sees (docs/security.md, the fuzzing row). Kept apart from
 * fuzz-generators.ts, whose generators they reuse.
 */

export const estimateFields = Object.keys(garageEstimateRequestSchema.shape);
export const invoiceFields = Object.keys(garageInvoiceRequestSchema.shape);
export const claimMessageFields = Object.keys(claimMessageRequestSchema.shape);

/** Mostly the plausible value, a hostile one one time in four: enough cases pass the clean-text rule to reach the handler. */
const sometimes = <T, H>(plain: fc.Arbitrary<T>, hostile: fc.Arbitrary<H>) =>
  fc.oneof({ arbitrary: plain, weight: 3 }, { arbitrary: hostile, weight: 1 });

/** Text a clean-text rule must refuse or bound: a hostile character inside (NUL, a lone surrogate, U+202E…), 10,000 characters, or odd values. */
const hostileText = fc.oneof(taintedString, longString, nasty.map(String));

/** JSON nested `depth` deep, written out: building it as a value would recurse as deep. */
const deepJsonText = fc
  .constantFrom(100, 1_000, 10_000)
  .chain((depth) =>
    fc.constantFrom(`${'['.repeat(depth)}${']'.repeat(depth)}`, `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  );

/** An object nested `depth` deep, for bodies that must be built as values (the PayPal emulator signs values). */
const deepObject = fc.constantFrom(10, 100, 1_000).map((depth) => {
  let value: Record<string, unknown> = { leaf: '\u202e\u0000' };
  for (let i = 0; i < depth; i += 1) value = { a: value };
  return value;
});

const gocardlessEvent = fc.record(
  {
    id: sometimes(
      fc.stringMatching(/^EV[0-9A-Z]{10}$/),
      fc.oneof(hostileText, fc.constantFrom('EV\u0000NUL', 'EV\ud800')),
    ),
    created_at: sometimes(fc.constant('2026-11-29T01:00:00.000Z'), hostileText),
    resource_type: sometimes(
      fc.constantFrom('payments', 'mandates', 'subscriptions', 'refunds', 'payouts'),
      hostileText,
    ),
    action: sometimes(fc.constantFrom('failed', 'confirmed', 'cancelled', 'paid_out', 'created'), hostileText),
    links: fc.dictionary(
      sometimes(fc.constantFrom('payment', 'mandate', 'subscription', 'customer'), hostileText),
      sometimes(fc.stringMatching(/^(PM|MD|SB)[0-9A-Z]{10}$/), hostileText),
      { maxKeys: 3 },
    ),
    details: fc.dictionary(
      sometimes(fc.constantFrom('cause', 'origin', 'description', 'reason_code'), hostileText),
      sometimes(fc.jsonValue({ maxDepth: 3 }), hostileText),
      { maxKeys: 3 },
    ),
  },
  { requiredKeys: ['id'] },
);

/** A GoCardless webhook body (raw text, signed as sent): events with hostile text, deep JSON, or not JSON at all. */
export const hostileGoCardlessBody: fc.Arbitrary<string> = fc.oneof(
  fc.array(gocardlessEvent, { minLength: 1, maxLength: 3 }).map((events) => JSON.stringify({ events })),
  fc.oneof(nasty, fc.jsonValue({ maxDepth: 3 })).map((events) => JSON.stringify({ events })),
  deepJsonText.map((deep) => `{"events":[{"id":"EVDEEP00001","resource_type":"payments","details":${deep}}]}`),
  deepJsonText,
  fc.constantFrom(
    '',
    'not json',
    '{"events":',
    '\uFEFF{"events":[]}',
    '{"events":[{"id":"\\u0000"}]}',
    '{"events":[{"id":"EVSUR0000001","details":{"cause":"\\udc00"}}]}',
    '{"events":[{"id":"EVRAW0000001","details":{"cause":"\ud800"}}]}',
    '{"events":[{"id":"EVDUP0000001","id":"EV\\u0000"}]}',
    '{"__proto__":{"events":[]},"events":[]}',
  ),
);

const paypalTypes = [
  'CHECKOUT.ORDER.APPROVED',
  'PAYMENT.CAPTURE.COMPLETED',
  'PAYMENT.CAPTURE.DENIED',
  'PAYMENT.CAPTURE.REFUNDED',
  'PAYMENT.CAPTURE.REVERSED',
];

/** Hostile text cut to 1,000 characters (keeping a hostile last character), so a whole event stays signable. */
const hostileShort = hostileText.map((text) => (text.length > 1_000 ? `${text.slice(0, 999)}${text.at(-1)}` : text));

/** What the PayPal emulator signs: PayPal's own events are far below its 64 KiB body limit. */
const SIGNABLE_BYTES = 60_000;

/**
 * A PayPal webhook event (a value: the emulator signs its canonical JSON) with hostile text in
 * every field it reads; the event id may be 10,000 characters long, the others are cut short.
 */
export const hostilePaypalEvent = fc
  .record(
    {
      id: sometimes(
        fc.uuid().map((id) => `WH-${id}`),
        hostileText,
      ),
      event_type: sometimes(fc.constantFrom(...paypalTypes), hostileShort),
      summary: sometimes(fc.constant('Payment completed for £ amount'), hostileShort),
      create_time: sometimes(fc.constant('2026-11-29T01:00:00Z'), hostileShort),
      resource: fc.record(
        {
          id: sometimes(fc.stringMatching(/^[0-9A-Z]{17}$/), hostileShort),
          status: sometimes(fc.constantFrom('COMPLETED', 'PENDING'), hostileShort),
          amount: fc.record({
            value: sometimes(fc.constantFrom('10.00', '1e9', '-1', '0.001', '99999999999999999999.99'), hostileShort),
            currency_code: sometimes(fc.constant('GBP'), hostileShort),
          }),
          supplementary_data: fc.record({
            related_ids: fc.record({ order_id: sometimes(fc.stringMatching(/^[0-9A-Z]{17}$/), hostileShort) }),
          }),
          extra: sometimes(fc.jsonValue({ maxDepth: 3 }), deepObject),
        },
        { requiredKeys: [] },
      ),
    },
    { requiredKeys: ['id', 'event_type'] },
  )
  .filter((event) => Buffer.byteLength(JSON.stringify(event)) < SIGNABLE_BYTES);

/**
 * Garage-link tokens: the real link, the real link one character off, guessed ones of the right
 * shape, over-long and malformed ones, and hostile text. `real` is read when a case is made.
 */
export const garageTokens = (real: () => string): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: fc.constant(null).map(() => real()), weight: 8 },
    fc.nat().map((n) => {
      const token = real();
      const i = n % token.length;
      return `${token.slice(0, i)}${token[i] === 'A' ? 'B' : 'A'}${token.slice(i + 1)}`;
    }),
    fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => Buffer.from(bytes).toString('base64url')),
    fc.constantFrom(19, 20, 100, 101, 1_000, 10_000).map((length) => 'A'.repeat(length)),
    fc.constant(null).map(() => `${real()}${'A'.repeat(1_000)}`),
    fc.constant(null).map(() => real().toUpperCase()),
    fc.constant(null).map(() => `${real()}\u0000`),
    fc.constant(null).map(() => `../${real()}`),
    taintedString,
    nasty.map(String),
  );

type Estimate = { diagnosis: string; vatNumber: string; lines: Record<string, unknown>[] };

/** A real estimate with one field made hostile: text, an edge number, a wrong type, or 60 lines. */
export const hostileEstimate = (base: Estimate) =>
  fc
    .record({
      where: fc.constantFrom(
        'diagnosis',
        'vatNumber',
        'description',
        'part',
        'cause',
        'quantity',
        'unitPrice',
        'lines',
      ),
      value: fc.oneof(hostileText, edgeNumber, fc.jsonValue({ maxDepth: 2 })),
    })
    .map(({ where, value }) => {
      const copy: Record<string, unknown> = structuredClone(base);
      if (where === 'lines') copy.lines = typeof value === 'string' ? Array(60).fill(base.lines[0]) : value;
      else if (where === 'diagnosis' || where === 'vatNumber') copy[where] = value;
      else copy.lines = [{ ...base.lines[0], [where]: value }, ...base.lines.slice(1)];
      return copy;
    });

const uploadContents = [
  Buffer.alloc(0),
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF'),
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]),
  Buffer.from('<script>alert(1)</script>'),
];

/** A multipart upload with a hostile file name, kind, content type or content; `photo` is a good JPEG, read when a case is made. */
export const hostileUpload = (photo: () => Buffer) =>
  fc
    .record({
      filename: sometimes(fc.constant('damage.jpg'), fc.oneof(hostileText, fc.constant('a"b\r\nX-Evil: 1.pdf'))),
      kind: sometimes(fc.constantFrom('photo', 'estimate', 'invoice', 'other'), hostileText),
      type: sometimes(
        fc.constant('image/jpeg'),
        fc.constantFrom('application/pdf', 'text/html', '', 'application/x-msdownload'),
      ),
      content: sometimes(fc.constant(null).map(photo), fc.constantFrom(...uploadContents)),
    })
    .map(({ filename, kind, type, content }) => claimUpload(content, filename, type, kind));
