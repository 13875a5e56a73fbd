import { useState } from 'react';
import type { ClaimsRecordAnswer } from '@kestrel/domain/schemas/claims-record';
import { durationWords, partWords, percentWords } from '@kestrel/domain/claims/record-words';
import { DataTable, td } from '~/components/ui/data-table';
import { QueryState } from '~/components/ui/query-state';
import { useClaimsRecord } from '../api/get-claims-record';
import { periodName, recordColumns } from '../claims-record-text';
import { AdminPage, type AdminPageText, Panel } from './admin-frame';
import { FilterSelect } from './list-parts';

type Kind = 'week' | 'month';
type Figures = ClaimsRecordAnswer['weeks'][number];

export const claimsRecordText: AdminPageText = {
  title: 'Claims record',
  intro:
    'How we decide claims, week by week and month by month: claims made and decided, by the rules or by a person, how fast, and the promises kept. The public page “How we handle claims” shows last month and the last twelve months from the same figures.',
  loading: 'Loading the claims record…',
};

const rowHead = `${td} text-left font-semibold`;
const kinds = [
  ['month', 'Months'],
  ['week', 'Weeks'],
] as const;

/**
 * One period's figures, each on its own row: two columns, readable on a phone (the period is in the
 * heading above and the caption; its name would keep the column wide).
 */
function PeriodTable({ figures, kind }: { figures: Figures; kind: Kind }) {
  return (
    <DataTable
      caption={`Figures for ${periodName(figures, kind)}`}
      columns={['Figure', 'Value']}
      empty=""
      minWidth="min-w-0"
      fitsPhone
    >
      {recordColumns.map((column) => (
        <tr key={column.heading}>
          <th scope="row" className={rowHead}>
            {column.heading}
          </th>
          <td className={td}>{column.value(figures)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** The periods side by side on the main figures, newest first. */
function TrendTable({ periods, kind }: { periods: Figures[]; kind: Kind }) {
  const decision = (f: Figures) => f.timeFrames.find((t) => t.frame === 'decision')!;
  return (
    <DataTable
      caption={`The last ${periods.length} ${kind}s, newest first`}
      columns={[
        kind === 'week' ? 'Week' : 'Month',
        'Made',
        'Decided',
        'Automatically',
        'Median to decision',
        'Decided in time',
      ]}
      empty="No claims yet."
      minWidth="min-w-[40rem]"
    >
      {periods.map((f) => (
        <tr key={f.from}>
          <th scope="row" className={`${rowHead} whitespace-nowrap`}>
            {periodName(f, kind)}
          </th>
          <td className={td}>{f.claimsMade}</td>
          <td className={td}>{f.decided}</td>
          <td className={td}>{partWords(f.decidedAutomatically, f.decided)}</td>
          <td className={td}>{durationWords(f.estimateToDecision.medianMinutes)}</td>
          <td className={td}>{percentWords(decision(f).share)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** /admin/claims-record (issue #37 "Measured, not claimed"). */
export function ClaimsRecord() {
  const query = useClaimsRecord();
  const [kind, setKind] = useState<Kind>('month');
  const [chosen, setChosen] = useState<string>('');
  return (
    <AdminPage title={claimsRecordText.title} intro={claimsRecordText.intro}>
      <QueryState query={query} loading={claimsRecordText.loading}>
        {(answer) => {
          const periods = kind === 'week' ? answer.weeks : answer.months;
          const figures = periods.find((p) => p.from === chosen) ?? periods[0]!;
          return (
            <>
              <div className="flex flex-wrap items-end gap-4 rounded-2xl border border-line bg-white p-4">
                <FilterSelect
                  label="Weeks or months"
                  value={kind}
                  options={kinds}
                  onChange={(value) => {
                    setKind(value === 'week' ? 'week' : 'month');
                    setChosen('');
                  }}
                />
                <FilterSelect
                  label={kind === 'week' ? 'Week' : 'Month'}
                  value={figures.from}
                  options={periods.map((p) => [p.from, periodName(p, kind)] as const)}
                  onChange={setChosen}
                />
              </div>
              <Panel title={periodName(figures, kind)}>
                <PeriodTable figures={figures} kind={kind} />
              </Panel>
              <Panel title={kind === 'week' ? 'Week by week' : 'Month by month'}>
                <TrendTable periods={periods} kind={kind} />
              </Panel>
              <Panel title="Published on “How we handle claims”">
                <p className="mb-3 text-muted">
                  <a href="/how-we-handle-claims" className="font-semibold text-teal-700 underline">
                    How we handle claims
                  </a>{' '}
                  shows these, worked out again every hour.
                </p>
                {[answer.published.lastMonth, answer.published.lastTwelveMonths].map((published) => (
                  <div key={published.to + published.from} className="mt-4">
                    <h3 className="mb-2 font-semibold text-navy">{periodName(published, 'month')}</h3>
                    <PeriodTable figures={published} kind="month" />
                  </div>
                ))}
              </Panel>
            </>
          );
        }}
      </QueryState>
    </AdminPage>
  );
}
