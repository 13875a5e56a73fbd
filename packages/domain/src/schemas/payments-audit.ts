import { z } from 'zod';

/**
 * GET /api/admin/payments/audit (docs/payments.md, The payments audit): PayPal's captures in a
 * window that we have no order for, that no order of ours recorded, or whose amount differs from
 * the order's; and PayPal's refunds in the window that we have no record of.
 */
export const paymentsAuditQuerySchema = z.object({
  /** How far back to look: a number of hours (h) or days (d), at most 31 days. */
  since: z
    .string()
    .regex(/^\d{1,3}[hd]$/, 'Give hours or days, such as 24h or 7d')
    .default('24h'),
});

export const captureFindingSchema = z.object({
  captureId: z.string(),
  /** unknown: no order of ours; unrecorded: our order (by custom_id) never recorded it; amount: it differs. */
  problem: z.enum(['unknown', 'unrecorded', 'amount']),
  amount: z.number().int(),
  currency: z.string(),
  capturedAt: z.string(),
  status: z.string(),
  payerEmail: z.string().nullable(),
  payerName: z.string().nullable(),
  /** Our order id as sent in custom_id; null when PayPal has none. */
  customId: z.string().nullable(),
  /** The order's own amount in pence, when we have the order. */
  orderAmount: z.number().int().nullable(),
});
export type CaptureFinding = z.infer<typeof captureFindingSchema>;

/** A refund PayPal made that no refund row of ours records (money out we do not know of). */
export const refundFindingSchema = z.object({
  problem: z.literal('unrecorded-refund'),
  refundId: z.string(),
  /** The capture it refunds; null when PayPal names none. */
  captureId: z.string().nullable(),
  /** Pence refunded, positive. */
  amount: z.number().int(),
  currency: z.string(),
  refundedAt: z.string(),
  status: z.string(),
  payerEmail: z.string().nullable(),
  payerName: z.string().nullable(),
  /** Our order whose capture it refunds, and that order's warranty; null when the capture is not ours. */
  orderId: z.string().nullable(),
  orderReference: z.string().nullable(),
  warrantyId: z.string().nullable(),
  warrantyReference: z.string().nullable(),
});
export type RefundFinding = z.infer<typeof refundFindingSchema>;

export const auditFindingSchema = z.discriminatedUnion('problem', [captureFindingSchema, refundFindingSchema]);
export type AuditFinding = z.infer<typeof auditFindingSchema>;

export const paymentsAuditAnswerSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Captures PayPal listed in the window. */
  listed: z.number().int(),
  /** Refunds PayPal listed in the window (absent from an answer that read captures only). */
  refundsListed: z.number().int().default(0),
  findings: z.array(auditFindingSchema),
});
export type PaymentsAuditAnswer = z.infer<typeof paymentsAuditAnswerSchema>;

/** `24h`, `7d` → milliseconds. */
export function sinceMs(since: string): number {
  const amount = Number(since.slice(0, -1));
  return amount * (since.endsWith('d') ? 86_400_000 : 3_600_000);
}
