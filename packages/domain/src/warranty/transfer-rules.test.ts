import { describe, expect, it } from 'vitest';
import {
  acceptRefusal,
  saleRefusals,
  transferFeePence,
  transferLinkExpiresAt,
  transferLinkLive,
  transferRefusal,
  transferStatusAt,
  type TransferableWarranty,
  type TransferStatus,
} from './transfer-rules';

const today = '2027-03-10';
const standing: TransferableWarranty = {
  status: 'inspection-passed',
  purchasedOn: '2027-01-02',
  startDate: '2027-01-05',
  expiryDate: '2028-01-04',
  balanceDue: 0,
  openClaim: false,
  pendingTransfer: false,
  refundUnderway: false,
  monthlyStillToPay: 0,
  monthlyArrears: 0,
};

describe('transferRefusal', () => {
  const table: [string, Partial<TransferableWarranty>, string | null][] = [
    ['in force, paid in full', {}, null],
    ['cancelled', { status: 'cancelled' }, 'has ended'],
    ['refunded', { status: 'refunded' }, 'has ended'],
    ['inspection failed', { status: 'inspection-failed' }, 'has ended'],
    ['suspended', { status: 'suspended' }, 'suspended'],
    ['under review', { status: 'under-review' }, 'under review'],
    ['inspection scheduled', { status: 'inspection-scheduled' }, 'under review'],
    ['awaiting payment', { status: 'pending-payment' }, 'under review'],
    ['expired yesterday', { expiryDate: '2027-03-09' }, 'cover has ended'],
    ['last day of cover', { expiryDate: today }, null],
    ['refund under way', { refundUnderway: true }, 'refund'],
    ['last day of cooling-off', { purchasedOn: '2027-02-24' }, 'from 11 March 2027'],
    ['day after cooling-off', { purchasedOn: '2027-02-23' }, null],
    ['open claim', { openClaim: true }, 'claim'],
    ['balance due', { balanceDue: 5000 }, 'balance'],
    ['monthly with instalments left: the new owner takes them over', { monthlyStillToPay: 7074 }, null],
    ['monthly fully paid', { monthlyStillToPay: 0 }, null],
    ['monthly payment missed', { monthlyStillToPay: 7074, monthlyArrears: 3537 }, 'missed'],
    ['already pending', { pendingTransfer: true }, 'already waiting'],
  ];
  it.each(table)('%s', (_name, change, words) => {
    const refusal = transferRefusal({ ...standing, ...change }, today);
    if (words === null) expect(refusal).toBeNull();
    else expect(refusal).toContain(words);
  });
});

describe('saleRefusals', () => {
  const warranty = { startDate: '2027-01-05', purchaseMileage: 40_000 };
  const table: [string, { saleDate: string; saleMileage: number }, string[]][] = [
    ['today, more miles', { saleDate: today, saleMileage: 41_000 }, []],
    ['the day cover started, same miles', { saleDate: '2027-01-05', saleMileage: 40_000 }, []],
    ['tomorrow', { saleDate: '2027-03-11', saleMileage: 41_000 }, ['saleDate']],
    ['before cover started', { saleDate: '2027-01-04', saleMileage: 41_000 }, ['saleDate']],
    ['fewer miles than at purchase', { saleDate: today, saleMileage: 39_999 }, ['saleMileage']],
    ['both wrong', { saleDate: '2027-04-01', saleMileage: 1 }, ['saleDate', 'saleMileage']],
  ];
  it.each(table)('%s', (_name, sale, fields) => {
    expect(Object.keys(saleRefusals(sale, warranty, today))).toEqual(fields);
  });
  it('writes the dates and miles out', () => {
    const problems = saleRefusals({ saleDate: '2027-01-01', saleMileage: 100 }, warranty, today);
    expect(problems.saleDate).toContain('5 January 2027');
    expect(problems.saleMileage).toContain('40,000 miles');
  });
});

describe('the link', () => {
  const startedAt = new Date('2027-03-10T09:00:00Z');
  const expiresAt = transferLinkExpiresAt(startedAt);
  it('lasts 7 days', () => {
    expect(expiresAt.toISOString()).toBe('2027-03-17T09:00:00.000Z');
    expect(transferLinkLive(expiresAt, new Date('2027-03-17T08:59:59Z'))).toBe(true);
    expect(transferLinkLive(expiresAt, expiresAt)).toBe(false);
  });
  const table: [TransferStatus, Date, TransferStatus][] = [
    ['pending', new Date('2027-03-11T00:00:00Z'), 'pending'],
    ['pending', new Date('2027-03-18T00:00:00Z'), 'expired'],
    ['accepted', new Date('2027-03-18T00:00:00Z'), 'accepted'],
    ['refused', new Date('2027-03-11T00:00:00Z'), 'refused'],
  ];
  it.each(table)('%s at %s reads %s', (stored, now, shown) => {
    expect(transferStatusAt(stored, expiresAt, now)).toBe(shown);
  });
});

describe('acceptRefusal', () => {
  const table: [TransferStatus, boolean, string | null][] = [
    ['pending', false, null],
    ['pending', true, 'warranty holder'],
    ['accepted', false, 'already been accepted'],
    ['cancelled', false, 'cancelled'],
    ['refused', false, 'refused'],
    ['expired', false, '7 days'],
  ];
  it.each(table)('%s, holder %s', (status, holder, words) => {
    const refusal = acceptRefusal(status, holder);
    if (words === null) expect(refusal).toBeNull();
    else expect(refusal).toContain(words);
  });
});

describe('transferFeePence', () => {
  it('is £0 by default and read from configuration', () => {
    expect(transferFeePence()).toBe(0);
    expect(transferFeePence({ transferFeePence: 2500 })).toBe(2500);
  });
});
