import { TERMS_VERSION } from '@kestrel/domain/purchase/key-facts';
import { expect, it } from 'vitest';
import { readPage } from './content.server';

it("records the terms' version a buyer agrees to as the terms page's own date", () => {
  expect(readPage('terms-of-service').updated).toBe(TERMS_VERSION);
});
