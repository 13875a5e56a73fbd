import type { WarrantyHistoryAnswer } from '@kestrel/domain/schemas/vehicle-history';
import { motFlagLabels } from '@kestrel/domain/vehicle-history/mot-messages';
import { ukLongDate } from '@kestrel/domain/uk/long-date';
import { QueryState } from '~/components/ui/query-state';
import { MotHistoryPanel } from '~/components/vehicle-history/mot-history-panel';
import { useAdminWarrantyHistory } from '../api/get-admin-warranty-history';
import { ukDateTime } from '../format';
import { Panel } from './admin-frame';
import { groupDigits } from '@kestrel/domain/uk/numbers';

/** What the check said when the warranty was sold: the record the sale relied on. */
function AtSale({ answer }: { answer: WarrantyHistoryAnswer }) {
  const { atSale } = answer;
  if (!atSale)
    return <p className="text-muted">Sold before the MOT history check: nothing was recorded at the sale.</p>;
  const reading = atSale.reading
    ? `${groupDigits(atSale.reading.miles)} miles on ${ukLongDate(atSale.reading.date)}`
    : 'no reading';
  return (
    <p>
      Checked {ukDateTime(atSale.checkedAt)}: the sale relied on {reading}, against{' '}
      {groupDigits(answer.declaredMileage)} miles declared.{' '}
      {atSale.flags.length > 0
        ? `Flagged: ${atSale.flags.map((flag) => motFlagLabels[flag]).join('; ')}.`
        : 'Nothing flagged.'}
    </p>
  );
}

/**
 * The back office's view of a sale's MOT history (DESIGN §8.3 "Shown"): what the check said at
 * the sale, and the DVSA's full record now, with every flag, test, advisory and defect.
 */
export function WarrantyHistoryPanel({ id }: { id: string }) {
  const query = useAdminWarrantyHistory(id);
  return (
    <Panel>
      <QueryState query={query} loading="Loading the MOT history…">
        {(answer) => (
          <div className="space-y-4">
            <MotHistoryPanel answer={answer.current} audience="staff" heading="h2" />
            <AtSale answer={answer} />
          </div>
        )}
      </QueryState>
    </Panel>
  );
}
