import type { CaptureFinding, RefundFinding } from '@kestrel/domain/schemas/payments-audit';
import { formatPence } from '@kestrel/domain/pricing/money';
import { Link } from 'react-router';
import { DataTable, td } from '~/components/ui/data-table';
import { QueryState } from '~/components/ui/query-state';
import { usePaymentsAudit } from '../api/get-payments-audit';
import { ukDateTime } from '../format';
import { auditSummary, captureProblems, refundFindingText } from '../payments-audit-text';
import { AdminPage, type AdminPageText } from './admin-frame';
import { FilterSelect, StatusTag, useListParams } from './list-parts';

const windows = [
  ['1h', 'The last hour'],
  ['24h', 'The last 24 hours'],
  ['7d', 'The last 7 days'],
  ['31d', 'The last 31 days'],
] as const;

function CaptureRow({ finding }: { finding: CaptureFinding }) {
  const problem = captureProblems[finding.problem];
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

function RefundRow({ finding }: { finding: RefundFinding }) {
  const text = refundFindingText(finding);
  return (
    <tr>
      <td className={`${td} whitespace-nowrap`}>{ukDateTime(finding.refundedAt)}</td>
      <td className={td}>
        <StatusTag tone="bad">{text.words}</StatusTag>
        <span className="mt-1 block text-sm text-muted">{text.todo}</span>
      </td>
      <td className={`${td} whitespace-nowrap`}>{formatPence(finding.amount)}</td>
      <td className={`${td} break-all`}>
        {finding.warrantyId ? (
          <Link
            to={`/admin/warranties/${finding.warrantyId}`}
            className="font-mono font-semibold text-teal-700 underline"
          >
            {finding.warrantyReference ?? 'The warranty'}
          </Link>
        ) : (
          'Not one of our orders'
        )}
        <span className="block text-sm text-muted">
          {finding.payerName ?? 'Name not given'}, {finding.payerEmail ?? 'no e-mail given'}
        </span>
      </td>
      <td className={`${td} font-mono text-sm break-all`}>
        {finding.refundId}
        <span className="block text-muted">Refunds capture: {finding.captureId ?? 'not named'}</span>
      </td>
    </tr>
  );
}

export const paymentsAuditText: AdminPageText = {
  title: 'Payments audit',
  intro:
    'Every payment PayPal took, checked against our orders, and every refund it made, checked against our records. A payment listed here has no order, or a different amount: rebuild the order or refund it. A refund listed here is money back we have no record of. PayPal lists a payment or refund up to 3 hours after it is made.',
  loading: 'Asking PayPal for its payments and refunds…',
};

/**
 * /admin/payments/audit: PayPal's captures in a window that our orders do not account for, with
 * what staff need to rebuild the order or refund the capture; and PayPal's refunds that we have
 * no record of, with the warranty each belongs to.
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
        {(answer) => {
          const captures = answer.findings.filter((finding) => finding.problem !== 'unrecorded-refund');
          const refunds = answer.findings.filter((finding) => finding.problem === 'unrecorded-refund');
          return (
            <>
              <p role="status" className="font-semibold text-navy">
                {auditSummary(answer, { captures: captures.length, refunds: refunds.length })}
              </p>
              <DataTable
                caption="Payments our orders do not account for"
                columns={['Taken', 'Problem', 'Amount', 'Payer', 'PayPal capture']}
                empty="None: every payment matches an order."
                minWidth="min-w-[56rem]"
              >
                {captures.map((finding) => (
                  <CaptureRow key={finding.captureId} finding={finding} />
                ))}
              </DataTable>
              <DataTable
                caption="Refunds we have no record of"
                columns={['Refunded', 'Problem', 'Amount', 'Warranty and payer', 'PayPal refund']}
                empty="None: every refund PayPal made is recorded."
                minWidth="min-w-[56rem]"
              >
                {refunds.map((finding) => (
                  <RefundRow key={finding.refundId} finding={finding} />
                ))}
              </DataTable>
            </>
          );
        }}
      </QueryState>
    </AdminPage>
  );
}
