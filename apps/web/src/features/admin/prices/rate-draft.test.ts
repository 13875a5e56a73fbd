import { describe, expect, it } from 'vitest';
import { defaultRates } from '@kestrel/domain/pricing/rates';
import { fieldInWords, fromDraft, toDraft } from './rate-draft';

const { version: _version, ...tables } = defaultRates;

describe('the prices draft', () => {
  it('reads back the tables it was made from', () => {
    expect(fromDraft(toDraft(tables))).toEqual({ tables });
  });

  it('withdraws a plan taken off sale, and reprices one edited in pounds', () => {
    const draft = toDraft(tables);
    draft.plans['safe-500-3'] = { pounds: '70', onSale: false };
    draft.plans['secure-2000-12'] = { pounds: '349.5', onSale: true };
    const read = fromDraft(draft);
    if (!('tables' in read)) throw new Error('expected tables');
    expect(read.tables.basePrices.safe[50_000]?.[3]).toBeNull();
    expect(read.tables.basePrices.secure[200_000]?.[12]).toBe(34_950);
  });

  it('names each field that is not a number', () => {
    const draft = toDraft(tables);
    draft.plans['supreme-5000-36'] = { pounds: '', onSale: true };
    draft.bands.bhp[0] = { upTo: 'ninety', factor: '0.95' };
    draft.factors.fuel.diesel = '';
    expect(fromDraft(draft)).toEqual({
      problems: [
        'Supreme, £5,000 per claim, 36 months: enter a price in pounds',
        'Power (bhp), band 1: enter numbers',
        'Fuel, diesel: enter a number',
      ],
    });
  });

  it.each([
    ['tables.basePrices.secure.200000.12', 'Secure, £2,000 per claim, 12 months'],
    ['tables.mileage.2.upTo', 'Mileage, band 3'],
    ['tables.fuel.diesel', 'Fuel, diesel'],
    ['note', 'note'],
  ])('puts %s in words', (path, words) => {
    expect(fieldInWords(path)).toBe(words);
  });
});
