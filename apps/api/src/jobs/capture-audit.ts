import type { FastifyPluginAsync } from 'fastify';
import { schedulePeriodicJob } from '../lib/periodic-job';
import { auditProviderTransactions, PAYPAL_LISTING_DELAY_MS, type AuditStatus } from '../modules/payments';

/**
 * The daily payments audit (PAYMENTS_AUDIT_MS): each run reads its interval plus PayPal's listing
 * delay, logs an error for each capture our orders and each refund our records do not account
 * for, and keeps the report for /metrics.
 */
export const captureAuditJob: FastifyPluginAsync<{ status: AuditStatus }> = async (app, { status }) => {
  const intervalMs = app.config.payments.auditMs;
  schedulePeriodicJob(app, 'payments audit', intervalMs, async () => {
    const to = new Date();
    const from = new Date(to.getTime() - intervalMs - PAYPAL_LISTING_DELAY_MS);
    const report = await auditProviderTransactions(app.database.db, app.adapters.payments, from, to);
    status.last = report;
    for (const finding of report.findings) {
      const what =
        finding.problem === 'unrecorded-refund' ? 'a refund is not recorded' : 'a capture is not accounted for';
      app.log.error({ finding }, `payments audit: ${what}`);
    }
  });
};
