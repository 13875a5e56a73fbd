import type { AuditFinding } from '@kestrel/domain/schemas/payments-audit';
import { formatPence } from '@kestrel/domain/pricing/money';
import { DataTable, td } from '~/components/ui/data-table';
import { QueryState } from '~/components/ui/query-state';
import { usePaymentsAudit } from '../api/get-payments-audit';
import { ukDateTime } from '../format';
import { AdminPage, type AdminPageText } from './admin-frame';
import { FilterSelect, StatusTag, useListParams } from './list-parts';
import { groupDigits } from '@kestrel/domain/uk/numbers';

const problems: Record<AuditFinding['problem'], { words: string; todo: string }> = {
  unknown: {
    words: 'No order of ours',
    todo: 'Rebuild the order from the payer’s details, or refund the capture in PayPal.',
  },
  unrecorded: {
    words: 'Order never recorded it',
    todo: 'Our order exists but did not record this payment: finish it, or refund the capture in PayPal.',
  },
  amount: {
    words: 'Amounts differ',
    todo: 'PayPal took a different amount from our order’s: refund the difference or correct the order.',
  },
};
const windows = [
  ['1h', 'The last hour'],
  ['24h', 'The last 24 hours'],
  ['7d', 'The last 7 days'],
  ['31d', 'The last 31 days'],
] as const;

function FindingRow({ finding }: { finding: AuditFinding }) {
  const problem = problems[finding.problem];
  return (
    <tr>
      <td className={`${td} whitespace-nowrap`}>{ukDateTime(finding.capturedAt)}</td>
      <td className={td}>
        <StatusTag tone="bad">{problem.words}</StatusTag>
        <span className="mt-1 block text-sm text-muted">{problem.todo}</span>
      </td>
      <td className={`${td} whitespace-nowrap`}>
        {formatPence(finding.amount)}
        {finding.orderAmount !== null && finding.orderAmount !== finding.amount ? (
          <span className="block text-sm text-muted">our order: {formatPence(finding.orderAmount)}</span>
        ) : null}
      </td>
      <td className={`${td} break-all`}>
        {finding.payerName ?? 'Name not given'}
        <span className="block text-sm text-muted">{finding.payerEmail ?? 'No e-mail given'}</span>
      </td>
      <td className={`${td} font-mono text-sm break-all`}>
        {finding.captureId}
        <span className="block text-muted">Our order: {finding.customId ?? 'not named'}</span>
      </td>
    </tr>
  );
}

export const paymentsAuditText: AdminPageText = {
  title: 'Payments audit',
  intro:
    'Every payment PayPal took, checked against our orders. A payment listed here has no order, or a different amount: rebuild the order or refund it. PayPal lists a payment up to 3 hours after it is made.',
  loading: 'Asking PayPal for its payments…',
};

/**
 * /admin/payments/audit: PayPal's captures in a window that our orders do not account for (issue
 * #27), with what staff need to rebuild the order or refund the capture.
 */
export function PaymentsAudit() {
  const { values, setFilters } = useListParams(['since'] as const);
  const since = windows.some(([value]) => value === values.since) ? values.since : '24h';
  const query = usePaymentsAudit(since);
  return (
    <AdminPage title={paymentsAuditText.title} intro={paymentsAuditText.intro}>
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect
          label="Payments taken in"
          value={since}
          options={windows}
          onChange={(value) => setFilters({ since: value })}
        />
      </div>
      <QueryState query={query} loading={paymentsAuditText.loading}>
        {(answer) => (
          <>
            <p role="status" className="font-semibold text-navy">
              {groupDigits(answer.listed)} {answer.listed === 1 ? 'payment' : 'payments'} listed by PayPal from{' '}
              {ukDateTime(answer.from)} to {ukDateTime(answer.to)}:{' '}
              {answer.findings.length === 0
                ? 'every one matches an order of ours.'
                : `${answer.findings.length} not accounted for.`}
            </p>
            <DataTable
              caption="Payments our orders do not account for"
              columns={['Taken', 'Problem', 'Amount', 'Payer', 'PayPal capture']}
              empty="None: every payment matches an order."
              minWidth="min-w-[56rem]"
            >
              {answer.findings.map((finding) => (
                <FindingRow key={finding.captureId} finding={finding} />
              ))}
            </DataTable>
          </>
        )}
      </QueryState>
    </AdminPage>
  );
}
