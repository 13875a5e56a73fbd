import { formatPence } from '@kestrel/domain/pricing/money';
import { ukLongDate } from '@kestrel/domain/uk/long-date';
import { ScheduleTable } from '~/components/direct-debit/schedule-table';
import { useAdminMonthlyPlan } from '../api/get-admin-monthly-plan';
import { arrearsText, cancellationText } from '../arrears-text';
import { ukDateTime } from '../format';
import { Panel } from './admin-frame';
import { MonthlyPlanActions } from './monthly-plan-actions';

/** The back office's view of a warranty paid monthly (DESIGN §8.2); nothing for one paid in full. */
export function MonthlyPlanPanel({ id }: { id: string }) {
  const query = useAdminMonthlyPlan(id);
  const answer = query.data;
  if (!answer) return null;
  const { plan } = answer;
  return (
    <Panel title="Direct Debit">
      <div className="space-y-4">
        <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">Plan</dt>
          <dd>
            {plan.reference} · {plan.status} · {formatPence(plan.amount)} in {plan.instalments.length} payments
          </dd>
          <dt className="font-semibold">Next payment</dt>
          <dd>
            {plan.next_collection
              ? `${formatPence(plan.next_collection.amount)} on ${ukLongDate(plan.next_collection.charge_date)}`
              : 'None due'}
          </dd>
          <dt className="font-semibold">Mandate</dt>
          <dd className="font-mono">
            {answer.mandate_id ?? 'none yet'}
            {plan.mandate_reference ? ` (${plan.mandate_reference})` : ''}
          </dd>
          <dt className="font-semibold">Schedule</dt>
          <dd className="font-mono">{answer.schedule_id ?? 'none yet'}</dd>
          {plan.cancellation ? (
            <>
              <dt className="font-semibold">Cancelled</dt>
              <dd>{cancellationText(plan.cancellation)}</dd>
            </>
          ) : null}
          <dt className="font-semibold">Arrears</dt>
          <dd>
            {plan.arrears > 0 && plan.arrears_dates
              ? arrearsText(plan.arrears, plan.status, plan.arrears_dates)
              : 'None'}
          </dd>
        </dl>
        <ScheduleTable caption="Collections" instalments={plan.instalments} />
        <MonthlyPlanActions warrantyId={id} plan={plan} />
        {answer.events.length > 0 ? (
          <details>
            <summary className="cursor-pointer font-semibold text-navy">
              GoCardless events ({answer.events.length})
            </summary>
            <ul className="mt-2 space-y-1 text-sm">
              {answer.events.map((event) => (
                <li key={event.id}>
                  <span className="font-mono">{event.id}</span> {event.resource_type}.{event.action}
                  {event.cause ? ` (${event.cause})` : ''}, received {ukDateTime(event.received_at)}
                  {event.processed_at ? '' : ', not yet applied'}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
    </Panel>
  );
}
