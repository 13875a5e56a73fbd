import type { AdminMonthlyPlanRow } from '@kestrel/domain/schemas/direct-debit';
import { formatPence } from '@kestrel/domain/pricing/money';
import { Link } from 'react-router';
import { DataTable, td } from '~/components/ui/data-table';
import { QueryState } from '~/components/ui/query-state';
import { useMonthlyPlans } from '../api/get-monthly-plans';
import { AdminPage, type AdminPageText } from './admin-frame';
import { FilterSelect, Pager, StatusTag, useListParams } from './list-parts';

const filterOptions = [
  ['', 'All monthly plans'],
  ['arrears', 'In arrears'],
  ['suspended', 'Suspended'],
  ['cancelled', 'Cancelled'],
] as const;

const statusWords: Record<AdminMonthlyPlanRow['status'], string> = {
  'awaiting-mandate': 'Awaiting mandate',
  active: 'Up to date',
  'in-arrears': 'In arrears',
  suspended: 'Suspended',
  cancelled: 'Cancelled',
  completed: 'Paid in full',
};
const tones = {
  'awaiting-mandate': 'waiting',
  active: 'good',
  'in-arrears': 'bad',
  suspended: 'bad',
  cancelled: 'plain',
  completed: 'good',
} as const;
const reasonWords: Record<NonNullable<AdminMonthlyPlanRow['cancel_reason']>, string> = {
  'cooling-off': 'in cooling-off, refunded',
  stopped: 'by request',
  arrears: 'for arrears',
  transferred: 'transferred to the new owner, who took the rest over',
};

function Since({ plan }: { plan: AdminMonthlyPlanRow }) {
  if (plan.status === 'cancelled' && plan.cancelled_on)
    return (
      <>
        {plan.cancelled_on}
        {plan.cancel_reason ? ` (${reasonWords[plan.cancel_reason]})` : ''}
      </>
    );
  return <>{plan.first_failed_on ? `unpaid since ${plan.first_failed_on}` : ''}</>;
}

export const monthlyPlansText: AdminPageText = {
  title: 'Monthly plans',
  intro:
    "Warranties paid monthly by Direct Debit. Open a warranty to see its schedule and GoCardless's events, retry a failed collection, refund one, or cancel the plan.",
  loading: 'Loading monthly plans…',
};

/** /admin/direct-debit: warranties paid monthly, filtered by arrears, suspension or cancellation. */
export function MonthlyPlansList() {
  const { values, page, setFilters } = useListParams(['filter'] as const);
  const query = useMonthlyPlans({ filter: values.filter || undefined, page });
  return (
    <AdminPage title={monthlyPlansText.title} intro={monthlyPlansText.intro}>
      <div className="flex flex-wrap items-end gap-4 rounded-2xl border border-line bg-white p-4">
        <FilterSelect
          label="Show"
          value={values.filter}
          options={filterOptions}
          onChange={(filter) => setFilters({ filter })}
        />
      </div>
      <QueryState query={query} loading={monthlyPlansText.loading}>
        {(answer) => (
          <>
            <DataTable
              caption="Monthly plans, newest first"
              columns={['Warranty', 'Customer', 'Plan', 'Price', 'Status', 'Since']}
              empty={values.filter ? 'No plan matches.' : 'No monthly plans yet.'}
              minWidth="min-w-[52rem]"
            >
              {answer.plans.map((plan) => (
                <tr key={plan.reference}>
                  <td className={td}>
                    <Link
                      to={`/admin/warranties/${plan.warranty_id}`}
                      className="font-mono font-semibold whitespace-nowrap text-teal-700 underline"
                    >
                      {plan.registration}
                    </Link>
                    <span className="block font-mono text-sm whitespace-nowrap text-muted">
                      {plan.warranty_reference}
                    </span>
                  </td>
                  <td className={td}>
                    {plan.customer.name}
                    <span className="block text-sm break-all text-muted">{plan.customer.email}</span>
                  </td>
                  <td className={`${td} font-mono whitespace-nowrap`}>{plan.reference}</td>
                  <td className={td}>{formatPence(plan.amount)}</td>
                  <td className={td}>
                    <StatusTag tone={tones[plan.status]}>{statusWords[plan.status]}</StatusTag>
                  </td>
                  <td className={td}>
                    <Since plan={plan} />
                  </td>
                </tr>
              ))}
            </DataTable>
            <Pager page={answer.page} pageSize={answer.pageSize} total={answer.total} />
          </>
        )}
      </QueryState>
    </AdminPage>
  );
}
