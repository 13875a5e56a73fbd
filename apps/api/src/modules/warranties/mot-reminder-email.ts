import { daysBetween } from '@kestrel/domain/dates/calendar-date';
import { ukLongDate } from '@kestrel/domain/uk/long-date';
import type { MotReminder } from '@kestrel/domain/vehicle-history/mot-reminders';
import type { WarrantyRow } from '../../db/schema';
import { certificateNumber, letter, siteLink, type QueuedEmail } from '../outbox';

const inDays = (days: number) => (days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`);

/**
 * The MOT reminder (DESIGN §9.3): a service message, sent whatever the marketing choice. The due
 * day, what the terms ask, and how to book, naming GOV.UK's services in words: no link leaves our
 * site (every link is `siteLink`'s, from BASE_URL).
 */
export function motReminderEmail(
  customer: { email: string; firstname: string },
  w: WarrantyRow,
  reminder: MotReminder,
  today: string,
  baseUrl: string,
): QueuedEmail {
  const due = ukLongDate(reminder.due);
  return letter({
    kind: `mot-reminder-${reminder.kind}`,
    to: { email: customer.email, name: customer.firstname },
    subject: `The MOT for ${w.registration} is due on ${due}`,
    lines: [
      `The DVSA's MOT record for your ${w.make} ${w.model}, registration ${w.registration}, shows its MOT is due on ${due}, ${inDays(daysBetween(today, reminder.due))}.`,
      '',
      'Your warranty asks you to look after the vehicle: failures caused by neglect are not covered (section 11 of the terms). Without a current MOT the vehicle may not be driven on the road, except to a test already booked.',
      '',
      'To book, choose any approved MOT test centre: search for "find an MOT test centre" on GOV.UK. You can have the test up to a month (minus a day) before the due date and keep the same renewal date. GOV.UK\'s free "Get an MOT reminder" service can also remind you by text or e-mail.',
      '',
      `If the vehicle has passed its MOT since, there is nothing to do. Your warranty is on your dashboard: ${siteLink(baseUrl, '/dashboard/user-dashboard')}`,
    ],
    references: [certificateNumber(w)],
  });
}
