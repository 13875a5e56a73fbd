import { purchaseMessages } from '@kestrel/domain/schemas/purchase';
import { describe, expect, it } from 'vitest';
import { ORDER_CONFIRMED, PAYMENT_FAILED } from './checkout-text';

describe('payment messages', () => {
  it('are the shared ones, word for word (spec §8)', () => {
    expect(PAYMENT_FAILED).toBe(purchaseMessages.paymentFailed);
    expect(ORDER_CONFIRMED).toBe(purchaseMessages.orderConfirmed);
  });
});
