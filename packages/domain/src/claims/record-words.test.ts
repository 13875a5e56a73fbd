import { describe, expect, it } from 'vitest';
import { durationWords } from './record-words';

describe('the claims record in words', () => {
  it.each([
    [null, 'None yet'],
    [0, 'under a minute'],
    [1, '1 minute'],
    [59, '59 minutes'],
    [60, '1 hour'],
    [125, '2 hours 5 minutes'],
    [1440, '1 day'],
    [1500, '1 day 1 hour'],
    [4380, '3 days 1 hour'],
  ])('%s minutes is "%s"', (minutes, words) => {
    expect(durationWords(minutes)).toBe(words);
  });
});
