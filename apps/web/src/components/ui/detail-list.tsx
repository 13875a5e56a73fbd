import type { ReactNode } from 'react';

export type DetailRow = readonly [term: string, value: ReactNode];

/** Label and value pairs, as a description list (a modal's details, a card's facts). */
export function DetailList({ rows, columns = 2 }: { rows: readonly DetailRow[]; columns?: 1 | 2 }) {
  return (
    <dl className={`grid grid-cols-1 gap-x-6 rounded-xl bg-surface px-4 py-2 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>
      {rows.map(([term, value]) => (
        <div key={term} className="border-b border-line py-2 last:border-b-0">
          <dt className="text-sm text-muted">{term}</dt>
          <dd className="font-semibold break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
