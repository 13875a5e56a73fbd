/**
 * A vehicle's MOT history in our own terms, read from the DVSA MOT History API's record
 * (CONTRACTS §6). The adapter checks the wire format with zod and hands the record here; this
 * module only reads it, so it stays pure and free of any schema library.
 */

/** One defect or advisory as the DVSA sends it (`defects`, or `rfrAndComments` in older records). */
export interface DvsaDefectRecord {
  text?: string | null;
  type?: string | null;
  dangerous?: boolean | null;
}

/** One MOT test as the DVSA sends it: every field optional, numbers as strings. */
export interface DvsaMotTestRecord {
  completedDate?: string | null;
  testResult?: string | null;
  expiryDate?: string | null;
  odometerValue?: string | null;
  odometerUnit?: string | null;
  odometerResultType?: string | null;
  motTestNumber?: string | null;
  defects?: readonly DvsaDefectRecord[] | null;
  rfrAndComments?: readonly DvsaDefectRecord[] | null;
}

/** The DVSA's answer for one vehicle: only `registration` is certain. */
export interface DvsaVehicleRecord {
  registration: string;
  make?: string | null;
  model?: string | null;
  firstUsedDate?: string | null;
  registrationDate?: string | null;
  motTestDueDate?: string | null;
  motTests?: readonly DvsaMotTestRecord[] | null;
}

export const defectKinds = ['dangerous', 'major', 'fail', 'prs', 'minor', 'advisory', 'user-entered'] as const;
export type DefectKind = (typeof defectKinds)[number];

export interface MotDefect {
  text: string;
  kind: DefectKind;
  dangerous: boolean;
}

/** The odometer at a test: a reading in miles (as recorded, and converted), or why there is none. */
export type OdometerReading =
  | { result: 'read'; miles: number; recorded: { value: number; unit: 'mi' | 'km' } }
  | { result: 'unreadable' }
  | { result: 'no-odometer' };

export interface MotTest {
  /** When the test was completed (ISO instant) and the calendar date it fell on. */
  completedAt: string;
  date: string;
  result: 'passed' | 'failed';
  /** Only a pass has one. */
  expiryDate: string | null;
  odometer: OdometerReading;
  testNumber: string | null;
  defects: MotDefect[];
}

export interface MotHistory {
  registration: string;
  make: string | null;
  model: string | null;
  firstUsedDate: string | null;
  /** For a vehicle too new to have had an MOT: when its first is due. */
  motTestDueDate: string | null;
  /** Oldest first, whatever order the DVSA sent them in. */
  tests: MotTest[];
}

/** One kilometre in miles. Readings round down: a conversion never makes a record look higher. */
export const MILES_PER_KILOMETRE = 0.621_371;

const isoDate = /^\d{4}-\d{2}-\d{2}/;

/** The calendar date of a DVSA date or instant ("2024-03-02T10:15:00.000Z", "2024.03.02"), or null. */
export function dvsaDate(value: string | null | undefined): string | null {
  const text = (value ?? '').trim().replace(/^(\d{4})\.(\d{2})\.(\d{2})/, '$1-$2-$3');
  return isoDate.test(text) ? text.slice(0, 10) : null;
}

export function kilometresToMiles(kilometres: number): number {
  return Math.floor(kilometres * MILES_PER_KILOMETRE);
}

function readOdometer(test: DvsaMotTestRecord): OdometerReading {
  const type = (test.odometerResultType ?? '').trim().toUpperCase();
  if (type === 'UNREADABLE') return { result: 'unreadable' };
  if (type === 'NO_ODOMETER') return { result: 'no-odometer' };
  const value = Number.parseInt((test.odometerValue ?? '').replace(/[,\s]/g, ''), 10);
  // A READ without a usable figure says no more than an unreadable odometer does.
  if (!Number.isFinite(value) || value < 0) return { result: 'unreadable' };
  const unit = (test.odometerUnit ?? 'MI').trim().toUpperCase() === 'KM' ? 'km' : 'mi';
  return { result: 'read', miles: unit === 'km' ? kilometresToMiles(value) : value, recorded: { value, unit } };
}

const KIND_BY_TYPE: Record<string, DefectKind> = {
  DANGEROUS: 'dangerous',
  MAJOR: 'major',
  FAIL: 'fail',
  PRS: 'prs',
  MINOR: 'minor',
  ADVISORY: 'advisory',
  'USER ENTERED': 'user-entered',
};

function readDefect(defect: DvsaDefectRecord): MotDefect {
  const type = (defect.type ?? '').trim().toUpperCase().replace(/_/g, ' ');
  const kind = KIND_BY_TYPE[type] ?? 'advisory';
  return { text: (defect.text ?? '').trim(), kind, dangerous: defect.dangerous === true || kind === 'dangerous' };
}

function readTest(test: DvsaMotTestRecord): MotTest | null {
  const date = dvsaDate(test.completedDate);
  const result = (test.testResult ?? '').trim().toUpperCase();
  if (!date || (result !== 'PASSED' && result !== 'FAILED')) return null;
  return {
    completedAt: (test.completedDate ?? '').trim(),
    date,
    result: result === 'PASSED' ? 'passed' : 'failed',
    expiryDate: result === 'PASSED' ? dvsaDate(test.expiryDate) : null,
    odometer: readOdometer(test),
    testNumber: test.motTestNumber?.trim() || null,
    defects: [...(test.defects ?? test.rfrAndComments ?? [])].map(readDefect),
  };
}

/** Our MOT history from the DVSA's record. Tests without a date or a result are left out. */
export function normaliseMotHistory(record: DvsaVehicleRecord): MotHistory {
  const tests = (record.motTests ?? [])
    .map(readTest)
    .filter((test): test is MotTest => test !== null)
    .sort((a, b) => a.date.localeCompare(b.date) || a.completedAt.localeCompare(b.completedAt));
  return {
    registration: record.registration.toUpperCase().replace(/\s/g, ''),
    make: record.make?.trim() || null,
    model: record.model?.trim() || null,
    firstUsedDate: dvsaDate(record.firstUsedDate) ?? dvsaDate(record.registrationDate),
    motTestDueDate: dvsaDate(record.motTestDueDate),
    tests,
  };
}
