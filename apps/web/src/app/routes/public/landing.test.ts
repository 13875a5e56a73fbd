import { describe, expect, it } from 'vitest';
import { landingHeadline } from './landing';

describe('landingHeadline (spec §2)', () => {
  it.each([
    ['/car-warranty', 'Find The Perfect Warranty For Your Car.'],
    ['/van-warranty', 'Find The Perfect Warranty For Your Van.'],
    ['/vehicle-warranty', 'Discover The Ideal Warranty For Your Vehicle.'],
  ])('%s → %s', (path, headline) => {
    expect(landingHeadline(path)).toBe(headline);
  });
});
