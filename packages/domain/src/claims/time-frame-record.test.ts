import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimMoments, monthlyTimeFrameFigures, timeFrameInstances, type TimelineMoment } from './time-frame-record';

const at = (local: string) => new Date(`${local}:00Z`);
const event = (kind: string, local: string, toStatus: TimelineMoment['toStatus'] = null): TimelineMoment => ({
  kind,
  toStatus,
  at: at(local),
});

describe('timeFrameInstances', () => {
  it('reads each promise and what answered it from a claim that went the whole way', () => {
    const instances = timeFrameInstances(at('2026-12-01T09:00'), [
      event('reported', '2026-12-01T09:00', 'reported'),
      event('garage-link-sent', '2026-12-01T09:00'),
      event('send-estimate', '2026-12-02T10:00', 'estimate-received'),
      event('request-info', '2026-12-03T10:00', 'info-requested'),
      event('answer-info', '2026-12-07T10:00', 'estimate-received'),
      event('authorise', '2026-12-10T10:00', 'authorised'),
      event('send-invoice', '2026-12-14T10:00', 'invoiced'),
      event('mark-paid', '2026-12-18T10:00', 'paid'),
    ]);
    expect(
      instances.map((i) => [i.frame, i.startedAt.toISOString().slice(0, 10), i.keptAt?.toISOString().slice(0, 10)]),
    ).toEqual([
      ['garageContact', '2026-12-01', '2026-12-01'],
      ['decision', '2026-12-02', '2026-12-03'],
      ['decision', '2026-12-07', '2026-12-10'],
      ['payment', '2026-12-14', '2026-12-18'],
    ]);
  });

  it('a claim withdrawn before our decision owes no decision', () => {
    const instances = timeFrameInstances(at('2026-12-01T09:00'), [
      event('garage-link-sent', '2026-12-01T09:00'),
      event('send-estimate', '2026-12-02T10:00', 'estimate-received'),
      event('withdraw', '2026-12-08T10:00', 'withdrawn'),
    ]);
    expect(instances[1]).toMatchObject({ frame: 'decision', keptAt: null, void: true });
  });
});

describe('monthlyTimeFrameFigures', () => {
  it('counts each promise in the month it fell due: met, missed late, missed still open; not-yet-due left out', () => {
    const instances = [
      // Decision due 3 Dec: met on the 3rd.
      { frame: 'decision' as const, startedAt: at('2026-12-01T09:00'), keptAt: at('2026-12-03T17:00'), void: false },
      // Decision due 3 Dec: answered on the 4th, late.
      { frame: 'decision' as const, startedAt: at('2026-12-01T11:00'), keptAt: at('2026-12-04T09:00'), void: false },
      // Decision due 9 Dec: still open on the 10th.
      { frame: 'decision' as const, startedAt: at('2026-12-07T09:00'), keptAt: null, void: false },
      // Payment due 17 Dec, not answered yet, today the 10th: in no month yet.
      { frame: 'payment' as const, startedAt: at('2026-12-10T09:00'), keptAt: null, void: false },
      // Withdrawn: nothing owed.
      { frame: 'decision' as const, startedAt: at('2026-11-02T09:00'), keptAt: null, void: true },
    ];
    expect(monthlyTimeFrameFigures(instances, at('2026-12-10T12:00'))).toEqual([
      { month: '2026-12', frame: 'decision', due: 3, met: 1, missed: 2, share: 1 / 3 },
    ]);
  });

  it('keeps met + missed = due and the share between 0 and 1, whatever the timelines', () => {
    const instance = fc.record({
      frame: fc.constantFrom('garageContact' as const, 'decision' as const, 'payment' as const),
      startedAt: fc.date({ min: new Date('2026-01-01'), max: new Date('2027-12-31'), noInvalidDate: true }),
      keptAfterHours: fc.option(fc.integer({ min: 0, max: 24 * 30 })),
      void: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(instance, { maxLength: 40 }),
        fc.date({ min: new Date('2026-01-01'), max: new Date('2028-06-30'), noInvalidDate: true }),
        (list, now) => {
          const figures = monthlyTimeFrameFigures(
            list.map((i) => ({
              frame: i.frame,
              startedAt: i.startedAt,
              keptAt: i.keptAfterHours === null ? null : new Date(i.startedAt.getTime() + i.keptAfterHours * 3_600_000),
              void: i.void,
            })),
            now,
          );
          for (const f of figures) {
            expect(f.met + f.missed).toBe(f.due);
            expect(f.share).toBeGreaterThanOrEqual(0);
            expect(f.share).toBeLessThanOrEqual(1);
          }
          expect(figures.reduce((sum, f) => sum + f.due, 0)).toBeLessThanOrEqual(list.filter((i) => !i.void).length);
        },
      ),
    );
  });
});

describe('claimMoments', () => {
  it('reads the last complete estimate, the invoice and whom we last asked', () => {
    const moments = claimMoments('estimate-received', at('2026-12-01T09:00'), [
      event('send-estimate', '2026-12-02T10:00', 'estimate-received'),
      { ...event('request-info', '2026-12-03T10:00', 'info-requested'), audience: 'garage' },
      event('answer-info', '2026-12-07T10:00', 'estimate-received'),
    ]);
    expect(moments).toEqual({
      status: 'estimate-received',
      createdAt: at('2026-12-01T09:00'),
      estimateCompleteAt: at('2026-12-07T10:00'),
      invoicedAt: null,
      askedFrom: 'garage',
    });
  });
});
