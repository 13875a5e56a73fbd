import type { FastifyPluginAsync } from 'fastify';
import { schedulePeriodicJob } from '../lib/periodic-job';
import type { PaymentsContext } from '../modules/payments';
import { reconcileOrders } from '../modules/payments';

/** Settles or expires payment orders left open, every PAYMENTS_RECONCILE_MS. */
export const paymentReconciliationJob: FastifyPluginAsync<{ context: PaymentsContext }> = async (app, { context }) => {
  schedulePeriodicJob(app, 'payment reconciliation', app.config.payments.reconcileMs, (signal) =>
    reconcileOrders(context, { signal }),
  );
};
