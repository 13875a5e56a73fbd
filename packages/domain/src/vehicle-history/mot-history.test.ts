import { describe, expect, it } from 'vitest';
import { dvsaDate, kilometresToMiles, normaliseMotHistory, type DvsaMotTestRecord } from './mot-history';

const test = (overrides: DvsaMotTestRecord = {}): DvsaMotTestRecord => ({
  completedDate: '2024-03-02T10:15:00.000Z',
  testResult: 'PASSED',
  expiryDate: '2025-03-01',
  odometerValue: '48213',
  odometerUnit: 'MI',
  odometerResultType: 'READ',
  motTestNumber: '123456789012',
  defects: [],
  ...overrides,
});
const one = (overrides: DvsaMotTestRecord) =>
  normaliseMotHistory({ registration: 'AB12CDE', motTests: [test(overrides)] }).tests[0];

describe('normaliseMotHistory', () => {
  it('reads the DVSA example of CONTRACTS §6', () => {
    const history = normaliseMotHistory({
      registration: 'ab12 cde',
      make: 'FORD',
      model: 'FOCUS',
      firstUsedDate: '2016-03-01',
      motTests: [
        test({
          defects: [{ text: 'Nearside front tyre worn close to legal limit', type: 'ADVISORY', dangerous: false }],
        }),
      ],
    });
    expect(history).toEqual({
      registration: 'AB12CDE',
      make: 'FORD',
      model: 'FOCUS',
      firstUsedDate: '2016-03-01',
      motTestDueDate: null,
      tests: [
        {
          completedAt: '2024-03-02T10:15:00.000Z',
          date: '2024-03-02',
          result: 'passed',
          expiryDate: '2025-03-01',
          odometer: { result: 'read', miles: 48_213, recorded: { value: 48_213, unit: 'mi' } },
          testNumber: '123456789012',
          defects: [{ text: 'Nearside front tyre worn close to legal limit', kind: 'advisory', dangerous: false }],
        },
      ],
    });
  });

  it.each([
    [
      'READ in miles',
      { odometerValue: '48213', odometerUnit: 'MI' },
      { result: 'read', miles: 48_213, recorded: { value: 48_213, unit: 'mi' } },
    ],
    [
      'READ in kilometres, rounded down',
      { odometerValue: '100000', odometerUnit: 'KM' },
      { result: 'read', miles: 62_137, recorded: { value: 100_000, unit: 'km' } },
    ],
    [
      'lower-case unit',
      { odometerValue: '1000', odometerUnit: 'km' },
      { result: 'read', miles: 621, recorded: { value: 1000, unit: 'km' } },
    ],
    [
      'no unit means miles',
      { odometerValue: '1000', odometerUnit: null },
      { result: 'read', miles: 1000, recorded: { value: 1000, unit: 'mi' } },
    ],
    [
      'no result type with a figure',
      { odometerResultType: undefined },
      { result: 'read', miles: 48_213, recorded: { value: 48_213, unit: 'mi' } },
    ],
    ['UNREADABLE', { odometerResultType: 'UNREADABLE', odometerValue: null }, { result: 'unreadable' }],
    ['NO_ODOMETER', { odometerResultType: 'NO_ODOMETER', odometerValue: null }, { result: 'no-odometer' }],
    ['READ without a figure', { odometerValue: '' }, { result: 'unreadable' }],
    ['READ with rubbish', { odometerValue: 'n/a' }, { result: 'unreadable' }],
  ] as const)('reads the odometer: %s', (_name, overrides, expected) => {
    expect(one(overrides)?.odometer).toEqual(expected);
  });

  it.each([
    [
      { type: 'DANGEROUS', dangerous: true },
      { kind: 'dangerous', dangerous: true },
    ],
    [{ type: 'DANGEROUS' }, { kind: 'dangerous', dangerous: true }],
    [
      { type: 'MAJOR', dangerous: true },
      { kind: 'major', dangerous: true },
    ],
    [
      { type: 'MAJOR', dangerous: false },
      { kind: 'major', dangerous: false },
    ],
    [{ type: 'FAIL' }, { kind: 'fail', dangerous: false }],
    [{ type: 'PRS' }, { kind: 'prs', dangerous: false }],
    [{ type: 'MINOR' }, { kind: 'minor', dangerous: false }],
    [{ type: 'ADVISORY' }, { kind: 'advisory', dangerous: false }],
    [{ type: 'USER ENTERED' }, { kind: 'user-entered', dangerous: false }],
    [{ type: 'something new' }, { kind: 'advisory', dangerous: false }],
  ] as const)('reads a defect %j', (defect, expected) => {
    expect(one({ testResult: 'FAILED', defects: [{ text: ' Brake pipe corroded ', ...defect }] })?.defects).toEqual([
      { text: 'Brake pipe corroded', ...expected },
    ]);
  });

  it('accepts the older rfrAndComments list', () => {
    const read = one({ defects: undefined, rfrAndComments: [{ text: 'Oil leak', type: 'ADVISORY' }] });
    expect(read?.defects).toEqual([{ text: 'Oil leak', kind: 'advisory', dangerous: false }]);
  });

  it('keeps an expiry date only on a pass', () => {
    expect(one({ testResult: 'FAILED' })?.expiryDate).toBeNull();
    expect(one({ testResult: 'PASSED' })?.expiryDate).toBe('2025-03-01');
  });

  it('sorts tests oldest first and drops those without a date or result', () => {
    const history = normaliseMotHistory({
      registration: 'AB12CDE',
      motTests: [
        test({ completedDate: '2024-03-02T10:15:00.000Z' }),
        test({ completedDate: '2022-03-01T09:00:00.000Z', testResult: 'FAILED' }),
        test({ completedDate: '2022-03-01T15:00:00.000Z' }),
        test({ completedDate: null }),
        test({ testResult: 'ABANDONED' }),
      ],
    });
    expect(history.tests.map((t) => [t.completedAt, t.result])).toEqual([
      ['2022-03-01T09:00:00.000Z', 'failed'],
      ['2022-03-01T15:00:00.000Z', 'passed'],
      ['2024-03-02T10:15:00.000Z', 'passed'],
    ]);
  });

  it('reads a vehicle too new for an MOT', () => {
    const history = normaliseMotHistory({ registration: 'OE25SKD', motTestDueDate: '2028-03-13' });
    expect(history).toMatchObject({ tests: [], motTestDueDate: '2028-03-13', firstUsedDate: null });
  });
});

describe('dvsaDate and kilometresToMiles', () => {
  it.each([
    ['2024-03-02T10:15:00.000Z', '2024-03-02'],
    ['2024.03.02 10:15:00', '2024-03-02'],
    ['2025-03-01', '2025-03-01'],
    ['', null],
    [null, null],
    ['soon', null],
  ])('dvsaDate(%j) is %j', (input, expected) => expect(dvsaDate(input)).toBe(expected));

  it.each([
    [0, 0],
    [1, 0],
    [2, 1],
    [160_934, 99_999],
    [100_000, 62_137],
  ])('%i km is %i miles', (km, miles) => expect(kilometresToMiles(km)).toBe(miles));
});
