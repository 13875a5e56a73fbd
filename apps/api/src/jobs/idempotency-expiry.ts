import type { FastifyPluginAsync } from 'fastify';
import { schedulePeriodicJob } from '../lib/periodic-job';
import { deleteExpiredRequests, type IdempotencyContext } from '../modules/idempotency';

/** Hourly: one indexed DELETE, so a kept answer outlives its day by an hour at most. */
const EVERY_HOUR_MS = 60 * 60 * 1000;

/**
 * Deletes the answers kept for Idempotency-Keys once they are a day old (docs/api.md, safe
 * retries). Every instance may run it: a DELETE of old rows done twice deletes nothing more.
 */
export const idempotencyExpiryJob: FastifyPluginAsync<{ context: IdempotencyContext }> = async (app, { context }) => {
  schedulePeriodicJob(app, 'idempotency-expiry', EVERY_HOUR_MS, async () => {
    const deleted = await deleteExpiredRequests(context);
    if (deleted > 0) app.log.info({ job: 'idempotency-expiry', deleted }, 'expired idempotency keys deleted');
  });
};
