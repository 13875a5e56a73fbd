import { eligibilityLine } from '@kestrel/domain/catalogue/levels';
import { extras, listedComponents } from '@kestrel/domain/catalogue/parts';
import { levelStyles } from '~/components/content/level-styles';
import type { LevelVerdict } from '../quote-vehicle';

function Tick() {
  return (
    <svg viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-teal-700" aria-hidden="true">
      <path d="M4.5 10.5l3.5 3.5 7.5-8" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

function Cross() {
  return (
    <svg viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-muted" aria-hidden="true">
      <path d="M6 6l8 8M14 6l-8 8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The parts every level covers, said once above the cards rather than three times. */
export function ListedComponents({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="listed-components-title" className="rounded-xl border border-line bg-surface p-5">
      <Heading id="listed-components-title" className="text-lg font-bold text-navy">
        Every level covers these listed components
      </Heading>
      <ul className="mt-3 grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {listedComponents.map((name) => (
          <li key={name} className="flex gap-2">
            <Tick />
            {name}
          </li>
        ))}
      </ul>
    </section>
  );
}

function VerdictLine({ verdict }: { verdict: LevelVerdict }) {
  if (verdict.eligible) {
    return (
      <p className="flex gap-2 rounded-lg bg-teal-50 px-3 py-2 font-semibold text-teal-700">
        <Tick />
        Available for your vehicle
      </p>
    );
  }
  return (
    <div className="rounded-lg bg-[#fdecea] px-3 py-2 text-danger">
      <p className="flex gap-2 font-semibold">
        <Cross />
        Not available for your vehicle
      </p>
      <p className="mt-1 text-sm">{verdict.reason}</p>
    </div>
  );
}

/**
 * The three levels side by side (stacked on a phone): who each is for, whether it takes this
 * vehicle and why not, and which of the twelve extras it includes, with their limits, and which not.
 */
export function LevelCoverCards({ verdicts, headingLevel = 2 }: { verdicts: LevelVerdict[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {verdicts.map((verdict) => {
        const { level } = verdict;
        const included = extras.filter((extra) => extra.cover[level.id].covered);
        const excluded = extras.filter((extra) => !extra.cover[level.id].covered);
        return (
          <li
            key={level.id}
            className={`flex flex-col overflow-hidden rounded-2xl border-2 bg-white shadow-sm ${
              verdict.eligible ? levelStyles[level.id].border : 'border-line'
            }`}
          >
            <div className={`p-5 text-white ${levelStyles[level.id].background}`}>
              <Heading id={`level-${level.id}-name`} className="text-2xl font-bold">
                {level.name}
              </Heading>
              <p className="mt-1 font-semibold">{eligibilityLine(level)}</p>
            </div>
            <div className="flex flex-1 flex-col gap-4 p-5">
              <VerdictLine verdict={verdict} />
              <p className="text-muted">{level.description}</p>
              <div>
                <Sub className="font-semibold text-navy">Extras included</Sub>
                {included.length === 0 ? (
                  <p className="mt-2 text-sm text-muted">None: {level.name} covers the listed components only.</p>
                ) : (
                  <ul className="mt-2 space-y-1.5 text-sm">
                    {included.map((extra) => {
                      const cover = extra.cover[level.id];
                      return (
                        <li key={extra.id} className="flex gap-2">
                          <Tick />
                          <span>
                            {extra.name}
                            {cover.covered && cover.limit ? <span className="text-muted"> ({cover.limit})</span> : null}
                          </span>
                        </li>
                      );
                    })}
                  </ul>
                )}
              </div>
              {excluded.length > 0 ? (
                <div>
                  <Sub className="font-semibold text-navy">Not included</Sub>
                  <ul className="mt-2 space-y-1.5 text-sm text-muted">
                    {excluded.map((extra) => (
                      <li key={extra.id} className="flex gap-2">
                        <Cross />
                        {extra.name}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
