import { describe, expect, it } from 'vitest';
import { isIdempotencyKey, keepsAnswer, SAFE_RETRIES } from './safe-retries';

describe('isIdempotencyKey', () => {
  it.each([
    ['0f8fa2d4-3c1e-4b7a-9d2b-6a1e5c9b7f10', true],
    ['a', true],
    ['x'.repeat(255), true],
    ['order 42/retry:1', true],
    ['~!@#$%^&*()_+', true],
    ['', false],
    ['x'.repeat(256), false],
    ['café', false],
    ['tab\there', false],
    ['line\nbreak', false],
    ['\u0000', false],
  ])('%j → %s', (value, ok) => {
    expect(isIdempotencyKey(value)).toBe(ok);
  });

  it('refuses anything that is not one string (a repeated header arrives as a list)', () => {
    expect(isIdempotencyKey(undefined)).toBe(false);
    expect(isIdempotencyKey(['a', 'b'])).toBe(false);
  });
});

describe('keepsAnswer', () => {
  it.each([
    [200, true],
    [201, true],
    [204, true],
    [400, true],
    [404, true],
    [409, true],
    [422, true],
    [499, true],
    // A redirect's answer is its Location, which is not kept: the request runs again.
    [303, false],
    // A failure on our side changed nothing that counts: a retry must do the work.
    [500, false],
    [502, false],
    [503, false],
    [101, false],
  ])('%i → %s', (status, kept) => {
    expect(keepsAnswer(status)).toBe(kept);
  });
});

describe('SAFE_RETRIES', () => {
  it('keeps an answer for a day, and takes over a first request left running for minutes, not seconds', () => {
    expect(SAFE_RETRIES.keptForSeconds).toBe(24 * 60 * 60);
    expect(SAFE_RETRIES.abandonedAfterSeconds).toBeGreaterThanOrEqual(120);
    expect(SAFE_RETRIES.abandonedAfterSeconds).toBeLessThanOrEqual(600);
  });
});
