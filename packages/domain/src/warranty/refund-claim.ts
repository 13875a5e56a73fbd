/**
 * A full refund in progress (DESIGN §2 "Cooling-off", §3 "Inspection failed", §8.2): who asked,
 * why, and on which UK calendar day. Held on the warranty with the refund claim from the moment
 * the claim is taken, so whoever finishes it (the caller, or the refund-claims job after the
 * caller's process died) makes the same refunds, the same e-mail and the same audit entry.
 */
export const refundCauses = ['cooling-off', 'inspection-failed', 'monthly-cancel'] as const;
export type RefundCause = (typeof refundCauses)[number];

export interface RefundIntent {
  cause: RefundCause;
  /** The customer (cancelling) or the member of staff (failing the inspection, cancelling a plan). */
  actorId: string;
  /** Who that is: a monthly plan may be cancelled by its customer or by staff. */
  actorKind: 'customer' | 'staff';
  /** The reason staff gave (a failed inspection). */
  reason?: string;
  /** The UK calendar day the claim was taken: a monthly cancellation is decided as of that day. */
  decidedOn: string;
}
