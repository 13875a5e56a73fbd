import type { WorkQueueItem } from '@kestrel/domain/schemas/admin';
import { formatPence } from '@kestrel/domain/pricing/money';
import { siteConfig } from '@kestrel/domain/site/site-config';
import { Link } from 'react-router';
import { td } from '~/components/ui/data-table';
import { ukDateTime } from '../format';
import { HistoryFlagBadge, VehicleSource, WarrantyStatusTag } from './warranty-status-tag';

export const warrantyColumns = ['Bought', 'Registration', 'Vehicle', 'Customer', 'Plan', 'Paid', 'Status'] as const;

const days = (n: number) => `${n} working day${n === 1 ? '' : 's'}`;

/** How long a sale under review has waited for its call, against the promise to call within a time frame. */
function Waiting({ workingDays }: { workingDays: number }) {
  const promise = siteConfig.inspectionCallWorkingDays;
  const late = workingDays > promise;
  return (
    <span className={`block text-sm ${late ? 'font-semibold text-danger' : 'text-muted'}`}>
      Waited {days(workingDays)} (call within {promise}){late ? ': overdue' : ''}
    </span>
  );
}

/** One warranty in a staff list: the registration opens its page. */
export function WarrantyRow({ item, showCustomer = true }: { item: WorkQueueItem; showCustomer?: boolean }) {
  return (
    <tr>
      <td className={`${td} whitespace-nowrap`}>{ukDateTime(item.createdAt)}</td>
      <td className={td}>
        <Link
          to={`/admin/warranties/${item.id}`}
          className="font-mono font-semibold whitespace-nowrap text-teal-700 underline"
        >
          {item.registration}
        </Link>
        <span className="block font-mono text-sm whitespace-nowrap text-muted">{item.reference}</span>
      </td>
      <td className={td}>
        <span className="block">{item.vehicle}</span>
        <VehicleSource verified={item.vehicleVerified} />
        <HistoryFlagBadge flags={item.historyFlags} />
      </td>
      {showCustomer ? (
        <td className={td}>
          <Link
            to={`/admin/customers/${item.customer.id}`}
            className="inline-block py-1 font-semibold text-teal-700 underline"
          >
            {item.customer.name}
          </Link>
          <span className="block text-sm break-all text-muted">{item.customer.email}</span>
        </td>
      ) : null}
      <td className={td}>{item.plan}</td>
      <td className={`${td} whitespace-nowrap`}>
        {formatPence(item.amount)}
        {item.balanceDue > 0 ? (
          <span className="block text-sm text-danger">{formatPence(item.balanceDue)} due</span>
        ) : null}
      </td>
      <td className={td}>
        <WarrantyStatusTag status={item.status} />
        {item.waitingWorkingDays !== null ? <Waiting workingDays={item.waitingWorkingDays} /> : null}
        {item.detailsToCheck > 0 ? (
          <span className="block text-sm font-semibold text-danger">
            {item.detailsToCheck === 1 ? '1 detail' : `${item.detailsToCheck} details`} to check
          </span>
        ) : null}
      </td>
    </tr>
  );
}
