import { describe, expect, it } from 'vitest';
import { siteConfig } from '../site/site-config';
import { coveredItems, keyFacts } from './key-facts';

const text = (sections: ReturnType<typeof keyFacts>) =>
  sections.map((s) => [s.heading, ...s.lines].join('\n')).join('\n');

describe('keyFacts', () => {
  const facts = keyFacts({
    level: 'secure',
    claimLimit: 200_000,
    months: 12,
    price: 34_900,
    startDate: '2026-12-01',
    expiryDate: '2027-11-30',
    handTyped: true,
  });

  it('gives every fact Schedule 2 asks for, in the order a buyer reads them', () => {
    expect(facts.map((s) => s.heading)).toEqual([
      'Your cover',
      'What is covered',
      'What is not covered',
      'Included with every plan',
      'Before your cover begins',
      'Dates and price',
      'Your right to cancel',
    ]);
  });

  it.each([
    'Secure warranty for 12 months',
    'up to £2,000, VAT included',
    'Cover begins only when the inspection passes',
    'within 14 business days',
    'You typed the vehicle details in yourself',
    'from 1 December 2026 to 30 November 2027',
    'The total price is £349.00',
    'within 14 days of buying',
    '24/7 breakdown cover',
    siteConfig.breakdownPhone,
    'Car hire',
    'independent final arbiter',
    'Flywheel (up to £500)',
  ])('states "%s"', (fact) => {
    expect(text(facts)).toContain(fact);
  });

  it('leaves out the dates, price and hand-typed note when they are not known', () => {
    const generic = text(keyFacts({ level: 'safe', claimLimit: 50_000, months: 3 }));
    expect(generic).not.toContain('Dates and price');
    expect(generic).not.toContain('typed the vehicle details');
  });

  it('lists only the extras a level includes', () => {
    expect(coveredItems('safe')).toHaveLength(1);
    expect(coveredItems('supreme').join()).toContain('Wear and tear (up to 85,000 miles)');
    expect(coveredItems('secure').join()).not.toContain('Wear and tear');
  });
});
