import type { FastifyPluginAsync } from 'fastify';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { schedulePeriodicJob } from '../lib/periodic-job';
import { sendMotReminders, type WarrantiesContext } from '../modules/warranties';

/** Queues the MOT reminders that have fallen due (DESIGN §9.3), every MOT_REMINDER_MS. */
export const motRemindersJob: FastifyPluginAsync<{ context: Pick<WarrantiesContext, 'db' | 'history'> }> = async (
  app,
  { context },
) => {
  schedulePeriodicJob(app, 'MOT reminders', app.config.motReminderMs, () =>
    sendMotReminders(context, londonToday(), app.config.baseUrl),
  );
};
