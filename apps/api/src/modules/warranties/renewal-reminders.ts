import { planName } from '@kestrel/domain/catalogue/plans';
import { ukLongDate } from '@kestrel/domain/uk/long-date';
import type { Database } from '../../db/database-types';
import type { WarrantyRow } from '../../db/schema';
import { certificateNumber, letter, siteLink } from '../outbox';
import { queueEmail, type QueuedEmail } from '../outbox';
import { claimRenewalReminder, customerContact, dueForRenewalReminder } from './repository';

/** DESIGN §3: the renewal reminder goes 30 days before cover ends. */
export const RENEWAL_REMINDER_DAYS = 30;

export function renewalReminderEmail(
  customer: { email: string; firstname: string },
  w: WarrantyRow,
  baseUrl: string,
): QueuedEmail {
  return letter({
    kind: 'renewal-reminder',
    to: { email: customer.email, name: customer.firstname },
    subject: `Your warranty for ${w.registration} ends on ${ukLongDate(w.expiryDate)}`,
    lines: [
      `Your warranty (${planName(w)}) for your ${w.make} ${w.model}, registration ${w.registration}, ends on ${ukLongDate(w.expiryDate)}.`,
      '',
      `To stay covered, renew from your dashboard: ${siteLink(baseUrl, '/dashboard/user-dashboard')} ("Renew"). Your vehicle's details are filled in for you, and your new cover can start the day after this one ends.`,
    ],
    references: [certificateNumber(w)],
  });
}

/**
 * Sends each due renewal reminder once: every passed warranty whose cover ends within the next 30
 * days (so a day the job missed is caught up) and has had none. Each is claimed by a conditional
 * UPDATE in the transaction that queues its e-mail, so two instances never both send it.
 * Answers how many were sent.
 */
export async function sendRenewalReminders(db: Database, today: string, baseUrl: string): Promise<number> {
  const due = await dueForRenewalReminder(db, today, RENEWAL_REMINDER_DAYS);
  let sent = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const warranty = await claimRenewalReminder(tx, id);
      if (!warranty) return false;
      const customer = await customerContact(tx, warranty.userId);
      if (customer) await queueEmail(tx, renewalReminderEmail(customer, warranty, baseUrl));
      return true;
    });
    if (done) sent += 1;
  }
  return sent;
}
