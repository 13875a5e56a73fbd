import type { VehicleHistoryAnswer } from '@kestrel/domain/schemas/vehicle-history';
import { motFlagLabels, motRefusalStaffLabels } from '@kestrel/domain/vehicle-history/mot-messages';
import { ukLongDate } from '@kestrel/domain/uk/long-date';
import { DataTable, td } from '~/components/ui/data-table';
import { DetailList, type DetailRow } from '~/components/ui/detail-list';
import { MileageChart } from './mileage-chart';
import { MotTests } from './mot-tests';
import { groupDigits } from '@kestrel/domain/uk/numbers';

type Answer = VehicleHistoryAnswer;
const miles = (count: number) => `${groupDigits(count)} miles`;

/** The MOT status in words: valid until, expired on, or not yet due. */
export function motStatusText(status: Answer['verdict']['motStatus']): string {
  if (!status) return 'Unknown';
  if (status.status === 'valid') return `Valid until ${ukLongDate(status.expires)}`;
  if (status.status === 'not-yet-due') return `Not due yet: first MOT by ${ukLongDate(status.due)}`;
  return status.expired ? `Expired on ${ukLongDate(status.expired)}` : `No MOT since ${ukLongDate(status.dueSince)}`;
}

function summaryRows(answer: Answer): DetailRow[] {
  const last = answer.history?.tests.at(-1);
  const reading = answer.verdict.reading;
  return [
    ['MOT status', motStatusText(answer.verdict.motStatus)],
    [
      'Last MOT test',
      last ? `${ukLongDate(last.date)}: ${last.result === 'passed' ? 'passed' : 'failed'}` : 'None yet',
    ],
    ['Last recorded mileage', reading ? `${miles(reading.miles)} on ${ukLongDate(reading.date)}` : 'None recorded'],
  ];
}

/** What the check could not say, in the reader's terms. */
function Unchecked({ answer, audience }: { answer: Answer; audience: 'customer' | 'staff' }) {
  if (answer.check === 'unavailable') {
    return (
      <p>
        {audience === 'staff'
          ? motFlagLabels['not-checked']
          : "We couldn't reach the DVSA's MOT service just now. You can carry on: we will check the history ourselves."}
      </p>
    );
  }
  return <p>The DVSA has no MOT record for this registration.</p>;
}

function Readings({ answer }: { answer: Answer }) {
  if (answer.points.length === 0) return <p className="text-muted">No mileage has been recorded at an MOT test yet.</p>;
  // The note column only when a reading is lower than the one before: a phone's width otherwise.
  const dropped = answer.points.some((point) => point.drop);
  return (
    <figure className="space-y-3">
      <figcaption className="font-semibold text-navy">Mileage recorded at each MOT test</figcaption>
      <MileageChart points={answer.points} />
      <DataTable
        caption="Mileage recorded at each MOT test"
        columns={dropped ? ['Test date', 'Mileage', 'Note'] : ['Test date', 'Mileage']}
        empty="No readings."
        minWidth={dropped ? 'min-w-[24rem]' : 'min-w-[15rem]'}
        fitsPhone={!dropped}
      >
        {[...answer.points].reverse().map((point, index) => (
          <tr key={`${point.date}-${index}`}>
            <td className={td}>{ukLongDate(point.date)}</td>
            <td className={td}>{miles(point.miles)}</td>
            {dropped ? (
              <td className={td}>
                {point.drop ? <strong className="text-danger">Lower than the reading before</strong> : ''}
              </td>
            ) : null}
          </tr>
        ))}
      </DataTable>
    </figure>
  );
}

/**
 * The DVSA MOT history of a vehicle (DESIGN §8.3 "Shown"): status, last test and reading, the
 * mileage chart with its table, and for the staff every flag and every test with its defects.
 */
export function MotHistoryPanel({
  answer,
  audience,
  heading: Heading = 'h2',
}: {
  answer: Answer;
  audience: 'customer' | 'staff';
  heading?: 'h2' | 'h3';
}) {
  const { verdict } = answer;
  const refusal = verdict.refusals[0];
  const Sub = Heading === 'h2' ? 'h3' : 'h4';
  return (
    <section className="space-y-4">
      <Heading className="text-lg font-bold text-navy">MOT history from the DVSA</Heading>
      {answer.check === 'found' ? (
        <DetailList rows={summaryRows(answer)} />
      ) : (
        <Unchecked answer={answer} audience={audience} />
      )}
      {refusal ? (
        <p className="rounded-lg border-l-4 border-danger bg-[#fdecea] p-4 font-medium text-ink">
          {audience === 'staff'
            ? `${motRefusalStaffLabels[refusal.code]}: cover would be refused to a buyer today.`
            : refusal.message}
        </p>
      ) : null}
      {audience === 'staff' && verdict.flags.length > 0 ? (
        <div>
          <Sub className="font-semibold text-navy">Flagged for review</Sub>
          <ul className="mt-1 list-disc pl-5">
            {verdict.flags.map((flag) => (
              <li key={flag}>{motFlagLabels[flag]}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {answer.check === 'found' ? <Readings answer={answer} /> : null}
      {audience === 'staff' && answer.history ? <MotTests tests={answer.history.tests} heading={Sub} /> : null}
    </section>
  );
}
