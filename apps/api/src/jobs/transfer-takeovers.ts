import type { FastifyPluginAsync } from 'fastify';
import { schedulePeriodicJob } from '../lib/periodic-job';
import { finishTakeovers, type TransfersContext } from '../modules/transfers';

/**
 * Monthly warranties taken over on a transfer whose new owner never came back from the bank-details
 * page, or whose finish a crash cut short (DESIGN §9.3), finished every PAYMENTS_RECONCILE_MS as the
 * Direct Debit job runs (0 turns it off; the tests run it themselves). Safe on several instances:
 * every step of a takeover happens once however many callers race.
 */
export const transferTakeoversJob: FastifyPluginAsync<{ context: TransfersContext }> = async (app, { context }) => {
  if (!context.directDebit) return;
  schedulePeriodicJob(app, 'transfer takeovers', app.config.payments.reconcileMs, async () => {
    await finishTakeovers(context);
  });
};
