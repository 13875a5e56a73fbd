import type { Transaction, Warranty } from '@kestrel/domain/schemas/dashboard';

/** A warranty as the dashboard calls answer it, for unit tests. */
export function aWarranty(overrides: Partial<Warranty> = {}): Warranty {
  return {
    _id: '7b0c5d1e-3f3a-4c9e-9a0b-2d4c6e8f0a1b',
    reference: 'KW-26-0042137',
    order_reference: 'KO-26-0042133',
    plan: {
      _id: 'secure-2000-12',
      name: 'Secure, £2,000 per claim, 12 months',
      level: { _id: 'secure', level: 'Secure' },
      claimLimit: 200_000,
      month: 12,
    },
    vehicleDetails: {
      reg_num: 'AB12 CDE',
      make: 'VAUXHALL',
      model: 'ASTRA',
      fuelType: 'petrol',
      engineSize: 1398,
      bhp: 148,
      driveType: '2WD',
      milage: 42_000,
      registeredDate: '2018-03-01',
      verified: true,
    },
    user: { firstname: 'Sam', lastname: 'Guest', email: 'sam@example.com', mobile_no: '07700 900123' },
    status: { value: 'under-review', label: 'Under review' },
    amount: 34_900,
    balance_due: 0,
    createdAt: '2026-07-14T22:30:00.000Z',
    purchase_date: '2026-07-14',
    start_date: '2026-07-20',
    expiry_date: '2027-07-19',
    cover_state: null,
    remaining_days: 370,
    document: null,
    receipt_id: '0e4a2f6b-8c1d-4e3f-a5b7-9c0d1e2f3a4b',
    receipt_reference: 'KR-26-0000015',
    can_cancel: true,
    cancel_note: null,
    open_claim: null,
    can_renew: false,
    can_pay: false,
    mot_due: '2027-03-14',
    ...overrides,
  };
}

/** A transaction as GET /api/transaction/my-transactions answers it, for unit tests. */
export function aTransaction(overrides: Partial<Transaction> = {}): Transaction {
  return {
    _id: '5f1e2d3c-4b5a-4968-8776-655443322110',
    reference: 'KR-26-0000015',
    source_id: '3C679366HH908993F',
    kind: 'payment',
    status: 'COMPLETED',
    plan: 'Secure, £2,000 per claim, 12 months',
    reg_num: 'AB12 CDE',
    warranty_id: '7b0c5d1e-3f3a-4c9e-9a0b-2d4c6e8f0a1b',
    warranty_reference: 'KW-26-0042137',
    method: 'PayPal',
    amount: 34_900,
    currency: 'GBP',
    createdAt: '2026-07-14T22:30:00.000Z',
    ...overrides,
  };
}
