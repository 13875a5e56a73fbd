import { describe, expect, it } from 'vitest';
import { certificateUnavailableReason, customerName, makeAndModel, payBalanceLabel } from './warranty-text';
import { aWarranty } from './warranty.fixture';

describe('warranty wording', () => {
  it('names the customer, the vehicle and the balance', () => {
    const w = aWarranty({ balance_due: 4_800 });
    expect(customerName(w)).toBe('Sam Guest');
    expect(makeAndModel(w)).toBe('VAUXHALL ASTRA');
    expect(payBalanceLabel(w)).toBe('Pay £48.00 balance');
  });

  it('names the missed monthly payments too when the payment takes them with the balance', () => {
    const w = aWarranty({ balance_due: 4_800 });
    expect(payBalanceLabel(w, 0)).toBe('Pay £48.00 balance');
    expect(payBalanceLabel(w, 2_999)).toBe('Pay balance and missed payments');
  });

  it('offers the certificate once there is a document, and says why not otherwise', () => {
    expect(certificateUnavailableReason(aWarranty({ document: { url: '/api/download-pdf/certificate/x' } }))).toBe(
      null,
    );
    expect(certificateUnavailableReason(aWarranty())).toBe('Available once your inspection has passed.');
    expect(
      certificateUnavailableReason(
        aWarranty({ status: { value: 'inspection-passed', label: 'Inspection passed' }, balance_due: 4_800 }),
      ),
    ).toBe('Available once the balance due has been paid.');
    expect(certificateUnavailableReason(aWarranty({ status: { value: 'cancelled', label: 'Cancelled' } }))).toMatch(
      /ended early/,
    );
  });
});
