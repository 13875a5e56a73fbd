import { describe, expect, it } from 'vitest';
import { arrearsText, cancellationText } from './arrears-text';

const dates = { retryOn: '2026-12-09', suspendOn: '2026-12-16', cancelOn: '2027-01-01' };

describe("the staff panel's arrears, in words", () => {
  it('a plan in arrears: the suspension and cancellation days to come, written out', () => {
    expect(arrearsText(3_537, 'in-arrears', dates)).toBe(
      '£35.37 overdue; cover suspended on 16 December 2026 if unpaid; cancelled on 1 January 2027 if unpaid',
    );
  });

  it('a suspended plan is told as suspended, with no suspension day still to come', () => {
    const text = arrearsText(3_537, 'suspended', dates);
    expect(text).toBe('£35.37 overdue; cover suspended; cancelled on 1 January 2027 if unpaid');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('a cancellation, its days written out', () => {
    expect(cancellationText({ reason: 'arrears', cancelled_on: '2027-01-01', cover_ends_on: '2027-01-15' })).toBe(
      '1 January 2027 (arrears); cover to 15 January 2027',
    );
  });
});
