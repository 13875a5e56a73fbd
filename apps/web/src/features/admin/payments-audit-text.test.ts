import type { RefundFinding } from '@kestrel/domain/schemas/payments-audit';
import { describe, expect, it } from 'vitest';
import { auditSummary, captureProblems, refundFindingText } from './payments-audit-text';

const refund: RefundFinding = {
  problem: 'unrecorded-refund',
  refundId: '1JU08902781691411',
  captureId: '3C679366HH908993F',
  amount: 30500,
  currency: 'GBP',
  refundedAt: '2026-11-29T10:14:00.000Z',
  status: 'S',
  payerEmail: 'jo.bloggs.buyer@example.com',
  payerName: 'Jo Bloggs',
  orderId: '0b7f8a52-6a4c-4a55-9a5e-1a2b3c4d5e6f',
  orderReference: 'KO-26-0000015',
  warrantyId: '5a1d7c0e-8f4b-4e1e-b3a4-6f7e8d9c0b1a',
  warrantyReference: 'KW-26-0000015',
};
const at = (iso: string) => new Date(iso);

describe('refundFindingText', () => {
  it('says what PayPal did, and to look again when the refund is under an hour old', () => {
    const text = refundFindingText(refund, at('2026-11-29T10:40:00Z'));
    expect(text.words).toBe('Refund not recorded yet');
    expect(text.todo).toBe(
      'PayPal refunded £305.00 on 29 November 2026 but we have no record of it. A refund our site made and ' +
        'then lost track of (a cancellation or a failed inspection) is recorded by the refund-claims job within ' +
        'minutes: look again in an hour.',
    );
  });

  it('asks staff to find out who made an older one, and to check the warranty', () => {
    const text = refundFindingText(refund, at('2026-11-29T11:15:00Z'));
    expect(text.words).toBe('Refund we have no record of');
    expect(text.todo).toBe(
      'PayPal refunded £305.00 on 29 November 2026 but we have no record of it. Our site records its own ' +
        'refunds within minutes, so this one was most likely made in PayPal itself: find out there who made it ' +
        "and why, then check the warranty's payments and cover on its page.",
    );
  });

  it('says when the payment it refunds is not one of our orders', () => {
    const text = refundFindingText(
      { ...refund, orderId: null, orderReference: null, warrantyId: null, warrantyReference: null },
      at('2026-11-30T09:00:00Z'),
    );
    expect(text.todo).toContain('find out there who made it and why. The payment it refunds is not one of our orders.');
  });

  it('dates the refund in UK time', () => {
    // 00:30 on 1 July in London is still 30 June in UTC.
    expect(
      refundFindingText({ ...refund, refundedAt: '2026-06-30T23:30:00Z' }, at('2026-07-02T00:00:00Z')).todo,
    ).toContain('on 1 July 2026');
  });
});

describe('capture problems and the summary', () => {
  it('words every capture problem with what to do', () => {
    expect(Object.keys(captureProblems).sort()).toEqual(['amount', 'unknown', 'unrecorded']);
    expect(captureProblems.unrecorded.words).toBe('Order never recorded it');
  });

  const window = { from: '2026-11-28T10:00:00.000Z', to: '2026-11-29T10:00:00.000Z' };
  const during = 'from 28 Nov 2026, 10:00 to 29 Nov 2026, 10:00';
  it.each([
    [3, 0, 0, 0, `3 payments listed by PayPal ${during}: every one matches an order of ours. No refunds.`],
    [1, 1, 0, 2, `1 payment listed by PayPal ${during}: 1 not accounted for. 2 refunds: every one recorded.`],
    [
      4,
      0,
      1,
      1,
      `4 payments listed by PayPal ${during}: every one matches an order of ours. 1 refund: 1 we have no record of.`,
    ],
    [
      1200,
      2,
      3,
      5,
      `1,200 payments listed by PayPal ${during}: 2 not accounted for. 5 refunds: 3 we have no record of.`,
    ],
  ])('%i payments (%i named), %i of %i refunds named', (listed, captures, refunds, refundsListed, text) => {
    expect(auditSummary({ ...window, listed, refundsListed }, { captures, refunds })).toBe(text);
  });
});
