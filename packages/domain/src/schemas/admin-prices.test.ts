import { describe, expect, it } from 'vitest';
import { defaultRates, tablesOf, type RateTablesInput } from '../pricing/rates';
import { pricePreviewRequestSchema, publishPricesRequestSchema, rateTablesInputSchema } from './admin-prices';

/** The default tables with the value at a dotted path replaced (undefined: removed). */
function edited(path: string, value: unknown): unknown {
  const tables: unknown = structuredClone(tablesOf(defaultRates));
  const keys = path.split('.');
  const last = keys.pop() ?? '';
  let parent = tables as Record<string, unknown>;
  for (const key of keys) parent = parent[key] as Record<string, unknown>;
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return tables;
}

/** The dotted path of each issue, as the API's `fields` names them. */
function problems(input: unknown): Record<string, string> {
  const result = rateTablesInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('rateTablesInputSchema', () => {
  it('accepts the default tables without their version, and a withdrawn plan', () => {
    expect(rateTablesInputSchema.parse(tablesOf(defaultRates))).toEqual(tablesOf(defaultRates));
    expect(problems(edited('basePrices.secure.200000.12', null))).toEqual({});
  });

  // [what, the path changed, its new value (undefined: removed), the path of the issue when not the same, message]
  it.each([
    ['a price in pence that is not whole pounds', 'basePrices.safe.50000.12', 19_950, null, /whole pounds/],
    ['a price under £1', 'basePrices.safe.50000.3', 0, null, /between £1 and £10,000/],
    ['a price over £10,000', 'basePrices.supreme.500000.36', 1_000_100, null, /£10,000/],
    ['a price as text', 'basePrices.secure.100000.6', '199', null, /whole pounds/],
    ['a missing duration', 'basePrices.safe.100000.24', undefined, null, /whole pounds/],
    [
      'a duration the catalogue lacks',
      'basePrices.safe.100000.18',
      30_000,
      'basePrices.safe.100000',
      /Not a duration of the catalogue: 18/,
    ],
    [
      'a claim limit the level lacks',
      'basePrices.safe.500000',
      tablesOf(defaultRates).basePrices.safe[50_000],
      'basePrices.safe',
      /Not a claim limit of this level: 500000/,
    ],
    ['a missing claim limit', 'basePrices.supreme.300000', undefined, null, /Give a price, or null, for each duration/],
    [
      'a missing level',
      'basePrices.secure',
      undefined,
      null,
      /Give the prices of each claim limit: 100000, 200000, 300000 pence/,
    ],
    ['an unknown level', 'basePrices.platinum', {}, 'basePrices', /Not a cover level of the catalogue: platinum/],
    ['bands going down', 'mileage.2.upTo', 50_000, null, /Bands must go up in order/],
    ['two equal bands', 'bhp.1.upTo', 99, null, /Bands must go up in order/],
    ['a last band with a limit', 'ageYears.4.upTo', 20, null, /last band has no upper limit/],
    ['an open band before the last', 'engineSizeCc.1.upTo', null, null, /Only the last band/],
    ['a band limit with decimals', 'mileage.0.upTo', 30_000.5, null, /whole number/],
    ['a negative band limit', 'engineSizeCc.0.upTo', -1, null, /0 or more/],
    ['no bands at all', 'bhp', [], null, /at least one band/],
    [
      'eleven bands',
      'bhp',
      Array.from({ length: 11 }, (_, i) => ({ upTo: i === 10 ? null : i * 50, factor: 1 })),
      null,
      /at most 10/,
    ],
    ['a factor of 0', 'drive.4x4', 0, null, /between 0.1 and 5/],
    ['a factor over 5', 'ageYears.0.factor', 5.5, null, /between 0.1 and 5/],
    ['an unknown fuel', 'fuel.lpg', 1.1, 'fuel', /Not a fuel type: lpg/],
    ['a missing vehicle type', 'vehicleType.van', undefined, null, /between 0.1 and 5/],
    ['a version', 'version', 3, '', /Not part of the rate tables: version/],
  ])('refuses %s, naming the field', (_label, path, value, issuePath, message) => {
    const found = problems(edited(path, value));
    expect(Object.keys(found)).toContain(issuePath ?? path);
    expect(found[issuePath ?? path]).toMatch(message);
  });

  it('refuses something that is not tables at all', () => {
    expect(problems(undefined)).toEqual({ '': 'Send the rate tables' });
  });
});

describe('the preview and publish requests', () => {
  const tables: RateTablesInput = tablesOf(defaultRates);

  it('asks for the tables', () => {
    expect(pricePreviewRequestSchema.safeParse({ tables }).success).toBe(true);
    expect(pricePreviewRequestSchema.safeParse({}).error?.issues[0]?.path).toEqual(['tables']);
  });

  it.each([
    ['no note', { tables, basedOn: 1 }, 'note', 'Say what changed and why'],
    ['a note of blanks', { tables, basedOn: 1, note: '    ok   ' }, 'note', 'Say what changed and why'],
    ['a note too long', { tables, basedOn: 1, note: 'x'.repeat(501) }, 'note', 'Keep the note under 500 characters'],
    ['no version', { tables, note: 'Raised Secure' }, 'basedOn', 'Say which version you edited'],
    ['version 0', { tables, note: 'Raised Secure', basedOn: 0 }, 'basedOn', 'Say which version you edited'],
  ])('refuses a publish with %s', (_label, body, path, message) => {
    const issues = publishPricesRequestSchema.safeParse(body).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([path, message]);
  });

  it('trims the note', () => {
    expect(publishPricesRequestSchema.parse({ tables, note: '  Raised Secure  ', basedOn: 1 }).note).toBe(
      'Raised Secure',
    );
  });
});
