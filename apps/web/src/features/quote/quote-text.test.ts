import { purchaseMessages } from '@kestrel/domain/schemas/purchase';
import { describe, expect, it } from 'vitest';
import { SELECT_PLAN } from './quote-text';

describe("the quote page's messages", () => {
  it('are the shared ones, word for word', () => {
    expect(SELECT_PLAN).toBe(purchaseMessages.selectPlan);
  });
});
