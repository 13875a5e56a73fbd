import type { InstalmentView } from '@kestrel/domain/schemas/direct-debit';
import { formatPence } from '@kestrel/domain/pricing/money';
import { ukLongDate } from '@kestrel/domain/uk/long-date';

const statusWords: Record<InstalmentView['status'], string> = {
  scheduled: 'Due',
  submitted: 'Being collected',
  collected: 'Paid',
  failed: 'Not paid',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** A monthly plan's instalments: number, date (once the mandate fixes it), amount and status. */
export function ScheduleTable({ instalments, caption }: { instalments: readonly InstalmentView[]; caption: string }) {
  const dated = instalments.some((i) => i.charge_date !== null);
  return (
    // Focusable, so a keyboard can scroll the table sideways on a narrow phone (WCAG 2.1.1).
    <div className="overflow-x-auto focus-visible:outline-2" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-semibold text-navy">{caption}</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-2 pr-4">
              Payment
            </th>
            {dated ? (
              <th scope="col" className="py-2 pr-4">
                Date
              </th>
            ) : null}
            <th scope="col" className="py-2 pr-4">
              Amount
            </th>
            <th scope="col" className="py-2">
              Status
            </th>
          </tr>
        </thead>
        <tbody>
          {instalments.map((i) => (
            <tr key={i.number} className="border-b border-line last:border-0">
              <td className="py-2 pr-4">{i.number}</td>
              {dated ? <td className="py-2 pr-4">{i.charge_date ? ukLongDate(i.charge_date) : '—'}</td> : null}
              <td className="py-2 pr-4">{formatPence(i.amount)}</td>
              <td className="py-2">
                {i.status === 'collected' && i.paid_by === 'paypal' ? 'Paid by card' : statusWords[i.status]}
                {i.status === 'failed' && i.failure_reason ? `: ${i.failure_reason}` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
