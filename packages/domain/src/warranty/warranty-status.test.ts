import { describe, expect, it } from 'vitest';
import { warrantyStatuses, type WarrantyStatus } from '../schemas/purchase';
import {
  balancePayable,
  cancellable,
  certificateAvailable,
  closedStatuses,
  dashboardCoverState,
  inspectionMessage,
  renewable,
  standingStatuses,
  statusLabels,
} from './warranty-status';
import type { CoverState } from './warranty-dates';

describe('inspectionMessage: the three card messages of spec §4, and the closed ones', () => {
  it.each<[WarrantyStatus, string, RegExp]>([
    ['inspection-passed', 'Inspection passed', /warranty document will follow shortly/],
    ['inspection-failed', 'Inspection failed', /full refund within 14 business days/],
    ['under-review', 'Under Review', /received your payment.*schedule your vehicle inspection/],
    ['inspection-scheduled', 'Under Review', /schedule your vehicle inspection/],
    ['pending-payment', 'Under Review', /received your payment/],
    ['cancelled', 'Cancelled', /refunded your payment in full/],
    ['refunded', 'Refunded', /refunded your payment in full/],
  ])('%s reads %j', (status, title, text) => {
    const message = inspectionMessage(status);
    expect(message.title).toBe(title);
    expect(message.text).toMatch(text);
  });

  it('paid monthly, Under Review says the Direct Debit is set up, not that a payment was received', () => {
    const message = inspectionMessage('under-review', true);
    expect(message.title).toBe('Under Review');
    expect(message.text).toMatch(/^Your Direct Debit is set up\..*schedule your vehicle inspection/);
    expect(message.text).not.toMatch(/received your payment/);
  });
});

describe('statuses', () => {
  it('labels every status and sorts each into standing or closed, never both', () => {
    for (const status of warrantyStatuses) {
      expect(statusLabels[status]).toMatch(/^[A-Z]/);
      expect(standingStatuses.includes(status) && closedStatuses.includes(status)).toBe(false);
    }
    expect([...standingStatuses, ...closedStatuses, 'pending-payment'].sort()).toEqual([...warrantyStatuses].sort());
  });
});

describe('certificate and pay option (DESIGN §2)', () => {
  it.each<[WarrantyStatus, number, boolean, boolean]>([
    ['inspection-passed', 0, true, false],
    ['inspection-passed', 4_800, false, true],
    ['under-review', 0, false, false],
    ['inspection-scheduled', 4_800, false, false],
    ['inspection-failed', 0, false, false],
    ['cancelled', 0, false, false],
  ])('%s with %i pence due: certificate %s, pay %s', (status, balanceDue, certificate, pay) => {
    expect(certificateAvailable({ status, balanceDue })).toBe(certificate);
    expect(balancePayable({ status, balanceDue })).toBe(pay);
  });
});

describe('cancellable: the 14-day cooling-off', () => {
  const facts = {
    status: 'under-review' as WarrantyStatus,
    balanceDue: 0,
    purchasedOn: '2026-11-01',
    expiryDate: '2027-11-01',
  };
  it.each<[string, Partial<typeof facts> & { claims?: number }, string, boolean]>([
    ['on the day of purchase', {}, '2026-11-01', true],
    ['on the 14th day after', {}, '2026-11-15', true],
    ['on the 15th day after', {}, '2026-11-16', false],
    ['after inspection passed, in time', { status: 'inspection-passed' }, '2026-11-10', true],
    ['once a claim is made', { claims: 1 }, '2026-11-02', false],
    ['after a failed inspection', { status: 'inspection-failed' }, '2026-11-02', false],
    ['once cancelled', { status: 'cancelled' }, '2026-11-02', false],
    ['once refunded', { status: 'refunded' }, '2026-11-02', false],
  ])('%s → %s', (_, change, today, expected) => {
    expect(cancellable({ ...facts, ...change }, today)).toBe(expected);
  });
});

describe('renewable: passed and ending within 60 days', () => {
  it.each<[WarrantyStatus, string, boolean]>([
    ['inspection-passed', '2027-01-21', true], // 60 days ahead
    ['inspection-passed', '2027-01-22', false], // 61 days ahead
    ['inspection-passed', '2026-11-22', true], // ends today
    ['inspection-passed', '2026-11-21', false], // ended yesterday
    ['under-review', '2026-12-01', false],
    ['cancelled', '2026-12-01', false],
  ])('%s ending %s', (status, expiryDate, expected) => {
    expect(renewable({ status, expiryDate }, '2026-11-22')).toBe(expected);
  });
});

describe('dashboardCoverState', () => {
  const dates = { startDate: '2026-12-01', expiryDate: '2027-11-30' };
  it.each<[WarrantyStatus, string, CoverState | null]>([
    ['under-review', '2026-11-25', 'upcoming'],
    ['under-review', '2026-12-10', 'upcoming'],
    ['inspection-scheduled', '2026-12-10', 'upcoming'],
    ['inspection-passed', '2026-11-25', 'upcoming'],
    ['inspection-passed', '2026-12-01', 'active'],
    ['inspection-passed', '2027-12-01', 'expired'],
    ['inspection-failed', '2026-11-25', null],
    ['refunded', '2026-11-25', null],
    ['cancelled', '2026-12-10', null],
    ['pending-payment', '2026-11-25', null],
  ])('%s on %s → %s', (status, today, state) => {
    expect(dashboardCoverState(status, dates, today)).toBe(state);
  });
});
