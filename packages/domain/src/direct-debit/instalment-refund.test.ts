import { describe, expect, it } from 'vitest';
import { instalmentRefundText } from './instalment-refund';

describe('instalmentRefundText', () => {
  it('names GoCardless for a collection taken by Direct Debit', () => {
    const text = instalmentRefundText(1, 3537, 'gocardless');
    expect(text.button).toBe('Refund instalment 1');
    expect(text.confirm).toBe(
      "Instalment 1 (£35.37) will be refunded in full to the customer's bank account through GoCardless.",
    );
    expect(text.done).toBe('Instalment 1 (£35.37) has been refunded through GoCardless.');
  });

  it('names PayPal, and never GoCardless, for an instalment paid by card', () => {
    const text = instalmentRefundText(2, 3537, 'paypal');
    expect(text.button).toBe('Refund instalment 2 (paid by card)');
    expect(text.confirm).toContain('through PayPal');
    expect(`${text.confirm} ${text.done}`).not.toMatch(/GoCardless|Direct Debit collection will/);
    expect(text.done).toBe('Instalment 2 (£35.37) has been refunded through PayPal.');
  });
});
