import type { MotReminderKind } from '@kestrel/domain/vehicle-history/mot-reminders';
import type { MotHistory } from '@kestrel/domain/vehicle-history/mot-history';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { motReminders, vehicleHistoryChecks, warranties, type WarrantyRow } from '../../db/schema';
import type { Executor } from '../../db/tx';

/**
 * The newest DVSA record we hold for the warranty's registration (any age the retention schedule
 * keeps: a year), or null. Read by the MOT reminders and the dashboard's "MOT due on …" line alike.
 */
export const latestMotRecord = sql<
  MotHistory | string | null
>`(select ${vehicleHistoryChecks.history} from ${vehicleHistoryChecks}
  where ${vehicleHistoryChecks.registration} = ${warranties.registration} and ${vehicleHistoryChecks.outcome} = 'found'
  order by ${vehicleHistoryChecks.checkedAt} desc limit 1)`;

/** A jsonb read through a subquery: parsed by some drivers, text from others. */
export const motRecordOf = (value: MotHistory | string | null): MotHistory | null =>
  typeof value === 'string' ? (JSON.parse(value) as MotHistory) : value;

/** What the MOT reminder job reads of a warranty in force. */
export interface MotReminderCandidate {
  warranty: WarrantyRow;
  record: MotHistory | null;
}

export const motRemindersRepository = {
  /** Warranties whose cover is in force on `today` (inspection passed, between its dates), with the newest record. */
  async inForce(db: Executor, today: string): Promise<MotReminderCandidate[]> {
    const rows = await db
      .select({ warranty: warranties, record: latestMotRecord })
      .from(warranties)
      .where(
        and(
          eq(warranties.status, 'inspection-passed'),
          lte(warranties.startDate, today),
          gte(warranties.expiryDate, today),
        ),
      );
    return rows.map((row) => ({ warranty: row.warranty, record: motRecordOf(row.record) }));
  },

  /** Whether this reminder has gone for this warranty and MOT due date. */
  async sent(db: Executor, warrantyId: string, due: string, kind: MotReminderKind): Promise<boolean> {
    const [row] = await db
      .select({ id: motReminders.id })
      .from(motReminders)
      .where(
        and(eq(motReminders.warrantyId, warrantyId), eq(motReminders.motDueDate, due), eq(motReminders.kind, kind)),
      );
    return row !== undefined;
  },

  /**
   * Claims the reminder: its row, unique per warranty, due date and kind. False when another run or
   * instance has it (the conflict), so only the claimant queues the e-mail, in the same transaction.
   */
  async claim(tx: Executor, warrantyId: string, due: string, kind: MotReminderKind): Promise<boolean> {
    const rows = await tx
      .insert(motReminders)
      .values({ warrantyId, motDueDate: due, kind })
      .onConflictDoNothing()
      .returning({ id: motReminders.id });
    return rows.length > 0;
  },
};
