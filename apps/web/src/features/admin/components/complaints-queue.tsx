import { complaintStatuses } from '@kestrel/domain/complaints/complaint-kinds';
import { complaintStatusLabels } from '@kestrel/domain/complaints/complaint-rules';
import type { ComplaintsQueueAnswer } from '@kestrel/domain/schemas/complaint-answers';
import { ukLongDateAt } from '@kestrel/domain/uk/long-date';
import { Link } from 'react-router';
import { DataTable, rowButton, td } from '~/components/ui/data-table';
import { QueryState } from '~/components/ui/query-state';
import { useComplaintsQueue } from '../api/get-complaints-queue';
import { AdminPage, type AdminPageText } from './admin-frame';
import { FinalResponseDue } from './complaint-parts';
import { FilterSelect, useListParams } from './list-parts';
import { RecordComplaint } from './record-complaint-form';

type Queued = ComplaintsQueueAnswer['complaints'][number];

const statusOptions = [['', 'All statuses'], ...Object.entries(complaintStatusLabels)] as const;

export const complaintsQueueText: AdminPageText = {
  title: 'Complaints',
  intro:
    'Every complaint: open ones first, the soonest final response at the top, overdue ones marked. A final response is due within 8 weeks of the day a complaint reached us.',
  loading: 'Loading the complaints…',
};

/** "A claim decision, KC-26-0000123" or "Our service". */
const about = (c: Pick<Queued, 'subject' | 'claimReference'>) =>
  c.claimReference ? `${c.subject.label}, claim ${c.claimReference}` : c.subject.label;

function countsLine(counts: ComplaintsQueueAnswer['counts']): string {
  return complaintStatuses
    .flatMap((status) => {
      const n = counts[status] ?? 0;
      return n > 0 ? [`${complaintStatusLabels[status]}: ${n}`] : [];
    })
    .join(' · ');
}

/** /admin/complaints: the complaints queue (docs/complaints.md), by status, and recording one that came by phone, e-mail or letter. */
export function ComplaintsQueue() {
  const { values, setFilters } = useListParams(['status'] as const);
  const query = useComplaintsQueue(values.status);
  return (
    <AdminPage title={complaintsQueueText.title} intro={complaintsQueueText.intro}>
      <RecordComplaint />
      <div className="flex flex-wrap items-end gap-4 rounded-2xl border border-line bg-white p-4">
        <FilterSelect
          label="Status"
          value={values.status}
          options={statusOptions}
          onChange={(status) => setFilters({ status })}
        />
      </div>
      <QueryState query={query} loading={complaintsQueueText.loading}>
        {(answer) => (
          <>
            {answer.complaints.length > 0 ? <p className="text-muted">{countsLine(answer.counts)}</p> : null}
            <DataTable
              caption="Complaints, open ones first by the day their final response is due"
              columns={['Complaint', 'Customer', 'About', 'Status', 'Handled by', 'Received', 'Final response due', '']}
              empty={
                values.status
                  ? 'No complaint has this status. Choose “All statuses” to see every complaint.'
                  : 'No complaints yet. Those customers make online appear here at once; record one that came by phone, e-mail or letter above.'
              }
              minWidth="min-w-[72rem]"
            >
              {answer.complaints.map((c) => (
                <tr key={c.id} data-testid="complaint-row">
                  <td className={`${td} font-mono whitespace-nowrap`}>{c.reference}</td>
                  <td className={td}>{c.customerName}</td>
                  <td className={td}>{about(c)}</td>
                  <td className={td}>{c.status.label}</td>
                  <td className={td}>{c.owner ? c.owner.name : 'No one yet'}</td>
                  <td className={`${td} whitespace-nowrap`}>{ukLongDateAt(new Date(c.receivedAt))}</td>
                  <td className={td}>
                    {c.status.value === 'open' ? (
                      <FinalResponseDue dueOn={c.finalResponseDueOn} overdue={c.overdue} />
                    ) : (
                      <>
                        <span aria-hidden="true">—</span>
                        <span className="sr-only">Nothing due from us</span>
                      </>
                    )}
                  </td>
                  <td className={td}>
                    <Link to={`/admin/complaints/${c.id}`} className={rowButton}>
                      Open<span className="sr-only"> complaint {c.reference}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </DataTable>
          </>
        )}
      </QueryState>
    </AdminPage>
  );
}
