import { describe, expect, it } from 'vitest';
import { certificateUnavailableReason, customerName, makeAndModel, motDueText, payBalanceLabel } from './warranty-text';
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

  it('says when the MOT is due, from the DVSA record the server read, in the dashboard’s dates', () => {
    expect(motDueText(aWarranty({ mot_due: '2027-03-14' }), '2027-02-12')).toBe('MOT due on 14/03/27');
    expect(motDueText(aWarranty({ mot_due: '2027-03-14' }), '2027-03-14')).toBe('MOT due on 14/03/27');
    expect(motDueText(aWarranty({ mot_due: '2027-03-14' }), '2027-03-15')).toBe(
      'MOT due since 14/03/27: no newer pass on the DVSA record we hold',
    );
    expect(motDueText(aWarranty({ mot_due: null }), '2027-02-12')).toBeNull();
  });
});
