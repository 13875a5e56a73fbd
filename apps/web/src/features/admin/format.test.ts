import { describe, expect, it } from 'vitest';
import { poundsToPence, ukDateTime } from './format';

describe('poundsToPence', () => {
  it.each([
    ['48', 4800],
    ['£48.5', 4850],
    ['£1,250.05', 125005],
    [' 0.99 ', 99],
    ['', null],
    ['12.345', null],
    ['-4', null],
    ['ten', null],
  ])('%j → %j', (text, pence) => {
    expect(poundsToPence(text)).toBe(pence);
  });
});

describe('ukDateTime', () => {
  it('shows London time, in summer and in winter', () => {
    expect(ukDateTime('2026-07-01T12:30:00Z')).toBe('1 Jul 2026, 13:30');
    expect(ukDateTime('2026-11-23T09:05:00Z')).toBe('23 Nov 2026, 09:05');
  });
});
