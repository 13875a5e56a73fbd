import { describe, expect, it } from 'vitest';
import { levelIds } from '../catalogue/levels';
import { keyFacts } from '../purchase/key-facts';
import { claimRulesV1, type ClaimRules } from './claim-rules';
import { labourCapWords, limitFigures, limitsTold } from './limits-told';

const allText = (level: (typeof levelIds)[number], rules?: ClaimRules) =>
  keyFacts({ level, claimLimit: 200_000, months: 12, ...(rules ? { rules } : {}) })
    .map((s) => [s.heading, ...s.lines].join('\n'))
    .join('\n');

describe('limitsTold', () => {
  it.each([
    ['safe', '£50 an hour', 'is not paid at this level', 'No item has a limit'],
    ['secure', '£70 an hour', 'up to 1 hour', 'flywheel up to £500'],
    ['supreme', '£90 an hour', 'up to 2 hours', 'remote key fobs and key cards up to £500 for at most 2'],
  ] as const)('%s: labour %s, diagnosis "%s", items "%s"', (level, cap, diagnosis, items) => {
    const text = limitsTold(level)
      .map((l) => l.text)
      .join('\n');
    expect(labourCapWords(level)).toBe(cap);
    expect(text).toContain(`up to ${cap}, excluding VAT`);
    expect(text).toContain(diagnosis);
    expect(text).toContain(items);
    expect(text).toContain('VAT at 20% is added');
    expect(text).toContain('There is no excess');
    expect(text).toContain('before any repair work starts');
  });

  it.each(levelIds)('%s: the key facts hold every figure of every limit', (level) => {
    const text = allText(level);
    for (const [id, figures] of Object.entries(limitFigures(level))) {
      for (const figure of figures) expect(text, `${id}: ${figure}`).toContain(figure);
    }
  });

  it('a sold warranty keeps the rules it was sold with: another version, other words', () => {
    const later: ClaimRules = {
      ...claimRulesV1,
      version: 99,
      labourCapPerHour: { safe: 5_500, secure: 7_500, supreme: 9_950 },
      excess: { safe: 5_000, secure: 0, supreme: 0 },
    };
    expect(allText('safe', later)).toContain('up to £55 an hour');
    expect(allText('safe', later)).toContain('You pay the first £50 of each claim');
    expect(allText('safe', later)).toContain('after an excess of £50');
    expect(allText('supreme', later)).toContain('£99.50 an hour');
    expect(allText('safe')).toContain('up to £50 an hour');
  });

  it('gives each limit once, with a name, a short form and a sentence', () => {
    for (const level of levelIds) {
      const limits = limitsTold(level);
      expect(new Set(limits.map((l) => l.id)).size).toBe(limits.length);
      for (const limit of limits) {
        expect(limit.name).not.toBe('');
        expect(limit.short).not.toBe('');
        expect(limit.text).toMatch(/\.$/);
      }
    }
  });
});
