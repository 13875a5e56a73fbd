import { describe, expect, it } from 'vitest';
import { MINUS, purchaseRows, statusWord, transactionRow } from './rows';
import { aTransaction, aWarranty } from './warranty.fixture';

describe('transaction rows', () => {
  it('shows a payment as its amount, with its UK date (dd/MM/yy) and provider id', () => {
    const row = transactionRow(aTransaction());
    expect(row).toMatchObject({
      sourceId: '3C679366HH908993F',
      amount: '£349.00',
      kind: 'Payment',
      status: 'Completed',
      method: 'PayPal',
      // 22:30 UTC on 14 July is 23:30 in London: still the 14th.
      date: '14/07/26',
    });
  });

  it('shows a refund, a positive amount of kind refund, with a minus sign', () => {
    const row = transactionRow(aTransaction({ kind: 'refund', amount: 34_900 }));
    expect(row.amount).toBe(`${MINUS}£349.00`);
    expect(row.amount).toBe('−£349.00');
    expect(row.kind).toBe('Refund');
  });

  it('takes the UK date of a late-evening instant, not the UTC one', () => {
    expect(transactionRow(aTransaction({ createdAt: '2026-07-14T23:30:00.000Z' })).date).toBe('15/07/26');
    expect(transactionRow(aTransaction({ createdAt: '2026-01-14T23:30:00.000Z' })).date).toBe('14/01/26');
  });

  it('says so when a transaction has no plan', () => {
    expect(transactionRow(aTransaction({ plan: '' })).plan).toBe('Not recorded');
  });

  it.each([
    ['COMPLETED', 'Completed'],
    ['PARTIALLY_REFUNDED', 'Partially refunded'],
    ['', 'Unknown'],
  ])('reads the provider status %j as %j', (status, word) => {
    expect(statusWord(status)).toBe(word);
  });
});

describe('purchase rows', () => {
  it('numbers the orders from 1 in the order given (newest first)', () => {
    const rows = purchaseRows([
      aWarranty({ _id: 'b', purchase_date: '2026-08-01', amount: 52_500 }),
      aWarranty({ _id: 'a', receipt_id: null }),
    ]);
    expect(rows.map((r) => [r.serial, r.id])).toEqual([
      [1, 'b'],
      [2, 'a'],
    ]);
    expect(rows[0]).toMatchObject({ date: '01/08/26', amountPaid: '£525.00', registration: 'AB12 CDE' });
    expect(rows[1]?.receiptId).toBeNull();
  });

  it('has no rows for no purchases', () => {
    expect(purchaseRows([])).toEqual([]);
  });
});
