import type { FastifyPluginAsync } from 'fastify';
import { schedulePeriodicJob } from '../lib/periodic-job';
import type { PublishedRecordCache } from '../modules/claims-record';

const EVERY_HOUR_MS = 60 * 60 * 1000;

/**
 * Works out the figures of "How we handle claims" again every hour (docs/claims-record.md). Every
 * instance runs it for its own memory: a read, so running it on several at once needs no lock.
 */
export const claimsRecordJob: FastifyPluginAsync<{ cache: PublishedRecordCache }> = async (app, { cache }) => {
  schedulePeriodicJob(app, 'claims-record', EVERY_HOUR_MS, async () => {
    await cache.refresh();
  });
};
