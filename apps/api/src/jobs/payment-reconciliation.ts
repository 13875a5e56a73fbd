import type { FastifyPluginAsync } from 'fastify';
import { schedulePeriodicJob } from '../lib/periodic-job';
import type { PaymentsContext } from '../modules/payments/payments-context';
import { reconcileOrders } from '../modules/payments/reconcile-orders';

/** Settles or expires payment orders left open, every PAYMENTS_RECONCILE_MS. */
export const paymentReconciliationJob: FastifyPluginAsync<{ context: PaymentsContext }> = async (app, { context }) => {
  schedulePeriodicJob(app, 'payment reconciliation', app.config.payments.reconcileMs, (signal) =>
    reconcileOrders(context, { signal }),
  );
};
