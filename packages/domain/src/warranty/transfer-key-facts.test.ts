import { describe, expect, it } from 'vitest';
import { transferKeyFacts } from './transfer-key-facts';

describe('transferKeyFacts', () => {
  const facts = transferKeyFacts({
    level: 'secure',
    claimLimit: 200_000,
    months: 12,
    claimRulesVersion: 1,
    startDate: '2027-01-05',
    expiryDate: '2028-01-04',
  });

  it('is the cover of the purchase key facts, then the dates, with nothing about paying or cooling off', () => {
    expect(facts.map((s) => s.heading)).toEqual([
      'Your cover',
      'What is covered',
      'What is not covered',
      'How a claim is paid',
      'Included with every plan',
      'Dates',
    ]);
    expect(JSON.stringify(facts)).not.toMatch(/cancel|paid today|Direct Debit/i);
  });

  it('states the limit and writes the dates out', () => {
    expect(facts[0]!.lines.join(' ')).toContain('£2,000');
    expect(facts.at(-1)!.lines[0]).toContain('from 5 January 2027 to 4 January 2028');
  });
});
