import { describe, expect, it } from 'vitest';
import { purchaseMessages } from '@kestrel/domain/schemas/purchase';
import { tidyMileage } from './typed-input';
import { stepOneLink } from './instant-price-logic';
import { LOOKUP_FAILED } from './vehicle-text';

describe('vehicle text', () => {
  it('shows the domain message when a lookup fails (spec §8)', () => {
    expect(LOOKUP_FAILED).toBe(purchaseMessages.lookupFailed);
  });

  it.each([
    ['45000', '45000'],
    ['45,000', '45000'],
    [' 45 000 miles', '45000'],
    ['12 mile', '12'],
    ['abc', 'abc'],
  ])('reads the mileage %j as %j', (typed, tidy) => {
    expect(tidyMileage(typed)).toBe(tidy);
  });

  it('links to step 1 with the registration as the DVLA writes it', () => {
    expect(stepOneLink('ab12 cde', 45000)).toBe('/purchase/vehicle-details?reg=AB12CDE&mileage=45000');
  });
});
