import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './app-error';

describe('isChunkLoadError', () => {
  it.each([
    ['Failed to fetch dynamically imported module: /assets/faq-1a2b.js', true],
    ['Importing a module script failed.', true],
    ['error loading dynamically imported module', true],
    ['Loading chunk 42 failed.', true],
    ['Cannot read properties of undefined', false],
  ])('%s → %s', (message, expected) => {
    expect(isChunkLoadError(new Error(message))).toBe(expected);
  });

  it('is false for anything that is not an Error', () => {
    expect(isChunkLoadError('Loading chunk failed')).toBe(false);
  });
});
