import type { PricePreviewAnswer } from '@kestrel/domain/schemas/admin-prices';
import { formatPence } from '@kestrel/domain/pricing/money';
import { DataTable, td } from '~/components/ui/data-table';

function change(current: number | null, proposed: number | null): string {
  if (current === null && proposed === null) return 'Not sold';
  if (current === null) return 'Newly sold';
  if (proposed === null) return 'Withdrawn';
  const difference = proposed - current;
  if (difference === 0) return 'No change';
  const percent = ((difference / current) * 100).toFixed(1);
  return `${difference > 0 ? '+' : '−'}${formatPence(Math.abs(difference))} (${difference > 0 ? '+' : '−'}${percent.replace('-', '')}%)`;
}

/** What the draft does to the reference vehicles: today's price beside the proposed one. */
export function PricePreview({ preview }: { preview: PricePreviewAnswer }) {
  return (
    <DataTable
      caption={`Preview against version ${preview.basedOn}`}
      columns={['Reference vehicle', 'Plan', `Now (version ${preview.basedOn})`, 'Proposed', 'Change']}
      empty="No reference vehicle can buy these plans."
      minWidth="min-w-[52rem]"
    >
      {preview.rows.map((row) => (
        <tr key={`${row.vehicle}:${row.planId}`}>
          <td className={td}>{row.vehicle}</td>
          <td className={td}>{row.plan}</td>
          <td className={td}>{row.current === null ? '—' : formatPence(row.current)}</td>
          <td className={`${td} font-semibold`}>{row.proposed === null ? '—' : formatPence(row.proposed)}</td>
          <td className={td}>{change(row.current, row.proposed)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
