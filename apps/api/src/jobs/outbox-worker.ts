import type { FastifyPluginAsync } from 'fastify';
import { schedulePeriodicJob } from '../lib/periodic-job';
import { holdIfRestoredAndLog, sendDueEmails } from '../modules/outbox';

/**
 * Sends the outbox every OUTBOX_POLL_MS; off without an SMTP server (e-mails then stay queued).
 * Every instance, sending or not, records at start which database it runs on (and holds the unsent
 * e-mails if that database was restored), so a backup taken before the first send still names
 * the database it came from.
 */
export const outboxWorkerJob: FastifyPluginAsync = async (app) => {
  app.addHook('onReady', async () => {
    // A database that does not answer must not stop the start: each poll checks again before it
    // claims, and a claim needs the recorded identity anyway.
    await holdIfRestoredAndLog(app.database.db, app.log).catch((error: unknown) =>
      app.log.warn({ err: error }, 'outbox: could not check which database this is; each poll checks again'),
    );
  });
  const { mailer } = app.adapters;
  if (!mailer) return;
  const deps = {
    db: app.database.db,
    mailer,
    from: app.config.mail.from,
    log: app.log,
    abandonedAfterMs: app.config.mail.abandonedAfterMs,
  };
  schedulePeriodicJob(app, 'outbox delivery', app.config.mail.pollMs, (signal) => sendDueEmails(deps, signal));
};
