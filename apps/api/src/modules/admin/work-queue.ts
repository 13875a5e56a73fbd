import { planName } from '@kestrel/domain/catalogue/plans';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { workingDaysBetween } from '@kestrel/domain/uk/working-days';
import { ADMIN_PAGE_SIZE, type WorkQueueAnswer, type WorkQueueQuery } from '@kestrel/domain/schemas/admin';
import type { Executor } from '../../db/tx';
import { monthlyCollected } from '../direct-debit';
import type { AdminContext } from './context';
import { workQueueRepository, type QueueRow } from './work-queue-repository';

/** The back office's work queue: warranties by status, searchable, newest first, a page at a time. */
export async function workQueue(ctx: Pick<AdminContext, 'db'>, query: WorkQueueQuery): Promise<WorkQueueAnswer> {
  const queue = workQueueRepository(ctx.db);
  const total = await queue.count(query);
  const rows = await queue.page(query);
  const today = londonToday();
  const collected = await monthlyCollected(
    ctx.db,
    rows.map((r) => r.warranty.id),
  );
  return {
    items: rows.map((row) => queueItem(row, today, collected)),
    total,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

function queueItem(
  { warranty: w, customer, detailsToCheck }: QueueRow,
  today: string,
  collected: ReadonlyMap<string, number>,
): WorkQueueAnswer['items'][number] {
  return {
    id: w.id,
    reference: w.reference,
    createdAt: w.createdAt.toISOString(),
    status: w.status,
    plan: planName(w),
    registration: w.registration,
    vehicle: `${w.make} ${w.model}`,
    vehicleVerified: w.vehicleVerified,
    historyFlags: w.history?.flags ?? [],
    customer: { id: customer.id, name: `${customer.firstname} ${customer.lastname}`, email: customer.email },
    amount: w.price,
    monthlyCollected: collected.get(w.id) ?? null,
    balanceDue: w.balanceDue,
    waitingWorkingDays: w.status === 'under-review' ? workingDaysBetween(londonToday(w.createdAt), today) : null,
    detailsToCheck,
  };
}

/** One customer's warranties as the work queue shows them, newest first. */
export async function customerWarrantyItems(db: Executor, userId: string): Promise<WorkQueueAnswer['items']> {
  const rows = await workQueueRepository(db).ofCustomer(userId);
  const today = londonToday();
  const collected = await monthlyCollected(
    db,
    rows.map((r) => r.warranty.id),
  );
  return rows.map((row) => queueItem(row, today, collected));
}
