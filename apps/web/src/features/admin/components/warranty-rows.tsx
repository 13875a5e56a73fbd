import type { WorkQueueItem } from '@kestrel/domain/schemas/admin';
import { formatPence } from '@kestrel/domain/pricing/money';
import { siteConfig } from '@kestrel/domain/site/site-config';
import { td } from '~/components/ui/data-table';
import { ukDateTime } from '../format';
import { queuePrice } from '../price-text';
import { HistoryFlagBadge, VehicleSource, WarrantyStatusTag } from './warranty-status-tag';
import { CustomerLink, WarrantyLink } from './list-parts';

export const warrantyColumns = ['Bought', 'Registration', 'Vehicle', 'Customer', 'Plan', 'Price', 'Status'] as const;

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
        <WarrantyLink id={item.id} registration={item.registration} />
        <span className="block font-mono text-sm whitespace-nowrap text-muted">{item.reference}</span>
      </td>
      <td className={td}>
        <span className="block">{item.vehicle}</span>
        <VehicleSource verified={item.vehicleVerified} />
        <HistoryFlagBadge flags={item.historyFlags} />
      </td>
      {showCustomer ? (
        <td className={td}>
          <CustomerLink id={item.customer.id} name={item.customer.name} />
          <span className="block text-sm break-all text-muted">{item.customer.email}</span>
        </td>
      ) : null}
      <td className={td}>{item.plan}</td>
      <td className={`${td} min-w-32`}>
        {queuePrice(item)}
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
