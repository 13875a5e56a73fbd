import { describe, expect, it } from 'vitest';
import { historyOutcome, refusalField } from './history-outcome';
import { normaliseMotHistory } from './mot-history';
import type { MotHistoryCheck } from './mot-verdict';
import { vehicleHistoryAnswer } from './vehicle-history-answer';

const today = '2026-06-01';
const found = (expiry: string, readings: number[]): MotHistoryCheck => ({
  outcome: 'found',
  history: normaliseMotHistory({
    registration: 'AB12CDE',
    motTests: readings.map((miles, index) => ({
      completedDate: `${2020 + index}-05-01T09:00:00.000Z`,
      testResult: 'PASSED',
      expiryDate: index === readings.length - 1 ? expiry : `${2021 + index}-04-30`,
      odometerValue: String(miles),
      odometerUnit: 'MI',
      odometerResultType: 'READ',
    })),
  }),
});

const answer = (check: MotHistoryCheck, declaredMileage: number) =>
  vehicleHistoryAnswer({ check, declaredMileage, firstRegistered: '2017-01-01', today });

describe('historyOutcome: what an order and its warranty keep of the check', () => {
  it.each([
    [
      'a clean sale',
      answer(found('2027-04-30', [10_000, 20_000]), 25_000),
      { check: 'found', decision: 'sold', flags: [], reading: { date: '2021-05-01', miles: 20_000 } },
      'registration',
    ],
    [
      'a mileage below the record',
      answer(found('2027-04-30', [10_000, 20_000]), 5_000),
      { check: 'found', decision: 'refused', flags: [], reading: { date: '2021-05-01', miles: 20_000 } },
      'mileage',
    ],
    [
      'an expired MOT',
      answer(found('2025-04-30', [10_000, 20_000]), 25_000),
      { check: 'found', decision: 'refused', motStatus: { status: 'expired', expired: '2025-04-30' } },
      'registration',
    ],
    [
      'readings that go down',
      answer(found('2027-04-30', [30_000, 20_000]), 35_000),
      { decision: 'sold', flags: ['readings-go-down'] },
      'registration',
    ],
    [
      'no record',
      answer({ outcome: 'not-found' }, 1),
      { check: 'not-found', flags: ['no-record'], reading: null, motStatus: null },
      'registration',
    ],
    [
      'not checked',
      answer({ outcome: 'unavailable' }, 1),
      { check: 'unavailable', decision: 'sold', flags: ['not-checked'], reading: null },
      'registration',
    ],
  ])('%s', (_case, checked, expected, field) => {
    const outcome = historyOutcome(checked, '2026-06-01T10:00:00.000Z');
    expect(outcome).toMatchObject({ ...expected, checkedAt: '2026-06-01T10:00:00.000Z' });
    // The reading kept is the date and figure only, never the chart's "drop" mark.
    expect(outcome.reading === null || !('drop' in outcome.reading)).toBe(true);
    expect(refusalField(checked)).toBe(field);
  });
});
