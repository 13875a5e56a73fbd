import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { PaymentProviderError } from '../adapters/payments/payment-provider';
import { DirectDebitProviderError } from '../adapters/direct-debit/direct-debit-provider';
import type { WarrantyRow } from '../db/schema';
import { schedulePeriodicJob } from '../lib/periodic-job';
import { AppError } from '../lib/errors';
import { finishFailedInspection } from '../modules/admin';
import { finishMonthlyCancel, type DirectDebitContext } from '../modules/direct-debit';
import { staleSeconds, type PaymentsContext } from '../modules/payments';
import { finishCancellation, staleRefundClaims, takeOverRefundClaim } from '../modules/warranties';

export interface RefundClaimsContext {
  /**
   * `staleCaptureSeconds`: a claim held longer than a capture may take (six provider calls at
   * the provider's timeout, at least 15 s) has outlived its caller, and the job finishes it.
   */
  payments: Pick<PaymentsContext, 'db' | 'provider' | 'staleCaptureSeconds'>;
  /** Monthly payments' context; null when monthly payments are off (no such claims are made). */
  directDebit: DirectDebitContext | null;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

export interface RefundClaimsReport {
  checked: number;
  recorded: number;
  released: number;
  /** Left for the next run: a provider unreachable, or the claim taken by another instance. */
  waiting: number;
}

async function finishOne(ctx: RefundClaimsContext, warranty: WarrantyRow) {
  const intent = warranty.refundIntent!;
  switch (intent.cause) {
    case 'cooling-off':
      return finishCancellation(ctx.payments, warranty);
    case 'inspection-failed':
      return finishFailedInspection(ctx.payments, warranty, intent);
    case 'monthly-cancel':
      return ctx.directDebit ? finishMonthlyCancel(ctx.directDebit, warranty, intent) : 'waiting';
  }
}

/**
 * The refund-claims job (docs/operations.md "Refund claims"): every full refund whose claim is
 * older than the capture claim's window (its caller died between the provider's refund and our write, or
 * the provider did not confirm it) is taken over, one instance per claim, and finished from the
 * intent held with it: what the provider holds is recorded, the e-mail and audit entry written
 * once and the warranty moved on; a claim the provider never saw is released.
 */
export async function finishRefundClaims(
  ctx: RefundClaimsContext,
  options: { olderThanSeconds?: number; signal?: AbortSignal } = {},
): Promise<RefundClaimsReport> {
  const seconds = options.olderThanSeconds ?? staleSeconds(ctx.payments);
  const due = await staleRefundClaims(ctx.payments.db, seconds);
  const report: RefundClaimsReport = { checked: due.length, recorded: 0, released: 0, waiting: 0 };
  for (const stale of due) {
    if (options.signal?.aborted) break;
    const warranty = await takeOverRefundClaim(ctx.payments.db, stale.id, seconds);
    if (!warranty) {
      report.waiting += 1;
      continue;
    }
    try {
      report[await finishOne(ctx, warranty)] += 1;
    } catch (error) {
      const unreachable =
        error instanceof PaymentProviderError || error instanceof DirectDebitProviderError || error instanceof AppError;
      if (!unreachable) throw error;
      ctx.log.warn({ err: error, warrantyId: warranty.id }, 'a refund claim could not be finished yet');
      report.waiting += 1;
    }
  }
  if (report.recorded + report.released > 0) ctx.log.info({ report }, 'refund claims finished');
  return report;
}

/** Finishes refund claims left behind, every PAYMENTS_RECONCILE_MS (the capture reconciliation's interval). */
export const refundClaimsJob: FastifyPluginAsync<{ context: RefundClaimsContext }> = async (app, { context }) => {
  schedulePeriodicJob(app, 'refund claims', app.config.payments.reconcileMs, (signal) =>
    finishRefundClaims(context, { signal }),
  );
};
