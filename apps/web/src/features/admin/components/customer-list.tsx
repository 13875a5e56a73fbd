import { td } from '~/components/ui/data-table';
import { QueryState } from '~/components/ui/query-state';
import { useCustomers } from '../api/get-customers';
import { ukDateTime } from '../format';
import { AdminPage, type AdminPageText } from './admin-frame';
import { CustomerLink, PagedTable, SearchForm, useListParams } from './list-parts';

export const customersText: AdminPageText = {
  title: 'Customers',
  intro: 'Everyone with an account. Open a customer to see their warranties and payments.',
  loading: 'Loading customers…',
};

/** /admin/customers: every customer, searchable by name, e-mail or phone. */
export function CustomerList() {
  const { values, page, setFilters } = useListParams(['q'] as const);
  const query = useCustomers({ q: values.q, page });
  return (
    <AdminPage title={customersText.title} intro={customersText.intro}>
      <div className="rounded-2xl border border-line bg-white p-4">
        <SearchForm label="Search" hint="Name or email" value={values.q} onSearch={(q) => setFilters({ q })} />
      </div>
      <QueryState query={query} loading={customersText.loading}>
        {(answer) => (
          <PagedTable
            answer={answer}
            caption="Customers, newest first"
            columns={['Name', 'Email', 'Mobile', 'Town or city', 'Joined']}
            empty={values.q ? 'No customer matches that search.' : 'No customers yet.'}
          >
            {answer.items.map((c) => (
              <tr key={c.id}>
                <td className={td}>
                  <CustomerLink id={c.id} name={c.name} />
                </td>
                <td className={`${td} break-all`}>{c.email}</td>
                <td className={`${td} whitespace-nowrap`}>{c.mobile}</td>
                <td className={td}>{c.city}</td>
                <td className={`${td} whitespace-nowrap`}>{ukDateTime(c.createdAt)}</td>
              </tr>
            ))}
          </PagedTable>
        )}
      </QueryState>
    </AdminPage>
  );
}
