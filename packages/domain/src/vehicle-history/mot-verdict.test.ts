import { describe, expect, it } from 'vitest';
import { vehicleHistoryAnswerSchema } from '../schemas/vehicle-history';
import type { MotHistory, MotTest } from './mot-history';
import { motVerdict, type MotHistoryCheck } from './mot-verdict';
import { vehicleHistoryAnswer } from './vehicle-history-answer';

const TODAY = '2026-11-25';

type TestRow = [
  date: string,
  result: 'passed' | 'failed',
  miles: number | 'unreadable' | 'no-odometer',
  dangerous?: boolean,
];

const motTest = ([date, result, miles, dangerous = false]: TestRow): MotTest => ({
  completedAt: `${date}T10:00:00.000Z`,
  date,
  result,
  expiryDate: result === 'passed' ? `${Number(date.slice(0, 4)) + 1}${date.slice(4)}` : null,
  odometer:
    typeof miles === 'number' ? { result: 'read', miles, recorded: { value: miles, unit: 'mi' } } : { result: miles },
  testNumber: null,
  defects: dangerous ? [{ text: 'Brake pipe excessively corroded', kind: 'dangerous', dangerous: true }] : [],
});

const found = (rows: TestRow[], extra: Partial<MotHistory> = {}): MotHistoryCheck => ({
  outcome: 'found',
  history: {
    registration: 'AB12CDE',
    make: 'FORD',
    model: 'FOCUS',
    firstUsedDate: '2016-03-01',
    motTestDueDate: null,
    tests: rows.map(motTest),
    ...extra,
  },
});

const clean = found([
  ['2019-02-20', 'passed', 30_100],
  ['2020-02-20', 'passed', 38_400],
  ['2021-02-20', 'failed', 45_000],
  ['2021-02-21', 'passed', 45_000],
  ['2022-02-20', 'passed', 52_700],
  ['2023-02-20', 'passed', 60_300],
  ['2024-02-20', 'passed', 68_000],
  ['2026-03-01', 'passed', 75_250],
]);

/** Golden table: check, declared miles, first registration → decision, refusal codes, flags. */
const golden: [string, MotHistoryCheck, number, string | null, string, string[], string[]][] = [
  ['clean history, mileage above the record', clean, 80_000, '2016-03-01', 'sold', [], []],
  ['clean history, mileage equal to the record', clean, 75_250, '2016-03-01', 'sold', [], []],
  ['declared below the latest reading', clean, 75_249, '2016-03-01', 'refused', ['mileage-below-record'], []],
  ['no history found', { outcome: 'not-found' }, 1, '2016-03-01', 'sold', [], ['no-record']],
  ['service unavailable', { outcome: 'unavailable' }, 1, '2016-03-01', 'sold', [], ['not-checked']],
  [
    'clocked: a reading lower than the one before',
    found([
      ['2024-06-01', 'passed', 91_000],
      ['2025-06-01', 'passed', 58_000],
      ['2026-06-01', 'passed', 64_000],
    ]),
    65_000,
    '2016-03-01',
    'sold',
    [],
    ['readings-go-down'],
  ],
  [
    'clocked and declared below the latest reading',
    found([
      ['2025-06-01', 'passed', 91_000],
      ['2026-06-01', 'passed', 58_000],
    ]),
    50_000,
    '2016-03-01',
    'refused',
    ['mileage-below-record'],
    ['readings-go-down'],
  ],
  [
    'unreadable at the last test: the earlier reading still counts',
    found([
      ['2025-06-01', 'passed', 40_000],
      ['2026-06-01', 'passed', 'unreadable'],
    ]),
    45_000,
    '2016-03-01',
    'sold',
    [],
    ['odometer-not-read'],
  ],
  [
    'no odometer at the last test',
    found([['2026-06-01', 'passed', 'no-odometer']]),
    1,
    '2016-03-01',
    'sold',
    [],
    ['odometer-not-read'],
  ],
  [
    'MOT ran out',
    found([
      ['2023-05-01', 'passed', 40_000],
      ['2024-05-01', 'passed', 47_000],
    ]),
    60_000,
    '2016-03-01',
    'refused',
    ['mot-expired'],
    [],
  ],
  [
    'last pass expires today: still current',
    found([['2025-11-25', 'passed', 47_000]]),
    60_000,
    '2016-03-01',
    'sold',
    [],
    [],
  ],
  [
    'failed with a dangerous defect, not passed since, MOT still current',
    found([
      ['2026-01-01', 'passed', 40_000],
      ['2026-05-20', 'failed', 48_000, true],
    ]),
    50_000,
    '2016-03-01',
    'refused',
    ['dangerous-fail'],
    [],
  ],
  [
    'failed with a dangerous defect, then passed',
    found([
      ['2026-05-20', 'failed', 48_000, true],
      ['2026-05-27', 'passed', 48_020],
    ]),
    50_000,
    '2016-03-01',
    'sold',
    [],
    [],
  ],
  [
    'failed without a dangerous defect, MOT still current',
    found([
      ['2025-12-01', 'passed', 40_000],
      ['2026-11-20', 'failed', 48_000],
    ]),
    50_000,
    '2016-03-01',
    'sold',
    [],
    [],
  ],
  [
    'dangerous fail, MOT expired and mileage below: every refusal, worst first',
    found([
      ['2024-05-01', 'passed', 40_000],
      ['2025-06-01', 'failed', 48_000, true],
    ]),
    45_000,
    '2016-03-01',
    'refused',
    ['dangerous-fail', 'mot-expired', 'mileage-below-record'],
    [],
  ],
  ['too new for an MOT', found([], { motTestDueDate: '2028-03-13' }), 4_100, '2025-03-14', 'sold', [], []],
  ['too new, no due date: three years from registration', found([]), 4_100, '2024-03-14', 'sold', [], []],
  ['over three years old and never tested', found([]), 30_000, '2023-03-14', 'refused', ['mot-expired'], []],
  ['over three years, no lookup date: first use stands in', found([]), 30_000, null, 'refused', ['mot-expired'], []],
];

