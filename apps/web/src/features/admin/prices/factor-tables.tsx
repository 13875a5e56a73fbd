import { td, th } from '~/components/ui/data-table';
import { ScrollRegion } from '~/components/ui/scroll-region';
import {
  bandLabels,
  bandTables,
  factorLabels,
  factorTables,
  type BandTable,
  type FactorTable,
  type RateDraft,
} from './rate-draft';

const input = 'block w-24 rounded-lg border-2 border-line bg-white px-2 py-1.5 text-right';

/** A factor as staff type it (text, read as a decimal when the draft is sent). */
function FactorCell({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <td className={td}>
      <input
        inputMode="decimal"
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={input}
      />
    </td>
  );
}

function Head({ first }: { first: string }) {
  return (
    <thead>
      <tr>
        <th scope="col" className={th}>
          {first}
        </th>
        <th scope="col" className={th}>
          Factor
        </th>
      </tr>
    </thead>
  );
}

/** The vehicle's factors: bands (up to a value, and above the last) and the per-kind factors. */
export function FactorTables({
  draft,
  onBand,
  onFactor,
}: {
  draft: RateDraft;
  onBand: (table: BandTable, index: number, next: { upTo: string; factor: string }) => void;
  onFactor: (table: FactorTable, key: string, value: string) => void;
}) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {bandTables.map((table) => (
        <ScrollRegion key={table} label={bandLabels[table]} className="self-start">
          <table className="w-full border-collapse">
            <caption className="mb-2 text-left font-bold text-navy">{bandLabels[table]}</caption>
            <Head first="Up to" />
            <tbody>
              {draft.bands[table].map((band, index, all) => {
                const last = index === all.length - 1;
                const name = `${bandLabels[table]}, band ${index + 1}`;
                return (
                  <tr key={index}>
                    <td className={td}>
                      {last ? (
                        <span className="text-muted">and above</span>
                      ) : (
                        <input
                          inputMode="numeric"
                          aria-label={`${name}: up to`}
                          value={band.upTo}
                          onChange={(event) => onBand(table, index, { ...band, upTo: event.target.value })}
                          className={input}
                        />
                      )}
                    </td>
                    <FactorCell
                      label={`${name}: factor`}
                      value={band.factor}
                      onChange={(factor) => onBand(table, index, { ...band, factor })}
                    />
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      ))}
      {factorTables.map((table) => (
        <ScrollRegion key={table} label={factorLabels[table]} className="self-start">
          <table className="w-full border-collapse">
            <caption className="mb-2 text-left font-bold text-navy">{factorLabels[table]}</caption>
            <Head first="Kind" />
            <tbody>
              {Object.entries(draft.factors[table]).map(([key, value]) => (
                <tr key={key}>
                  <th scope="row" className={`${td} text-left font-semibold`}>
                    {key}
                  </th>
                  <FactorCell
                    label={`${factorLabels[table]}, ${key}: factor`}
                    value={value}
                    onChange={(factor) => onFactor(table, key, factor)}
                  />
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ))}
    </div>
  );
}
