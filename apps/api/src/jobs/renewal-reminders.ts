import type { FastifyPluginAsync } from 'fastify';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { schedulePeriodicJob } from '../lib/periodic-job';
import { sendRenewalReminders } from '../modules/warranties';

/** Queues the renewal reminders that have fallen due, every RENEWAL_REMINDER_MS. */
export const renewalRemindersJob: FastifyPluginAsync = async (app) => {
  const { db } = app.database;
  schedulePeriodicJob(app, 'renewal reminders', app.config.renewalReminderMs, () =>
    sendRenewalReminders(db, londonToday(), app.config.baseUrl),
  );
};
