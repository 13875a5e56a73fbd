import { describe, expect, it } from 'vitest';
import { warrantyStatuses, type WarrantyStatus } from '../schemas/purchase';
import { staffActionsFor } from './staff-actions';

describe('staffActionsFor', () => {
  const table: [WarrantyStatus, string[]][] = [
    ['pending-payment', []],
    ['under-review', ['scheduleInspection', 'pass', 'fail']],
    ['inspection-scheduled', ['scheduleInspection', 'pass', 'fail']],
    ['inspection-passed', ['raiseBalance']],
    ['inspection-failed', []],
    ['refunded', []],
    ['cancelled', []],
    ['suspended', []],
  ];
  it.each(table)('%s → %j', (status, actions) => {
    expect(staffActionsFor(status)).toEqual(actions);
  });
  it('covers every status', () => {
    expect(table.map(([status]) => status).sort()).toEqual([...warrantyStatuses].sort());
  });
});
