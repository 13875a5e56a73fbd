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
      'How a claim is paid',
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

  it('says the cover begins at the inspection and that days waiting for it count (issue #38 item 5)', () => {
    const dates = facts.find((s) => s.heading === 'Dates and price')?.lines[0];
    expect(dates).toContain('Cover runs from 1 December 2026 to 30 November 2027');
    expect(dates).toContain('begins only once the inspection has passed');
    expect(dates).toContain('days waiting for the inspection count towards your cover');
  });

  it("names the terms on the site it is read on: the server's address in an e-mail", () => {
    const terms = (origin?: string) =>
      keyFacts({ level: 'safe', claimLimit: 100_000, months: 12, ...(origin ? { siteOrigin: origin } : {}) })
        .at(-1)
        ?.lines.at(-1);
    expect(terms()).toContain(`${siteConfig.canonicalOrigin}/terms-of-service`);
    expect(terms('http://localhost:3000')).toContain('http://localhost:3000/terms-of-service');
  });

  it('says the price is paid today in full, or how it is paid by Direct Debit', () => {
    const priced = (price: number, months: number, paidMonthly?: boolean) =>
      keyFacts({ level: 'secure', claimLimit: 200_000, months, price, paidMonthly }).find(
        (s) => s.heading === 'Dates and price',
      )?.lines;
    expect(priced(34_900, 12)).toEqual(['The total price is £349.00, paid today.']);
    expect(priced(71_995, 12, true)).toEqual([
      'The total price is £719.95, paid by Direct Debit in 12 monthly payments, the first of £60.06, then 11 of £59.99, interest-free. Nothing is taken today.',
    ]);
    expect(priced(72_000, 24, true)).toEqual([
      'The total price is £720.00, paid by Direct Debit in 24 monthly payments of £30.00, interest-free. Nothing is taken today.',
    ]);
    // A 6-month plan is paid in full, whatever is asked.
    expect(priced(20_000, 6, true)).toEqual(['The total price is £200.00, paid today.']);
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
