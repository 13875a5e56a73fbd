/**
 * Which of the provider's refunds our records account for (the payments audit, docs/payments.md).
 * A refund is accounted for by a `transactions` row of kind 'refund' whose source id is the
 * refund's id. When PayPal answers a refund with "already refunded in full" it gives no refund
 * id, so we record `<capture id>:refunded` instead: that row accounts for one refund of its
 * capture, the earliest not accounted for by its own id.
 */
export interface AuditedRefund {
  id: string;
  /** The capture it refunds; null when the provider names none. */
  captureId: string | null;
  /** Transaction Search's status: S completed, P pending, D denied. */
  status: string;
}

/** The refund row we keep for a capture the provider said was already refunded in full. */
export const alreadyRefundedSourceId = (captureId: string) => `${captureId}:refunded`;

/** The source ids of the rows that could account for these refunds: each id, and each capture's already-refunded key. */
export function sourceIdsFor(refunds: readonly AuditedRefund[]): string[] {
  const ids = new Set<string>();
  for (const refund of refunds) {
    ids.add(refund.id);
    if (refund.captureId) ids.add(alreadyRefundedSourceId(refund.captureId));
  }
  return [...ids];
}

/**
 * The refunds, in the order given (oldest first), that no recorded row accounts for. A denied
 * refund moved no money, so it needs no row; a pending one is money leaving, so it does.
 */
export function unrecordedRefunds<R extends AuditedRefund>(refunds: readonly R[], recorded: ReadonlySet<string>): R[] {
  const open = refunds.filter((refund) => refund.status !== 'D' && !recorded.has(refund.id));
  const coveredCaptures = new Set<string>();
  return open.filter((refund) => {
    if (!refund.captureId || coveredCaptures.has(refund.captureId)) return true;
    if (!recorded.has(alreadyRefundedSourceId(refund.captureId))) return true;
    coveredCaptures.add(refund.captureId);
    return false;
  });
}
