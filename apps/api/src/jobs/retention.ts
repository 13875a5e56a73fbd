import type { FastifyPluginAsync } from 'fastify';
import { schedulePeriodicJob } from '../lib/periodic-job';
import { runRetention, type PrivacyContext } from '../modules/privacy';

/** Applies the retention schedule (docs/privacy.md) every RETENTION_JOB_MS, daily by default. */
export const retentionJob: FastifyPluginAsync<{ context: Pick<PrivacyContext, 'db'> }> = async (app, { context }) => {
  const { db } = context;
  schedulePeriodicJob(app, 'retention', app.config.retentionJobMs, async (signal) => {
    const report = await runRetention(db, new Date(), signal);
    app.log.info({ job: 'retention', runId: report.runId, counts: report.counts }, 'retention run finished');
  });
};
