import type { FastifyPluginAsync } from 'fastify';
import { schedulePeriodicJob } from '../lib/periodic-job';
import { sendDueEmails } from '../modules/outbox/send-due-emails';

/** Sends the outbox every OUTBOX_POLL_MS; off without an SMTP server (e-mails then stay queued). */
export const outboxWorkerJob: FastifyPluginAsync = async (app) => {
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
