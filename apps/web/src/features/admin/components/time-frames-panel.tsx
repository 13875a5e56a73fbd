import type { ClaimTimeFramesAnswer } from '@kestrel/domain/schemas/claim-time-frames';
import { DataTable, td } from '~/components/ui/data-table';
import { QueryState } from '~/components/ui/query-state';
import { useClaimTimeFrames } from '../api/get-claim-time-frames';
import { figureText, monthName, monthRows } from '../time-frames-text';
import { Panel } from './admin-frame';

type Frame = ClaimTimeFramesAnswer['promises'][number]['id'];

/** Each promise's column heading: what was done in time. */
const frameHeadings: Record<Frame, string> = {
  garageContact: 'Garage contacted',
  decision: 'Decided',
  payment: 'Garage paid',
};

/**
 * "Our time frames" (issue #36): the three promises in the words the terms use, then month by
 * month (newest first) how many that fell due were kept: "met of due (share)".
 */
export function TimeFramesPanel() {
  const query = useClaimTimeFrames();
  return (
    <Panel title="Our time frames">
      <QueryState query={query} loading="Loading the time frames…">
        {(answer) => {
          const rows = monthRows(answer.figures);
          return (
            <div className="space-y-4">
              <ul className="list-disc space-y-1 pl-5" data-testid="time-frame-promises">
                {answer.promises.map((promise) => (
                  <li key={promise.id}>{promise.text}</li>
                ))}
              </ul>
              <DataTable
                caption="Promises kept, by the month they fell due, newest first"
                columns={['Month', ...answer.promises.map((p) => frameHeadings[p.id])]}
                empty="Nothing has fallen due yet."
                minWidth="min-w-[34rem]"
              >
                {rows.map((row) => (
                  <tr key={row.month}>
                    <th scope="row" className={`${td} text-left font-semibold whitespace-nowrap`}>
                      {monthName(row.month)}
                    </th>
                    {answer.promises.map((promise) => (
                      <td key={promise.id} className={`${td} whitespace-nowrap`}>
                        {figureText(row.byFrame[promise.id])}
                      </td>
                    ))}
                  </tr>
                ))}
              </DataTable>
            </div>
          );
        }}
      </QueryState>
    </Panel>
  );
}
