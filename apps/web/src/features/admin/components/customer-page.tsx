import { formatPence } from '@kestrel/domain/pricing/money';
import { Link } from 'react-router';
import { DataTable, td } from '~/components/ui/data-table';
import { DetailList } from '~/components/ui/detail-list';
import { QueryState } from '~/components/ui/query-state';
import { useCustomer } from '../api/get-customer';
import { ukDateTime } from '../format';
import { AccountAccess } from './account-access';
import { AdminPage, Panel } from './admin-frame';
import { warrantyColumns, WarrantyRow } from './warranty-rows';

export const customerLoading = 'Loading the customer…';

/** /admin/customers/{id}: one customer's details, warranties and payments (never a secret). */
export function CustomerPage({ id }: { id: string }) {
  const query = useCustomer(id);
  return (
    <QueryState query={query} loading={customerLoading}>
      {({ customer, warranties, transactions }) => (
        <AdminPage
          title={customer.name}
          intro={`Customer since ${ukDateTime(customer.createdAt)}`}
          aside={
            <Link to="/admin/customers" className="font-semibold text-teal-700 underline">
              Back to customers
            </Link>
          }
        >
          <Panel title="Details">
            <DetailList
              rows={[
                ['Email', customer.email],
                ['Mobile', customer.mobile],
                ['Address', customer.address],
                ['Town or city', customer.city],
                ['Postcode', customer.postcode],
                ['Signs in with', customer.signsInWithGoogle ? 'Google' : 'Email and password'],
                ['Account', customer.disabled ? 'Disabled' : 'Active'],
              ]}
            />
          </Panel>
          <Panel title="Access">
            <AccountAccess id={customer.id} name={customer.name} disabled={customer.disabled} />
          </Panel>
          <Panel title="Warranties">
            <DataTable
              caption={`${customer.name}'s warranties`}
              columns={warrantyColumns.filter((column) => column !== 'Customer')}
              empty="No warranties yet."
              minWidth="min-w-[52rem]"
            >
              {warranties.map((item) => (
                <WarrantyRow key={item.id} item={item} showCustomer={false} />
              ))}
            </DataTable>
          </Panel>
          <Panel title="Payments and refunds">
            <DataTable
              caption={`${customer.name}'s payments and refunds`}
              columns={['Date', 'Kind', 'Registration', 'Plan', 'Amount', 'Status']}
              empty="No payments yet."
            >
              {transactions.map((t) => (
                <tr key={t._id}>
                  <td className={`${td} whitespace-nowrap`}>{ukDateTime(t.createdAt)}</td>
                  <td className={td}>{t.kind === 'refund' ? 'Refund' : 'Payment'}</td>
                  <td className={`${td} font-mono`}>{t.reg_num}</td>
                  <td className={td}>{t.plan}</td>
                  <td className={td}>{formatPence(t.amount)}</td>
                  <td className={td}>{t.status}</td>
                </tr>
              ))}
            </DataTable>
          </Panel>
        </AdminPage>
      )}
    </QueryState>
  );
}
