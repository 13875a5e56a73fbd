import { claimStatusLabels, claimStatuses } from '@kestrel/domain/claims/claim-status';
import { ukLongDate } from '@kestrel/domain/uk/long-date';
import { Link } from 'react-router';
import { DataTable, rowButton, td } from '~/components/ui/data-table';
import { QueryState } from '~/components/ui/query-state';
import { useClaimsQueue } from '../api/get-claims-queue';
import { AdminPage, type AdminPageText } from './admin-frame';
import { FilterSelect, useListParams } from './list-parts';
import { AutomaticDecisionCell } from './automatic-decision';
import { RiskSignalMarker } from './risk-signals';
import { DueDay } from './due-day';
import { TimeFramesPanel } from './time-frames-panel';

const statusOptions = [['', 'All statuses'], ...Object.entries(claimStatusLabels)] as const;
const decidedOptions = [
  ['', 'Any'],
  ['automatic', 'Authorised automatically'],
] as const;

export const claimsQueueText: AdminPageText = {
  title: 'Claims',
  intro:
    'Every claim: those we owe a step on first, the soonest due at the top, overdue ones marked. Open one to assess and decide it.',
  loading: 'Loading the claims…',
};

/** /admin/claims: the claims queue (DESIGN §8.1), what we owe first by its due day, by status; then our time frames. */
export function ClaimsQueue() {
  const { values, setFilters } = useListParams(['status', 'decided'] as const);
  const query = useClaimsQueue(values);
  return (
    <AdminPage title={claimsQueueText.title} intro={claimsQueueText.intro}>
      <div className="flex flex-wrap items-end gap-4 rounded-2xl border border-line bg-white p-4">
        <FilterSelect
          label="Status"
          value={values.status}
          options={statusOptions}
          onChange={(status) => setFilters({ status })}
        />
        <FilterSelect
          label="Decided"
          value={values.decided}
          options={decidedOptions}
          onChange={(decided) => setFilters({ decided })}
        />
      </div>
      <QueryState query={query} loading={claimsQueueText.loading}>
        {(answer) => (
          <>
            <p className="text-muted">
              {claimStatuses
                .flatMap((status) => {
                  const n = answer.counts[status] ?? 0;
                  return n > 0 ? [`${claimStatusLabels[status]}: ${n}`] : [];
                })
                .join(' · ') || 'No claims yet.'}
            </p>
            <DataTable
              caption="Claims, what we owe first by the day it is due"
              columns={[
                'Claim',
                'Customer',
                'Vehicle',
                'Fault date',
                'Status',
                'Due',
                'Needs a closer look',
                'Why a person decides',
                'Days since last action',
                '',
              ]}
              empty={values.status || values.decided ? 'No claim matches these filters.' : 'No claims yet.'}
              minWidth="min-w-[96rem]"
            >
              {answer.claims.map((c) => (
                <tr key={c.id}>
                  <td className={`${td} font-mono`}>{c.reference}</td>
                  <td className={td}>{c.customerName}</td>
                  <td className={td}>
                    {c.vehicle.registration} · {c.vehicle.make} {c.vehicle.model}
                  </td>
                  <td className={td}>{ukLongDate(c.faultDate)}</td>
                  <td className={td}>{c.status.label}</td>
                  <td className={td}>
                    <DueDay step={c.nextStep} withText />
                  </td>
                  <td className={td}>
                    <RiskSignalMarker signals={c.signals} />
                  </td>
                  <td className={td}>
                    <AutomaticDecisionCell claim={c} />
                  </td>
                  <td className={td}>{c.daysWaiting}</td>
                  <td className={td}>
                    <Link to={`/admin/claims/${c.id}`} className={rowButton}>
                      Open<span className="sr-only"> claim {c.reference}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </DataTable>
          </>
        )}
      </QueryState>
      <TimeFramesPanel />
    </AdminPage>
  );
}
