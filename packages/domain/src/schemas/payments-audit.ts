import { z } from 'zod';

/**
 * GET /api/admin/payments/audit (docs/operations.md, Backups and restore): PayPal's captures in a
 * window that we have no order for, that no order of ours recorded, or whose amount differs from
 * the order's.
 */
export const paymentsAuditQuerySchema = z.object({
  /** How far back to look: a number of hours (h) or days (d), at most 31 days. */
  since: z
    .string()
    .regex(/^\d{1,3}[hd]$/, 'Give hours or days, such as 24h or 7d')
    .default('24h'),
});

export const auditFindingSchema = z.object({
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
export type AuditFinding = z.infer<typeof auditFindingSchema>;

export const paymentsAuditAnswerSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Captures PayPal listed in the window. */
  listed: z.number().int(),
  findings: z.array(auditFindingSchema),
});
export type PaymentsAuditAnswer = z.infer<typeof paymentsAuditAnswerSchema>;

/** `24h`, `7d` → milliseconds. */
export function sinceMs(since: string): number {
  const amount = Number(since.slice(0, -1));
  return amount * (since.endsWith('d') ? 86_400_000 : 3_600_000);
}
