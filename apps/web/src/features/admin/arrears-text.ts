import type { MonthlyPlanView } from '@kestrel/domain/schemas/direct-debit';
import { formatPence } from '@kestrel/domain/pricing/money';
import { ukLongDate } from '@kestrel/domain/uk/long-date';

type Dates = NonNullable<MonthlyPlanView['arrears_dates']>;

/**
 * A plan's arrears as the staff panel states them (issue #38 item 5): dates written out as the rest
 * of the back office writes them, and a suspension told as done once the plan is suspended, as due
 * before that.
 */
export function arrearsText(arrears: number, status: MonthlyPlanView['status'], dates: Dates): string {
  const suspension =
    status === 'suspended' ? 'cover suspended' : `cover suspended on ${ukLongDate(dates.suspendOn)} if unpaid`;
  return `${formatPence(arrears)} overdue; ${suspension}; cancelled on ${ukLongDate(dates.cancelOn)} if unpaid`;
}

/** A cancelled plan: the day, why, and the last day of cover, written out. */
export function cancellationText(cancellation: NonNullable<MonthlyPlanView['cancellation']>): string {
  const day = cancellation.cancelled_on ? ukLongDate(cancellation.cancelled_on) : 'Cancelled';
  const cover = cancellation.cover_ends_on ? `; cover to ${ukLongDate(cancellation.cover_ends_on)}` : '';
  return `${day} (${cancellation.reason})${cover}`;
}
