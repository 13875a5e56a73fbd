import { coverLevels, type CoverLevel } from '@kestrel/domain/catalogue/levels';
import { extras, type ExtraCover } from '@kestrel/domain/catalogue/parts';
import { limitsTold, type LimitId } from '@kestrel/domain/claims/limits-told';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { levelStyles } from './level-styles';
import { TitledSection } from '~/components/ui/titled-section';
import { groupDigits } from '@kestrel/domain/uk/numbers';

function Cell({ cover }: { cover: ExtraCover }) {
  if (!cover.covered) {
    return (
      <span className="text-muted">
        <span aria-hidden="true">✕</span>
        <span className="sr-only">Not covered</span>
      </span>
    );
  }
  return (
    <span className="font-medium text-teal-700">
      <span aria-hidden="true">✓</span> {cover.limit ?? <span className="sr-only">Covered</span>}
    </span>
  );
}

/** The rows of what each level takes and covers, before the extras. */
const limits: [string, (level: CoverLevel) => string][] = [
  ['Vehicle age', (l) => (l.maxAgeYears === null ? 'Any age' : `Up to ${l.maxAgeYears} years`)],
  ['Mileage', (l) => (l.maxMileage === null ? 'Any mileage' : `Up to ${groupDigits(l.maxMileage)} miles`)],
  ['Component coverage', (l) => l.componentCoverage],
  ...(['labour', 'vat', 'excess', 'car-hire', 'onward-travel'] as const).map(limitRow),
];

/** A row of how a claim is paid, from the same words as the key facts and the certificate. */
function limitRow(id: LimitId): [string, (level: CoverLevel) => string] {
  const name = limitsTold('safe').find((limit) => limit.id === id)?.name ?? id;
  return [name, (level) => limitsTold(level.id).find((limit) => limit.id === id)?.short ?? ''];
}

/** Spec §2's cover comparison, read from the domain catalogue (the same one pricing uses). */
export function CoverComparison() {
  return (
    <TitledSection id="cover-comparison-title" title="Compare the cover" size="2xl" className="mx-auto max-w-6xl px-4">
      <ScrollRegion labelledBy="cover-comparison-title" className="mt-4 rounded-xl border border-line">
        <table className="w-full min-w-[40rem] border-collapse bg-white text-left text-sm">
          <thead>
            <tr>
              <th scope="col" className="bg-surface p-3">
                <span className="sr-only">Cover</span>
              </th>
              {coverLevels.map((level) => (
                <th key={level.id} scope="col" className={`p-3 text-base text-white ${levelStyles[level.id].background}`}>
                  {level.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {limits.map(([label, valueOf]) => (
              <tr key={label}>
                <th scope="row" className="p-3 font-semibold">
                  {label}
                </th>
                {coverLevels.map((l) => (
                  <td key={l.id} className="p-3">
                    {valueOf(l)}
                  </td>
                ))}
              </tr>
            ))}
            {extras.map((extra) => (
              <tr key={extra.id}>
                <th scope="row" className="p-3 font-normal">
                  {extra.name}
                </th>
                {coverLevels.map((l) => (
                  <td key={l.id} className="p-3">
                    <Cell cover={extra.cover[l.id]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </TitledSection>
  );
}