describe('motVerdict golden table', () => {
  it.each(golden)('%s', (_name, check, declaredMileage, firstRegistered, decision, refusals, flags) => {
    const verdict = motVerdict({ check, declaredMileage, firstRegistered, today: TODAY });
    expect(verdict.decision).toBe(decision);
    expect(verdict.refusals.map((r) => r.code)).toEqual(refusals);
    expect(verdict.flags).toEqual(flags);
  });

  it.each(golden)('%s: the answer matches its schema', (_name, check, declaredMileage, firstRegistered) => {
    const answer = vehicleHistoryAnswer({ check, declaredMileage, firstRegistered, today: TODAY });
    expect(vehicleHistoryAnswerSchema.parse(answer)).toEqual(answer);
  });
});

describe('motVerdict messages say what the record shows and what to do', () => {
  const message = (check: MotHistoryCheck, declaredMileage: number, firstRegistered = '2016-03-01') =>
    motVerdict({ check, declaredMileage, firstRegistered, today: TODAY }).refusals[0]?.message;

  it('mileage below the record gives the test date and reading', () => {
    expect(message(clean, 70_000)).toBe(
      "You entered 70,000 miles, but the DVSA's MOT record shows 75,250 miles at the test on 1 March 2026. " +
        'Please check the odometer and enter the mileage it shows today. If you think the record is wrong, the DVSA ' +
        'can correct it: ask the garage that did the test to contact them.',
    );
  });

  it('an expired MOT gives the date it ran out', () => {
    expect(message(found([['2024-05-01', 'passed', 47_000]]), 60_000)).toMatch(
      /^The DVSA's MOT record shows this vehicle's MOT ran out on 1 May 2025, .*passed a new MOT/,
    );
  });

  it('a vehicle never tested gives the date it became due', () => {
    expect(message(found([]), 1, '2023-03-14')).toMatch(/needed one since 14 March 2026, .*passed its MOT/);
  });

  it('a dangerous fail gives the test date', () => {
    expect(message(found([['2026-05-20', 'failed', 48_000, true]]), 50_000)).toMatch(
      /failed its test on 20 May 2026 with a dangerous defect and has not passed since.*retest/,
    );
  });
});

describe('motVerdict records the reading it relied on and the MOT status', () => {
  it('on a clean history', () => {
    const verdict = motVerdict({ check: clean, declaredMileage: 80_000, firstRegistered: '2016-03-01', today: TODAY });
    expect(verdict.reading).toEqual({ date: '2026-03-01', miles: 75_250, drop: false });
    expect(verdict.motStatus).toEqual({ status: 'valid', expires: '2027-03-01' });
  });
});

describe('motStatus on the verdict', () => {
  it.each([
    [
      'expired',
      found([['2024-05-01', 'passed', 47_000]]),
      '2016-03-01',
      { status: 'expired', expired: '2025-05-01', dueSince: '2025-05-01' },
    ],
    ['never tested', found([]), '2023-03-14', { status: 'expired', expired: null, dueSince: '2026-03-14' }],
    [
      'too new, DVSA due date',
      found([], { motTestDueDate: '2028-03-13' }),
      '2025-03-14',
      { status: 'not-yet-due', due: '2028-03-13' },
    ],
    ['too new, 29 February', found([]), '2024-02-29', { status: 'not-yet-due', due: '2027-02-28' }],
  ] as const)('%s', (_name, check, firstRegistered, expected) => {
    expect(motVerdict({ check, declaredMileage: 1, firstRegistered, today: TODAY }).motStatus).toEqual(expected);
  });
});
