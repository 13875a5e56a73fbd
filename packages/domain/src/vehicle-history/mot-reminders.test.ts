import { describe, expect, it } from 'vitest';
import type { MotHistory, MotTest } from './mot-history';
import {
  knownMotDue,
  motDueDate,
  motDueLine,
  motReminderAfterRefresh,
  motReminderDue,
  type MotReminder,
} from './mot-reminders';

const TODAY = '2026-11-25';

const test = (date: string, result: 'passed' | 'failed', expiryDate: string | null): MotTest => ({
  completedAt: `${date}T10:00:00.000Z`,
  date,
  result,
  expiryDate,
  odometer: { result: 'read', miles: 40_000, recorded: { value: 40_000, unit: 'mi' } },
  testNumber: null,
  defects: [],
});

const history = (tests: MotTest[], extra: Partial<MotHistory> = {}): MotHistory => ({
  registration: 'AB12CDE',
  make: 'FORD',
  model: 'FOCUS',
  firstUsedDate: '2016-03-01',
  motTestDueDate: null,
  tests,
  ...extra,
});

/** Passed on 20 Dec 2025, due by 19 Dec 2026: 24 days after TODAY. */
const current = history([test('2024-12-20', 'passed', '2025-12-19'), test('2025-12-20', 'passed', '2026-12-19')]);
/** The same vehicle, retested early on 1 Dec 2026: its next MOT is due a year on. */
const retested = history([...current.tests, test('2026-12-01', 'passed', '2027-12-19')]);

describe('motReminderDue: which reminder is due on a day', () => {
  const table: [days: number, expected: MotReminder['kind'] | null][] = [
    [45, null],
    [31, null],
    [30, '30-days'],
    [20, '30-days'],
    // A day the job missed (or a sale with little MOT left) is caught up: still the 30-day one.
    [8, '30-days'],
    [7, '7-days'],
    [1, '7-days'],
    [0, '7-days'],
    [-1, null],
    [-30, null],
  ];
  it.each(table)('%i days before the MOT is due: %s', (days, kind) => {
    const due = new Date(Date.UTC(2026, 10, 25 + days)).toISOString().slice(0, 10);
    expect(motReminderDue(due, TODAY)).toEqual(kind ? { kind, due } : null);
  });

  it('none when the due date is unknown', () => {
    expect(motReminderDue(null, TODAY)).toBeNull();
  });
});

describe('motDueDate: the MOT due date on a DVSA record', () => {
  const table: [string, MotHistory, string | null, string | null][] = [
    ['the latest pass’s expiry', current, null, '2026-12-19'],
    ['a newer pass moves it on', retested, null, '2027-12-19'],
    [
      'a fail after the pass leaves the pass’s expiry',
      history([...current.tests, test('2026-11-20', 'failed', null)]),
      null,
      '2026-12-19',
    ],
    ['too new, the DVSA’s motTestDueDate', history([], { motTestDueDate: '2028-03-12' }), '2025-03-13', '2028-03-12'],
    ['too new, no due date given: 3 years from first registration', history([]), '2025-03-13', '2028-03-13'],
    [
      'too new, no date of ours: the DVSA’s first use',
      history([], { firstUsedDate: '2024-06-01' }),
      null,
      '2027-06-01',
    ],
    ['nothing to go on', history([], { firstUsedDate: null }), null, null],
  ];
  it.each(table)('%s', (_name, record, firstRegistered, due) => {
    expect(motDueDate(record, firstRegistered)).toBe(due);
  });
});

describe('knownMotDue: from what we hold', () => {
  it('reads the newest record first, then the status kept at the sale', () => {
    const atSale = { status: 'valid', expires: '2026-06-01' } as const;
    expect(knownMotDue({ record: retested, atSale, firstRegistered: null }, TODAY)).toBe('2027-12-19');
    expect(knownMotDue({ record: null, atSale, firstRegistered: null }, TODAY)).toBe('2026-06-01');
    expect(
      knownMotDue({ record: null, atSale: { status: 'not-yet-due', due: '2028-03-12' }, firstRegistered: null }, TODAY),
    ).toBe('2028-03-12');
  });

  it('with no DVSA record, the first MOT while it is still ahead, else unknown', () => {
    expect(knownMotDue({ record: null, atSale: null, firstRegistered: '2025-03-13' }, TODAY)).toBe('2028-03-13');
    expect(knownMotDue({ record: null, atSale: null, firstRegistered: '2012-03-13' }, TODAY)).toBeNull();
    expect(knownMotDue({ record: null, atSale: null, firstRegistered: null }, TODAY)).toBeNull();
  });
});

describe('motReminderAfterRefresh: none after a newer pass', () => {
  const held: MotReminder = { kind: '30-days', due: '2026-12-19' };
  const table: [string, MotHistory | null, string, MotReminder | null][] = [
    ['the fresh record agrees', current, TODAY, held],
    ['no fresh record (no answer): what we held', null, TODAY, held],
    ['a newer pass on record', retested, TODAY, null],
    ['a newer pass, 7 days before', retested, '2026-12-12', null],
    ['no newer pass, 7 days before', current, '2026-12-12', { kind: '7-days', due: '2026-12-19' }],
  ];
  it.each(table)('%s', (_name, fresh, today, expected) => {
    expect(motReminderAfterRefresh(held, fresh, null, today)).toEqual(expected);
  });
});

describe('motDueLine: the warranty card’s line', () => {
  it.each([
    ['2026-12-19', 'MOT due on 19/12/26'],
    [TODAY, 'MOT due on 25/11/26'],
    ['2026-11-24', 'MOT due since 24/11/26: no newer pass on the DVSA record we hold'],
  ])('%s: %s', (due, line) => {
    expect(motDueLine(due, TODAY)).toBe(line);
  });
});
