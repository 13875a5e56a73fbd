import type { VehicleHistoryAnswer } from '@kestrel/domain/schemas/vehicle-history';
import { ukLongDate } from '@kestrel/domain/uk/long-date';
import { groupDigits } from '@kestrel/domain/uk/numbers';

type MotTest = NonNullable<VehicleHistoryAnswer['history']>['tests'][number];

const kindLabels: Record<MotTest['defects'][number]['kind'], string> = {
  dangerous: 'Dangerous',
  major: 'Major',
  fail: 'Fail',
  prs: 'Pass after rectification',
  minor: 'Minor',
  advisory: 'Advisory',
  'user-entered': 'Tester’s note',
};

function odometerText(test: MotTest): string {
  const { odometer } = test;
  if (odometer.result === 'unreadable') return 'Odometer unreadable';
  if (odometer.result === 'no-odometer') return 'No odometer';
  const recorded = odometer.recorded.unit === 'km' ? ` (${groupDigits(odometer.recorded.value)} km recorded)` : '';
  return `${groupDigits(odometer.miles)} miles${recorded}`;
}

/** Every MOT test, newest first, with its result, odometer, expiry and every advisory and defect (staff). */
export function MotTests({ tests, heading: Heading }: { tests: readonly MotTest[]; heading: 'h3' | 'h4' }) {
  if (tests.length === 0) return <p className="text-muted">No MOT tests on record.</p>;
  return (
    <div>
      <Heading className="font-semibold text-navy">Every MOT test</Heading>
      <ol className="mt-2 space-y-3">
        {[...tests].reverse().map((test) => (
          <li key={test.completedAt + (test.testNumber ?? '')} className="rounded-lg border border-line p-3">
            <p className="font-semibold text-ink">
              {ukLongDate(test.date)}: {test.result === 'passed' ? 'Passed' : 'Failed'}
              {test.expiryDate ? `, expires ${ukLongDate(test.expiryDate)}` : ''}
            </p>
            <p className="text-sm text-muted">
              {odometerText(test)}
              {test.testNumber ? ` · Test number ${test.testNumber}` : ''}
            </p>
            {test.defects.length > 0 ? (
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
                {test.defects.map((defect, index) => (
                  <li key={index}>
                    <strong className={defect.dangerous ? 'text-danger' : undefined}>
                      {defect.dangerous ? 'Dangerous' : kindLabels[defect.kind]}:
                    </strong>{' '}
                    {defect.text}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
