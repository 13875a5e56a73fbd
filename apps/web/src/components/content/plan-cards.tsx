import { benefitLines } from '@kestrel/domain/catalogue/benefits';
import { coverLevels, eligibilityLine } from '@kestrel/domain/catalogue/levels';
import { levelStyles } from './level-styles';
import { extrasCoveredBy, listedComponents, type ExtraCover } from '@kestrel/domain/catalogue/parts';

const limitOf = (cover: ExtraCover) => (cover.covered ? cover.limit : undefined);

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0" aria-hidden="true">
      <circle cx="10" cy="10" r="10" fill="currentColor" opacity="0.18" />
      <path d="M5.5 10.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The three plan cards (spec §2): title, eligibility line, description, colour, items with icon and text, and the benefits with their limits. */
export function PlanCards({ vehicle }: { vehicle: 'car' | 'van' }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {coverLevels.map((level) => {
        const items = [
          ...listedComponents.map((name) => ({ name, limit: undefined as string | undefined })),
          ...extrasCoveredBy(level.id).map((extra) => ({ name: extra.name, limit: limitOf(extra.cover[level.id]) })),
        ];
        return (
          <li key={level.id} className="flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
            <div className={`p-5 text-white ${levelStyles[level.id].background}`}>
              <h2 className="text-2xl font-bold">{level.name}</h2>
              <p className="mt-1 font-semibold">{eligibilityLine(level)}</p>
            </div>
            <div className="flex-1 p-5">
              <p className="text-muted">{level.description}</p>
              <h3 className="mt-4 font-semibold text-navy">What your {vehicle} is covered for</h3>
              <ul className={`mt-2 space-y-1.5 text-sm ${levelStyles[level.id].text}`}>
                {items.map((item) => (
                  <li key={item.name} className="flex gap-2">
                    <CheckIcon />
                    <span className="text-ink">
                      {item.name}
                      {item.limit ? <span className="text-muted"> ({item.limit})</span> : null}
                    </span>
                  </li>
                ))}
              </ul>
              <h3 className="mt-4 font-semibold text-navy">Included with every {level.name} plan</h3>
              <ul className="mt-2 space-y-1.5 text-sm">
                {benefitLines(level.id).map((benefit) => (
                  <li key={benefit.name} className={`flex gap-2 ${levelStyles[level.id].text}`}>
                    <CheckIcon />
                    <span className="text-ink">
                      <span className="font-semibold">{benefit.name}:</span> {benefit.text}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
