import type { MotHistory } from './mot-history';

/** One recorded odometer reading, in miles, on the date of its test. */
export interface ReadingPoint {
  date: string;
  miles: number;
  /** True when this reading is lower than the one before it. */
  drop: boolean;
}

/** The chart's data: every read odometer, oldest first, each marked when it went down. */
export function mileagePoints(history: MotHistory): ReadingPoint[] {
  const points: ReadingPoint[] = [];
  for (const test of history.tests) {
    if (test.odometer.result !== 'read') continue;
    const previous = points.at(-1);
    points.push({
      date: test.date,
      miles: test.odometer.miles,
      drop: previous ? test.odometer.miles < previous.miles : false,
    });
  }
  return points;
}

/** The latest recorded reading, or null when no test read the odometer. */
export function latestReading(history: MotHistory): ReadingPoint | null {
  return mileagePoints(history).at(-1) ?? null;
}

/** True when any reading is lower than the one recorded before it (possible clocking). */
export function readingsGoDown(history: MotHistory): boolean {
  return mileagePoints(history).some((point) => point.drop);
}
