import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { retentionSchedule } from '@kestrel/domain/privacy/retention';

const docs = readFileSync(new URL('../../../docs/privacy.md', import.meta.url), 'utf8');

describe('docs/privacy.md', () => {
  it('is the table docs/privacy.md prints: every rule, its period and where it lives', () => {
    for (const rule of retentionSchedule) {
      const row = docs.split('\n').find((line) => line.startsWith(`| \`${rule.id}\``));
      expect(row, rule.id).toBeDefined();
      expect(row).toContain(rule.period);
      expect(row).toContain(rule.where);
      expect(row).toContain(rule.basis);
    }
  });
});
