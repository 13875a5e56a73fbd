import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { motFlags } from '../vehicle-history/mot-messages';
import { invoiceRefusal } from './invoice-check';
import { riskSignals, type ClaimRiskFacts, type ContactMatch, type RiskSignalId } from './risk-signals';
import type { EstimateLine } from './estimate';

/** A claim that calls for no look: a known garage, well into cover, nothing matching. */
const quiet: ClaimRiskFacts = {
  garageMatchesCustomer: [],
  garageMatchesOtherCustomer: [],
  vatNumbers: ['GB980780684', null],
  coverStart: '2026-01-01',
  faultDate: '2026-03-01',
  reportedOn: '2026-03-02',
  motFlags: [],
  declinedClaims: [],
  garageSeenBefore: true,
  claimLimit: 200_000,
  estimate: { lines: [], askedTotal: 96_000 },
  authorisedAmount: null,
  invoiceAmount: null,
};

const notListed = (unitPrice: number): EstimateLine => ({
  kind: 'part',
  description: 'Gearbox actuator',
  part: 'not-listed',
  cause: 'sudden-failure',
  quantity: 1,
  unitPrice,
});

const ids = (facts: Partial<ClaimRiskFacts>): RiskSignalId[] => riskSignals({ ...quiet, ...facts }).map((s) => s.id);

describe('riskSignals', () => {
  it.each<[string, Partial<ClaimRiskFacts>, RiskSignalId[]]>([
    ['nothing matching', {}, []],
    ["garage e-mail is the customer's", { garageMatchesCustomer: ['email'] }, ['garage-is-customer']],
    ["garage phone is another customer's", { garageMatchesOtherCustomer: ['phone'] }, ['garage-is-other-customer']],
    ['VAT number failing its check', { vatNumbers: ['GB123456789'] }, ['garage-vat-fails-check']],
    ['fault on day 0 of cover', { faultDate: '2026-01-01' }, ['early-in-cover']],
    ['fault on day 29 of cover', { faultDate: '2026-01-30' }, ['early-in-cover']],
    ['fault on day 30 of cover', { faultDate: '2026-01-31' }, []],
    ['MOT flag on the sale', { motFlags: ['readings-go-down'] }, ['mot-flagged-sale']],
    [
      'declined 90 days before',
      { declinedClaims: [{ reference: 'KC-26-0000001', declinedOn: '2025-12-02' }] },
      ['recent-decline'],
    ],
    ['declined 91 days before', { declinedClaims: [{ reference: 'KC-26-0000001', declinedOn: '2025-12-01' }] }, []],
    ['garage never seen', { garageSeenBefore: false }, ['new-garage']],
    [
      '£10,000 not-listed part',
      { estimate: { lines: [notListed(1_000_000)], askedTotal: 1_200_000 } },
      ['not-listed-parts-high', 'estimate-over-limit'],
    ],
    ['not-listed parts at exactly £1,000', { estimate: { lines: [notListed(100_000)], askedTotal: 120_000 } }, []],
    [
      'not-listed parts split into small lines',
      { estimate: { lines: Array.from({ length: 11 }, () => notListed(10_000)), askedTotal: 132_000 } },
      ['not-listed-parts-high'],
    ],
    ['estimate above the limit', { estimate: { lines: [], askedTotal: 200_001 } }, ['estimate-over-limit']],
    ['invoice equal to the authorisation', { authorisedAmount: 87_600, invoiceAmount: 87_600 }, []],
    [
      'invoice above the authorisation',
      { authorisedAmount: 87_600, invoiceAmount: 10_000_000 },
      ['invoice-above-authorised'],
    ],
  ])('%s', (_name, facts, expected) => {
    expect(ids(facts)).toEqual(expected);
  });

  it('says in plain words what matched and by how much', () => {
    const [own] = riskSignals({ ...quiet, garageMatchesCustomer: ['email', 'phone'] });
    expect(own).toEqual({
      id: 'garage-is-customer',
      label: "Garage's details are the customer's own",
      detail: 'Same e-mail address, phone number.',
    });
    const [invoice] = riskSignals({ ...quiet, authorisedAmount: 76_800, invoiceAmount: 96_000 });
    expect(invoice?.detail).toBe(
      "£960.00 invoiced, £768.00 authorised: £192.00 more; the customer's share is £192.00.",
    );
  });

  it('gives no signal for any facts in which nothing matches (property)', () => {
    const day = fc
      .integer({ min: 30, max: 3_000 })
      .map((n) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 200_000 }), (faultDate, asked) => {
        const facts = { ...quiet, faultDate, reportedOn: faultDate, estimate: { lines: [], askedTotal: asked } };
        expect(riskSignals(facts)).toEqual([]);
      }),
    );
  });

  it('gives each signal at most once, every one with a label (property)', () => {
    const matches = fc.subarray<ContactMatch>(['email', 'phone', 'address']);
    fc.assert(
      fc.property(
        matches,
        matches,
        fc.subarray([...motFlags]),
        fc.boolean(),
        fc.integer({ min: 0, max: 400 }),
        (own, other, flags, seen, faultDay) => {
          const signals = riskSignals({
            ...quiet,
            garageMatchesCustomer: own,
            garageMatchesOtherCustomer: other,
            motFlags: flags,
            garageSeenBefore: seen,
            faultDate: new Date(Date.UTC(2026, 0, 1 + faultDay)).toISOString().slice(0, 10),
          });
          expect(new Set(signals.map((s) => s.id)).size).toBe(signals.length);
          expect(signals.every((s) => s.label.length > 0)).toBe(true);
          expect(signals.some((s) => s.id === 'garage-is-customer')).toBe(own.length > 0);
          expect(signals.some((s) => s.id === 'new-garage')).toBe(!seen);
          expect(signals.some((s) => s.id === 'early-in-cover')).toBe(faultDay < 30);
        },
      ),
    );
  });
});

describe('invoiceRefusal', () => {
  it.each<[string, number, number, number, string | null]>([
    ['equal to the authorisation', 87_600, 87_600, 87_600, null],
    ['the customer pays a share: whole bill', 96_000, 76_800, 96_000, null],
    ['one penny over', 87_601, 87_600, 87_600, 'Your invoice is above the £876.00 we authorised. '],
    ['far over', 10_000_000, 87_600, 87_600, 'Your invoice is above the £876.00 we authorised. '],
    [
      'above the bill with a customer share',
      96_001,
      76_800,
      96_000,
      'Your invoice is above the £960.00 we authorised (£768.00 from us and £192.00 from the customer). ',
    ],
  ])('%s', (_name, amount, authorisedAmount, estimateTotal, start) => {
    const refusal = invoiceRefusal(amount, { authorisedAmount, estimateTotal });
    if (start === null) expect(refusal).toBeNull();
    else expect(refusal?.startsWith(start)).toBe(true);
  });

  it('never refuses an invoice at or below the authorised amount (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (a, b) => {
        const authorisedAmount = Math.max(a, b);
        expect(invoiceRefusal(Math.min(a, b), { authorisedAmount, estimateTotal: b })).toBeNull();
      }),
    );
  });
});
