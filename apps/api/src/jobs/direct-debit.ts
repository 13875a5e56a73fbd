import type { FastifyPluginAsync } from 'fastify';
import { schedulePeriodicJob } from '../lib/periodic-job';
import { runDirectDebitJob } from '../modules/direct-debit';
import type { DirectDebitContext } from '../modules/direct-debit';

/**
 * Direct Debit reconciliation and the arrears rules (DESIGN §8.2), every PAYMENTS_RECONCILE_MS, as
 * the payment reconciliation runs (0 turns both off; the tests run them themselves).
 */
export const directDebitJob: FastifyPluginAsync<{ context: DirectDebitContext }> = async (app, { context }) => {
  schedulePeriodicJob(app, 'direct debit', app.config.payments.reconcileMs, (signal) =>
    runDirectDebitJob(context, { signal }),
  );
};
