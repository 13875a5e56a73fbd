import { describe, expect, it } from 'vitest';
import { dueDay, figureText, monthName, monthRows } from './time-frames-text';

describe('time frames in words', () => {
  it('names a month', () => {
    expect(monthName('2026-11')).toBe('November 2026');
    expect(monthName('2027-01')).toBe('January 2027');
  });

  it('gives met of due with the share as a whole percentage', () => {
    expect(figureText({ due: 4, met: 3, share: 0.75 })).toBe('3 of 4 (75%)');
    expect(figureText({ due: 3, met: 2, share: 2 / 3 })).toBe('2 of 3 (67%)');
    expect(figureText({ due: 0, met: 0, share: null })).toBe('None due');
    expect(figureText(undefined)).toBe('None due');
  });

  it('puts months newest first with each promise by its id', () => {
    const rows = monthRows([
      { month: '2026-10', frame: 'decision', due: 1, met: 1, missed: 0, share: 1 },
      { month: '2026-11', frame: 'garageContact', due: 2, met: 1, missed: 1, share: 0.5 },
      { month: '2026-11', frame: 'payment', due: 1, met: 0, missed: 1, share: 0 },
    ]);
    expect(rows.map((r) => r.month)).toEqual(['2026-11', '2026-10']);
    expect(rows[0]!.byFrame.garageContact?.met).toBe(1);
    expect(rows[0]!.byFrame.decision).toBeUndefined();
    expect(rows[1]!.byFrame.decision?.due).toBe(1);
  });

  it('shows the due day only when it is our turn, and whether it has passed', () => {
    expect(dueDay({ by: 'us', text: 'x', dueOn: '2026-12-03', overdue: false })).toEqual({
      day: '3 December 2026',
      overdue: false,
    });
    expect(dueDay({ by: 'us', text: 'x', dueOn: '2026-11-02', overdue: true })).toEqual({
      day: '2 November 2026',
      overdue: true,
    });
    expect(dueDay({ by: 'garage', text: 'x', dueOn: '2026-12-03', overdue: false })).toBeNull();
    expect(dueDay({ by: 'us', text: 'x', dueOn: null, overdue: false })).toBeNull();
  });
});
