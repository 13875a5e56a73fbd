import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditChanges, auditValue } from './audit-text';

describe('auditChanges', () => {
  it('lists only what changed, in words', () => {
    expect(
      auditChanges({
        before: { status: 'under-review', balanceDue: 0, inspectionDate: null },
        after: { status: 'inspection-scheduled', balanceDue: 0, inspectionDate: '2026-11-25', reason: 'Rust' },
      }),
    ).toEqual([
      { field: 'Status', before: 'Under review', after: 'Inspection scheduled' },
      { field: 'Inspection date', before: '—', after: '25 November 2026' },
      { field: 'Reason', before: '—', after: 'Rust' },
    ]);
  });
  it('reads an entry without before or after', () => {
    expect(auditChanges({ before: null, after: { version: 2 } })).toEqual([
      { field: 'Version', before: '—', after: '2' },
    ]);
  });
});

describe('auditValue and auditActionLabel', () => {
  it.each([
    ['balanceDue', 4800, '£48.00'],
    ['refunded', 34900, '£349.00'],
    ['certificateIssuedAt', '2026-11-23T09:05:00.000Z', '23 Nov 2026, 09:05'],
    ['note', '', '—'],
  ])('%s %j → %s', (field, value, text) => {
    expect(auditValue(field, value)).toBe(text);
  });
  it('names known actions and shows unknown ones as they are', () => {
    expect(auditActionLabel('warranty.inspection-passed')).toBe('Inspection passed');
    expect(auditActionLabel('something.new')).toBe('something.new');
  });
});
