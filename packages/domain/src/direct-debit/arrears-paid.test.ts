import { describe, expect, it } from 'vitest';
import { warrantyStatuses, type WarrantyStatus } from '../schemas/purchase';
import { arrearsPaidWords } from './arrears-paid';

describe('what paying missed monthly payments by card did, in words', () => {
  it.each<[WarrantyStatus, RegExp]>([
    ['inspection-passed', /in force again from today/],
    ['under-review', /starts once the inspection has passed/],
    ['inspection-scheduled', /starts once the inspection has passed/],
    ['suspended', /stays suspended/],
  ])('%s: %s', (status, words) => {
    expect(arrearsPaidWords(status)).toMatch(words);
  });

  it('never says the cover is active unless the inspection has passed', () => {
    for (const status of warrantyStatuses.filter((s) => s !== 'inspection-passed')) {
      expect(arrearsPaidWords(status)).not.toMatch(/in force|active/);
    }
  });
});
