import type { MonthlyPlanView } from '@kestrel/domain/schemas/direct-debit';
import { describe, expect, it } from 'vitest';
import { describeAction, refundActions } from './monthly-plan-action-text';

const plan: MonthlyPlanView = {
  reference: 'KD-26-0000015',
  status: 'active',
  warranty_id: '5a1d7c0e-8f4b-4e1e-b3a4-6f7e8d9c0b1a',
  warranty_reference: 'KW-26-0000015',
  amount: 42400,
  mandate_reference: 'KESTREL-7Q8R2',
  instalments: [
    { number: 1, charge_date: '2026-11-04', amount: 3537, status: 'collected', paid_by: 'paypal' },
    { number: 2, charge_date: '2026-12-04', amount: 3533, status: 'collected', paid_by: 'gocardless' },
    { number: 3, charge_date: '2027-01-05', amount: 3533, status: 'scheduled', paid_by: null },
  ],
  next_collection: { charge_date: '2027-01-05', amount: 3533 },
  arrears: 0,
  arrears_payable_by_card: 0,
  arrears_dates: null,
  cancellation: null,
  cancel_preview: null,
  changing_bank_details: false,
};

describe("the staff panel's refund of an instalment", () => {
  it('offers each collected instalment the way it was paid', () => {
    expect(refundActions(plan).map((a) => [a.button, a.paidBy])).toEqual([
      ['Refund instalment 1 (paid by card)', 'paypal'],
      ['Refund instalment 2', 'gocardless'],
    ]);
  });

  it('confirms a card-paid instalment is refunded through PayPal, never GoCardless', () => {
    const [card, debit] = refundActions(plan);
    const cardWords = describeAction(card!, plan);
    expect(cardWords).toBe(
      "Instalment 1 (£35.37) was paid by card after its Direct Debit collection failed. It will be refunded in full to the customer's card or PayPal account through PayPal, from that card payment.",
    );
    expect(cardWords).not.toContain('GoCardless');
    expect(describeAction(debit!, plan)).toBe(
      "Instalment 2 (£35.33) will be refunded in full to the customer's bank account through GoCardless.",
    );
  });

  it('takes an instalment from an older server, with no paid_by, as collected by Direct Debit', () => {
    const older = { ...plan, instalments: [{ ...plan.instalments[1]!, paid_by: undefined }] };
    expect(refundActions(older)[0]).toMatchObject({ paidBy: 'gocardless', button: 'Refund instalment 2' });
  });
});
