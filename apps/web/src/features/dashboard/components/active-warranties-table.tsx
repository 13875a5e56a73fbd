import type { Warranty } from '@kestrel/domain/schemas/dashboard';
import { daysLeftLabel, formatDashboardDate } from '@kestrel/domain/warranty/warranty-dates';
import { useState } from 'react';
import { DataTable, rowButton, td } from '~/components/ui/data-table';
import { filterByPlans, planNames } from '../plan-filter';
import { panel } from './dashboard-frame';
import { PlanFilterControl } from './plan-filter-control';

const columns = ['Plan Name', 'Registration No.', 'Expiry Date', 'See Details', 'Days Left'] as const;

/**
 * Spec §2: the warranties in force today, filtered by plan name, with their expiry date
 * (dd/MM/yy) and days left ('1 day', 'n days'). Empty text: No Active Warranty.
 */
export function ActiveWarrantiesTable({
  warranties,
  onDetails,
}: {
  warranties: Warranty[];
  onDetails: (warranty: Warranty) => void;
}) {
  const [chosen, setChosen] = useState<string[]>([]);
  const names = planNames(warranties);
  const rows = filterByPlans(warranties, chosen);

  return (
    <section aria-labelledby="active-title" className={`${panel} space-y-4`}>
      <h2 id="active-title" className="text-xl font-bold text-navy">
        Active Warranties
      </h2>
      {names.length > 0 ? (
        <div className="space-y-2">
          <PlanFilterControl names={names} chosen={chosen} onChange={setChosen} />
          <p role="status" className="text-sm text-muted">
            Showing {rows.length} of {warranties.length} active {warranties.length === 1 ? 'warranty' : 'warranties'}
          </p>
        </div>
      ) : null}
      <DataTable caption="Active Warranties" columns={columns} empty="No Active Warranty" minWidth="min-w-[40rem]">
        {rows.map((w) => (
          <tr key={w._id}>
            <th scope="row" className={`${td} font-semibold`}>
              {w.plan.name}
            </th>
            <td className={`${td} whitespace-nowrap`}>{w.vehicleDetails.reg_num}</td>
            <td className={td}>{formatDashboardDate(w.expiry_date)}</td>
            <td className={td}>
              <button type="button" className={rowButton} onClick={() => onDetails(w)}>
                See Details<span className="sr-only"> of {w.vehicleDetails.reg_num}</span>
              </button>
            </td>
            <td className={`${td} whitespace-nowrap`}>{daysLeftLabel(w.remaining_days)}</td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
