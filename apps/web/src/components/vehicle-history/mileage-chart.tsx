import { useId } from 'react';
import { ukLongDate } from '@kestrel/domain/uk/long-date';
import { groupDigits } from '@kestrel/domain/uk/numbers';

export interface ChartPoint {
  date: string;
  miles: number;
  drop: boolean;
}

// Drawn narrow and scaled up, so that its labels stay readable on a phone (about 11 px at 330 px wide).
const WIDTH = 400;
const HEIGHT = 180;
const PAD = { left: 60, right: 12, top: 14, bottom: 30 };
const miles = (count: number) => `${groupDigits(count)} miles`;
const day = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** A sentence saying what the chart shows, for screen readers (the table beside it has every figure). */
export function chartSummary(points: readonly ChartPoint[]): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return 'No mileage readings recorded.';
  const drops = points.filter((point) => point.drop).length;
  const range =
    points.length === 1
      ? `One reading: ${miles(first.miles)} on ${ukLongDate(first.date)}.`
      : `${points.length} readings, from ${miles(first.miles)} on ${ukLongDate(first.date)} to ${miles(last.miles)} on ${ukLongDate(last.date)}.`;
  return drops > 0
    ? `${range} ${drops === 1 ? 'One reading is' : `${drops} readings are`} lower than the one before.`
    : range;
}

/**
 * The recorded mileage over time (DESIGN §8.3), as an SVG image with a title and a description;
 * a reading lower than the one before is drawn as a red diamond. The same figures are in a table
 * beside it, so nothing depends on seeing the chart.
 */
export function MileageChart({ points }: { points: readonly ChartPoint[] }) {
  const titleId = useId();
  const descId = useId();
  if (points.length === 0) return null;
  const times = points.map((point) => day(point.date));
  const minTime = Math.min(...times);
  const maxTime = Math.max(...times);
  const maxMiles = Math.max(...points.map((point) => point.miles), 1);
  const x = (time: number) =>
    PAD.left + (maxTime === minTime ? 0.5 : (time - minTime) / (maxTime - minTime)) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + (1 - value / maxMiles) * (HEIGHT - PAD.top - PAD.bottom);
  const line = points.map((point, index) => `${x(times[index]!).toFixed(1)},${y(point.miles).toFixed(1)}`).join(' ');
  const firstYear = points[0]!.date.slice(0, 4);
  const lastYear = points.at(-1)!.date.slice(0, 4);

  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      className="h-auto w-full max-w-lg"
    >
      <title id={titleId}>Recorded mileage at each MOT test</title>
      <desc id={descId}>{chartSummary(points)}</desc>
      <g className="fill-current text-[13px] text-muted">
        <text x={PAD.left - 8} y={y(maxMiles) + 4} textAnchor="end">
          {groupDigits(maxMiles)}
        </text>
        <text x={PAD.left - 8} y={y(0) + 4} textAnchor="end">
          0
        </text>
        <text x={x(minTime)} y={HEIGHT - 8} textAnchor="middle">
          {firstYear}
        </text>
        {lastYear !== firstYear ? (
          <text x={x(maxTime)} y={HEIGHT - 8} textAnchor="end">
            {lastYear}
          </text>
        ) : null}
      </g>
      <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} className="stroke-muted" strokeWidth={1} />
      <line x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={y(0)} className="stroke-muted" strokeWidth={1} />
      <polyline points={line} fill="none" className="stroke-teal-700" strokeWidth={2.5} />
      {points.map((point, index) => {
        const cx = x(times[index]!);
        const cy = y(point.miles);
        return point.drop ? (
          <path
            key={point.date + index}
            d={`M ${cx} ${cy - 7} L ${cx + 7} ${cy} L ${cx} ${cy + 7} L ${cx - 7} ${cy} Z`}
            className="fill-danger"
          />
        ) : (
          <circle key={point.date + index} cx={cx} cy={cy} r={4.5} className="fill-teal-700" />
        );
      })}
    </svg>
  );
}
