import { describe, expect, it } from 'vitest';
import { readBalanceReturn } from './balance-return';

const read = (query: string) => readBalanceReturn(new URLSearchParams(query));

describe('the return from PayPal after paying a balance', () => {
  it('reads an approved order', () => {
    expect(read('?balance=w1&token=ORDER1&PayerID=BUYER')).toEqual({
      kind: 'approved',
      warrantyId: 'w1',
      orderID: 'ORDER1',
      payerID: 'BUYER',
    });
    expect(read('balance=w1&token=ORDER1')).toEqual({ kind: 'approved', warrantyId: 'w1', orderID: 'ORDER1' });
  });

  it('reads a cancelled payment', () => {
    expect(read('?balance=w1&cancelled=1')).toEqual({ kind: 'cancelled', warrantyId: 'w1' });
  });

  it('ignores an ordinary visit or a purchase return', () => {
    expect(read('')).toEqual({ kind: 'none' });
    expect(read('?token=ORDER1&PayerID=BUYER')).toEqual({ kind: 'none' });
    expect(read('?balance=w1')).toEqual({ kind: 'none' });
  });
});
