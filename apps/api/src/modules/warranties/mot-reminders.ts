import {
  knownMotDue,
  motReminderAfterRefresh,
  motReminderDue,
  type MotReminder,
} from '@kestrel/domain/vehicle-history/mot-reminders';
import type { WarrantyRow } from '../../db/schema';
import { queueEmail } from '../outbox';
import type { WarrantiesContext } from './context';
import { motReminderEmail } from './mot-reminder-email';
import { motRemindersRepository as reminders } from './mot-reminders-repository';
import { customerContact } from './repository';

/** The reminder to send for one warranty, if any: due by what we hold, then confirmed by the DVSA's record read afresh. */
async function reminderToSend(
  ctx: Pick<WarrantiesContext, 'db' | 'history'>,
  held: MotReminder,
  warranty: WarrantyRow,
  today: string,
): Promise<MotReminder | null> {
  if (await reminders.sent(ctx.db, warranty.id, held.due, held.kind)) return null;
  // A pass taken since our record was read moves the due date on: ask the DVSA now (the answer is kept).
  const { answer } = await ctx.history.check({
    registration: warranty.registration,
    mileage: null,
    firstRegistered: warranty.firstRegistered,
    fresh: true,
  });
  return motReminderAfterRefresh(held, answer.history, warranty.firstRegistered, today);
}

/**
 * MOT reminders (DESIGN §9.3): for each warranty in force, the MOT due date on the DVSA record we
 * hold drives an e-mail 30 days and 7 days before it. Just before one goes, the record is read
 * again from the DVSA, so a pass taken since sends nothing. Each reminder is claimed by its unique
 * row (warranty, due date, kind) in the transaction that queues its e-mail, so however many runs or
 * instances go at once, it is sent once. Answers how many were sent.
 */
export async function sendMotReminders(
  ctx: Pick<WarrantiesContext, 'db' | 'history'>,
  today: string,
  baseUrl: string,
): Promise<number> {
  let sent = 0;
  for (const { warranty, record } of await reminders.inForce(ctx.db, today)) {
    const atSale = warranty.history?.motStatus ?? null;
    const held = motReminderDue(
      knownMotDue({ record, atSale, firstRegistered: warranty.firstRegistered }, today),
      today,
    );
    if (!held) continue;
    const reminder = await reminderToSend(ctx, held, warranty, today);
    if (!reminder) continue;
    const done = await ctx.db.transaction(async (tx) => {
      if (!(await reminders.claim(tx, warranty.id, reminder.due, reminder.kind))) return false;
      const customer = await customerContact(tx, warranty.userId);
      if (customer) await queueEmail(tx, motReminderEmail(customer, warranty, reminder, today, baseUrl));
      return true;
    });
    if (done) sent += 1;
  }
  return sent;
}
