import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminWarrantyAnswer } from '@kestrel/domain/schemas/admin';
import { formatPence } from '@kestrel/domain/pricing/money';
import { ukLongDate } from '@kestrel/domain/uk/long-date';
import { staffActionsFor } from '@kestrel/domain/warranty/staff-actions';
import { Link } from 'react-router';
import { DataTable, td } from '~/components/ui/data-table';
import { DetailList } from '~/components/ui/detail-list';
import { QueryState } from '~/components/ui/query-state';
import { adminWarrantyQueryOptions } from '../api/get-admin-warranty';
import { ukDateTime } from '../format';
import { priceRow } from '../price-text';
import { AdminPage, Panel } from './admin-frame';
import { BeforePayingPanel } from './before-paying';
import { InspectionDecision } from './inspection-decision';
import { actionDone, RaiseBalanceForm, ScheduleInspectionForm, type OnChanged } from './warranty-action-forms';
import { VehicleSource, WarrantyStatusTag } from './warranty-status-tag';
import { WarrantyTimeline } from './warranty-timeline';
import { WarrantyHistoryPanel } from './warranty-history-panel';
import { MonthlyPlanPanel } from './monthly-plan-panel';
import { groupDigits } from '@kestrel/domain/uk/numbers';

function Actions({ answer, onChanged }: { answer: AdminWarrantyAnswer; onChanged: OnChanged }) {
  const actions = staffActionsFor(answer.warranty.status.value);
  if (actions.length === 0) {
    return <p className="text-muted">Nothing to do: this warranty is {answer.warranty.status.label.toLowerCase()}.</p>;
  }
  return (
    <div className="space-y-6 divide-y divide-line [&>*:not(:first-child)]:pt-6">
      {actions.includes('pass') ? <InspectionDecision answer={answer} onChanged={onChanged} /> : null}
      {actions.includes('scheduleInspection') ? <ScheduleInspectionForm answer={answer} onChanged={onChanged} /> : null}
      {actions.includes('raiseBalance') ? <RaiseBalanceForm answer={answer} onChanged={onChanged} /> : null}
    </div>
  );
}

function Details({ answer }: { answer: AdminWarrantyAnswer }) {
  const { warranty: w, customer, inspection } = answer;
  const v = w.vehicleDetails;
  return (
    <>
      <Panel title="Vehicle">
        <p className="mb-2">
          <VehicleSource verified={v.verified} />
        </p>
        <DetailList
          rows={[
            ['Registration', <span className="font-mono">{v.reg_num}</span>],
            ['Make and model', `${v.make} ${v.model}`],
            ['Fuel', v.fuelType],
            ['Engine', `${groupDigits(v.engineSize)} cc, ${v.bhp} bhp, ${v.driveType}`],
            ['Mileage', groupDigits(v.milage)],
            ['First registered', ukLongDate(v.registeredDate)],
          ]}
        />
      </Panel>
      <Panel title="Customer">
        <DetailList
          rows={[
            [
              'Name',
              <Link to={`/admin/customers/${customer.id}`} className="text-teal-700 underline">
                {customer.name}
              </Link>,
            ],
            ['Email', customer.email],
            ['Mobile', customer.mobile],
          ]}
        />
      </Panel>
      <Panel title="Cover">
        <DetailList
          rows={[
            ['Certificate number', <span className="font-mono">{w.reference}</span>],
            ['Order', <span className="font-mono">{w.order_reference}</span>],
            ['Plan', w.plan.name],
            priceRow({ amount: w.amount, monthlyCollected: answer.monthlyCollected }),
            ['Balance due', w.balance_due > 0 ? formatPence(w.balance_due) : 'None'],
            ['Bought', ukLongDate(w.purchase_date)],
            ['Cover', `${ukLongDate(w.start_date)} to ${ukLongDate(w.expiry_date)}`],
            [
              'Certificate',
              answer.certificateIssuedAt ? `Issued ${ukDateTime(answer.certificateIssuedAt)}` : 'Not issued',
            ],
          ]}
        />
      </Panel>
      <Panel title="Inspection">
        {inspection.date ? (
          <DetailList
            rows={[
              ['Date', ukLongDate(inspection.date)],
              ['Garage', inspection.garage ?? '—'],
              ['Notes', inspection.notes ?? '—'],
            ]}
          />
        ) : (
          <p className="text-muted">No inspection has been scheduled.</p>
        )}
      </Panel>
    </>
  );
}

function Payments({ answer }: { answer: AdminWarrantyAnswer }) {
  return (
    <DataTable
      caption="Payments and refunds"
      columns={['Date', 'Receipt', 'Kind', 'Amount', 'Status', 'PayPal id']}
      empty="No payments yet."
      minWidth="min-w-[36rem]"
    >
      {answer.transactions.map((t) => (
        <tr key={t._id}>
          <td className={td}>{ukDateTime(t.createdAt)}</td>
          <td className={`${td} font-mono text-sm whitespace-nowrap`}>{t.reference}</td>
          <td className={td}>{t.kind === 'refund' ? 'Refund' : 'Payment'}</td>
          <td className={td}>{formatPence(t.amount)}</td>
          <td className={td}>{t.status}</td>
          <td className={`${td} font-mono text-sm break-all`}>{t.source_id}</td>
        </tr>
      ))}
    </DataTable>
  );
}

export const warrantyLoading = 'Loading the warranty…';

/** /admin/warranties/{id}: one sale with everything staff need, its actions and its timeline. */
export function WarrantyPage({ id }: { id: string }) {
  const options = adminWarrantyQueryOptions(id);
  const query = useQuery(options);
  const client = useQueryClient();
  // An action answers the warranty as it now is: that becomes the page's data.
  const onChanged: OnChanged = (answer, done) => {
    client.setQueryData(options.queryKey, answer);
    actionDone(done);
  };

  return (
    <QueryState query={query} loading={warrantyLoading}>
      {(answer) => {
        const w = answer.warranty;
        return (
          <AdminPage
            title={
              <>
                <span className="font-mono">{w.vehicleDetails.reg_num}</span> · {w.plan.name}
              </>
            }
            intro={
              <span className="inline-flex flex-wrap items-center gap-2">
                <WarrantyStatusTag status={w.status.value} /> Bought by {answer.customer.name} on{' '}
                {ukLongDate(w.purchase_date)}
              </span>
            }
            aside={
              <Link to="/admin" className="font-semibold text-teal-700 underline">
                Back to the work queue
              </Link>
            }
          >
            <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
              <div className="space-y-6">
                <Details answer={answer} />
                <WarrantyHistoryPanel id={id} />
                <BeforePayingPanel beforePaying={answer.beforePaying} />
                <Panel title="Payments and refunds">
                  <Payments answer={answer} />
                </Panel>
                <MonthlyPlanPanel id={id} />
              </div>
              {/* On a phone the actions come first: they are what staff open the page for. */}
              <div className="order-first space-y-6 lg:order-none">
                <Panel title="Actions">
                  <Actions key={w.status.value} answer={answer} onChanged={onChanged} />
                </Panel>
                <Panel title="Timeline">
                  <WarrantyTimeline answer={answer} />
                </Panel>
              </div>
            </div>
          </AdminPage>
        );
      }}
    </QueryState>
  );
}
