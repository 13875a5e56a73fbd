import { statusLabels } from '@kestrel/domain/warranty/warranty-status';
import { QueryState } from '~/components/ui/query-state';
import { useWorkQueue } from '../api/get-work-queue';
import { AdminPage, type AdminPageText } from './admin-frame';
import { FilterSelect, PagedTable, StatusAndSearch, useListParams } from './list-parts';
import { warrantyColumns, WarrantyRow } from './warranty-rows';

const statusOptions = [['', 'All statuses'], ...Object.entries(statusLabels)] as const;
const flaggedOptions = [
  ['', 'All sales'],
  ['true', 'Flagged for review'],
  ['false', 'Not flagged'],
] as const;

export const workQueueText: AdminPageText = {
  title: 'Work queue',
  intro: 'Every sale, newest first. Open one to arrange its inspection, record the result or raise a balance.',
  loading: 'Loading the work queue…',
};

/** /admin: every warranty, newest first, by status and searchable (DESIGN §3 "Work queue"). */
export function WorkQueue() {
  const { values, page, setFilters } = useListParams(['status', 'q', 'flagged'] as const);
  const query = useWorkQueue({ status: values.status, q: values.q, flagged: values.flagged, page });

  return (
    <AdminPage title={workQueueText.title} intro={workQueueText.intro}>
      <StatusAndSearch
        status={{ value: values.status, options: statusOptions, onChange: (status) => setFilters({ status }) }}
        search={{
          label: 'Search',
          hint: 'Registration, customer name or email, or a certificate, order or receipt number',
          value: values.q,
          onSearch: (q) => setFilters({ q }),
        }}
        more={
          <FilterSelect
            label="MOT history"
            value={values.flagged}
            options={flaggedOptions}
            onChange={(flagged) => setFilters({ flagged })}
          />
        }
      />
      <QueryState query={query} loading={workQueueText.loading}>
        {(answer) => (
          <PagedTable
            answer={answer}
            caption="Warranties, newest first"
            columns={warrantyColumns}
            empty={
              values.q || values.status || values.flagged
                ? 'No warranty matches. Try another search or status.'
                : 'No warranties have been sold yet.'
            }
            minWidth="min-w-[60rem]"
          >
            {answer.items.map((item) => (
              <WarrantyRow key={item.id} item={item} />
            ))}
          </PagedTable>
        )}
      </QueryState>
    </AdminPage>
  );
}
