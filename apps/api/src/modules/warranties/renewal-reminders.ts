import { addDays } from '@kestrel/domain/dates/calendar-date';
import { planName } from '@kestrel/domain/catalogue/plans';
import { ukLongDate } from '@kestrel/domain/uk/long-date';
import { and, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database-types';
import { users, warranties } from '../../db/schema';
import { certificateNumber, letter } from '../outbox';
import { queueEmail, type QueuedEmail } from '../outbox';
import type { WarrantyRow } from './customer-warranties';

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
      `To stay covered, renew from your dashboard: ${baseUrl}/dashboard/user-dashboard ("Renew"). Your vehicle's details are filled in for you, and your new cover can start the day after this one ends.`,
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
  const due = await db
    .select({ id: warranties.id })
    .from(warranties)
    .where(
      and(
        eq(warranties.status, 'inspection-passed'),
        isNull(warranties.renewalReminderSentAt),
        gte(warranties.expiryDate, today),
        lte(warranties.expiryDate, addDays(today, RENEWAL_REMINDER_DAYS)),
      ),
    )
    .limit(500);
  let sent = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [warranty] = await tx
        .update(warranties)
        .set({ renewalReminderSentAt: sql`now()` })
        .where(and(eq(warranties.id, id), isNull(warranties.renewalReminderSentAt)))
        .returning();
      if (!warranty) return false;
      const [customer] = await tx.select().from(users).where(eq(users.id, warranty.userId));
      if (customer) await queueEmail(tx, renewalReminderEmail(customer, warranty, baseUrl));
      return true;
    });
    if (done) sent += 1;
  }
  return sent;
}
