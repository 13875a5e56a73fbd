import { describe, expect, it } from 'vitest';
import { paymentsAuditAnswerSchema } from './payments-audit';

const capture = {
  captureId: '3C679366HH908993F',
  problem: 'unrecorded',
  amount: 34900,
  currency: 'GBP',
  capturedAt: '2026-11-29T10:00:00.000Z',
  status: 'S',
  payerEmail: 'jo.bloggs.buyer@example.com',
  payerName: 'Jo Bloggs',
  customId: '0b7f8a52-6a4c-4a55-9a5e-1a2b3c4d5e6f',
  orderAmount: null,
};
const refund = {
  problem: 'unrecorded-refund',
  refundId: '1JU08902781691411',
  captureId: '3C679366HH908993F',
  amount: 30500,
  currency: 'GBP',
  refundedAt: '2026-11-29T10:14:00.000Z',
  status: 'S',
  payerEmail: null,
  payerName: null,
  orderId: null,
  orderReference: null,
  warrantyId: null,
  warrantyReference: null,
};
const window = { from: '2026-11-28T10:00:00.000Z', to: '2026-11-29T10:00:00.000Z' };

describe('paymentsAuditAnswerSchema', () => {
  it('reads an answer of capture findings only, as before refunds were audited (no refunds counted)', () => {
    expect(paymentsAuditAnswerSchema.parse({ ...window, listed: 1, findings: [capture] })).toEqual({
      ...window,
      listed: 1,
      refundsListed: 0,
      findings: [capture],
    });
  });

  it('reads capture and refund findings side by side, each by its problem', () => {
    const answer = paymentsAuditAnswerSchema.parse({
      ...window,
      listed: 1,
      refundsListed: 1,
      findings: [capture, refund],
    });
    expect(answer.findings).toEqual([capture, refund]);
  });

  it('refuses a refund finding without its refund id, and a capture finding with a refund problem', () => {
    const { refundId: _dropped, ...noId } = refund;
    expect(paymentsAuditAnswerSchema.safeParse({ ...window, listed: 0, findings: [noId] }).success).toBe(false);
    const mixed = { ...capture, problem: 'unrecorded-refund' };
    expect(paymentsAuditAnswerSchema.safeParse({ ...window, listed: 0, findings: [mixed] }).success).toBe(false);
  });
});
