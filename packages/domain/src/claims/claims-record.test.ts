import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimFacts, type FactsMoment } from './claim-facts';
import {
  claimsRecord,
  durationFigures,
  publishedRecord,
  recordFigures,
  recordPeriods,
  type RecordFacts,
} from './claims-record';

const at = (utc: string) => new Date(`${utc}:00Z`);
const event = (kind: string, when: string, actor = 'staff', toStatus: FactsMoment['toStatus'] = null): FactsMoment => ({
  kind,
  actor,
  toStatus,
  at: at(when),
});

/** A claim made at `made`, its estimate an hour later, then the events given. */
function claim(made: string, events: FactsMoment[], reason: Parameters<typeof claimFacts>[2] = null) {
  return claimFacts(
    at(made),
    [event('reported', made, 'customer', 'reported'), event('garage-link-sent', made, 'customer'), ...events],
    reason,
  );
}

// November 2026: Monday 2, Monday 9, Monday 16 …
const automatic = claim('2026-11-02T09:00', [
  event('send-estimate', '2026-11-02T10:00', 'garage', 'estimate-received'),
  event('authorise', '2026-11-02T10:01', 'system', 'authorised'),
  event('send-invoice', '2026-11-04T10:00', 'garage', 'invoiced'),
  event('mark-paid', '2026-11-06T10:00', 'staff', 'paid'),
]);
const byPerson = claim('2026-11-03T09:00', [
  event('send-estimate', '2026-11-03T10:00', 'garage', 'estimate-received'),
  event('authorise', '2026-11-04T10:00', 'staff', 'authorised'),
  event('send-invoice', '2026-11-10T10:00', 'garage', 'invoiced'),
  event('mark-paid', '2026-11-24T10:00', 'staff', 'paid'),
]);
const declined = claim(
  '2026-11-10T09:00',
  [
    event('send-estimate', '2026-11-10T10:00', 'garage', 'estimate-received'),
    event('request-info', '2026-11-11T10:00', 'staff', 'info-requested'),
    event('answer-info', '2026-11-16T10:00', 'garage', 'estimate-received'),
    event('decline', '2026-11-16T14:00', 'staff', 'declined'),
  ],
  'wear-and-tear',
);
const reversed = claim(
  '2026-11-17T09:00',
  [
    event('send-estimate', '2026-11-17T10:00', 'garage', 'estimate-received'),
    event('authorise', '2026-11-17T10:00', 'system', 'authorised'),
    event('reverse-automatic', '2026-11-17T15:00', 'staff', 'estimate-received'),
    event('decline', '2026-11-18T09:00', 'staff', 'declined'),
  ],
  'not-covered-at-level',
);
const withdrawn = claim('2026-11-18T09:00', [
  event('send-estimate', '2026-11-18T10:00', 'garage', 'estimate-received'),
  event('withdraw', '2026-11-19T10:00', 'customer', 'withdrawn'),
]);
const waiting = claim('2026-11-23T09:00', [event('send-estimate', '2026-11-23T10:00', 'garage', 'estimate-received')]);

const facts: RecordFacts = {
  claims: [automatic, byPerson, declined, reversed, withdrawn, waiting],
  complaints: [
    { receivedAt: at('2026-11-05T12:00'), respondedAt: at('2026-11-12T12:00'), outcome: 'upheld' },
    { receivedAt: at('2026-11-19T12:00'), respondedAt: at('2026-11-20T12:00'), outcome: 'not-upheld' },
    { receivedAt: at('2026-11-25T12:00'), respondedAt: null, outcome: null },
  ],
};
const now = at('2026-12-15T12:00');

describe('claimFacts', () => {
  it.each([
    [
      'automatic',
      automatic,
      { decidedBy: 'automatic', outcome: 'authorised', estimate: '2026-11-02T10:00', paid: true },
    ],
    ['by a person', byPerson, { decidedBy: 'person', outcome: 'authorised', estimate: '2026-11-03T10:00', paid: true }],
    // The decision answered the complete estimate that came after the request, not the first one.
    [
      'declined after a request',
      declined,
      { decidedBy: 'person', outcome: 'declined', estimate: '2026-11-16T10:00', paid: false },
    ],
    [
      'reversed, then declined',
      reversed,
      { decidedBy: 'automatic', outcome: 'declined', estimate: '2026-11-17T10:00', paid: false },
    ],
    ['withdrawn', withdrawn, { decidedBy: null, outcome: 'withdrawn', estimate: '2026-11-18T10:00', paid: false }],
    ['waiting', waiting, { decidedBy: null, outcome: null, estimate: '2026-11-23T10:00', paid: false }],
  ])('%s', (_name, facts, expected) => {
    expect(facts.decidedBy).toBe(expected.decidedBy);
    expect(facts.outcome).toBe(expected.outcome);
    expect(facts.estimateCompleteAt).toEqual(at(expected.estimate));
    expect(facts.paidAt !== null).toBe(expected.paid);
  });

  it('keeps the decline reason only for a declined claim, and marks the reversal', () => {
    expect(declined.declineReason).toBe('wear-and-tear');
    expect(reversed.reversedAt).toEqual(at('2026-11-17T15:00'));
    const reauthorised = claimFacts(
      at('2026-11-01T09:00'),
      [
        event('decline', '2026-11-02T09:00'),
        event('reopen', '2026-11-03T09:00', 'staff', 'estimate-received'),
        event('authorise', '2026-11-04T09:00'),
      ],
      'misuse',
    );
    expect(reauthorised).toMatchObject({ outcome: 'authorised', declineReason: null });
  });
});

describe('recordFigures', () => {
  it('counts November 2026 from the six claims and three complaints', () => {
    const november = recordFigures(facts, { from: '2026-11-01', to: '2026-11-30' }, now);
    expect(november).toMatchObject({
      claimsMade: 6,
      decided: 4,
      decidedAutomatically: 2,
      decidedByPerson: 2,
      reversed: 1,
      authorised: 2,
      declined: 2,
      declinedByReason: [
        { reason: 'not-covered-at-level', count: 1 },
        { reason: 'wear-and-tear', count: 1 },
      ],
      withdrawn: 1,
      authorisedShare: 0.5,
      paid: 2,
      complaintsReceived: 3,
      complaintsUpheld: 1,
      complaintsPartlyUpheld: 0,
      complaintsNotUpheld: 1,
    });
    // Decisions: 1 min, 1,440 min (a day), 240 min (4 h after the answer), 0 min.
    expect(november.estimateToDecision).toEqual({ count: 4, medianMinutes: 1, p90Minutes: 1440 });
    // Payments: 2 days (2,880 min) and 14 days (20,160 min).
    expect(november.invoiceToPayment).toEqual({ count: 2, medianMinutes: 2880, p90Minutes: 20160 });
    const frame = (id: string) => november.timeFrames.find((f) => f.frame === id);
    expect(frame('garageContact')).toEqual({ frame: 'garageContact', due: 6, met: 6, share: 1 });
    // Decisions due: automatic, byPerson, declined ×2 (the request kept the first), reversed ×2, waiting (missed by 15 December).
    expect(frame('decision')).toMatchObject({ due: 7, met: 6 });
    // byPerson's invoice of 10 November was due by 17 November and paid on the 24th.
    expect(frame('payment')).toEqual({ frame: 'payment', due: 2, met: 1, share: 0.5 });
  });

  it('counts each figure in the week it happened', () => {
    const [, , , , week16, week9, week2] = claimsRecord(facts, 'week', now, 7);
    expect(week2).toMatchObject({ from: '2026-11-02', to: '2026-11-08', claimsMade: 2, decided: 2, paid: 1 });
    expect(week9).toMatchObject({ from: '2026-11-09', to: '2026-11-15', claimsMade: 1, decided: 0 });
    expect(week16).toMatchObject({
      from: '2026-11-16',
      claimsMade: 2,
      decided: 2,
      declined: 2,
      withdrawn: 1,
      reversed: 1,
    });
  });

  it('an empty record has counts of 0 and no medians or shares', () => {
    const empty = recordFigures({ claims: [], complaints: [] }, { from: '2026-11-01', to: '2026-11-30' }, now);
    expect(empty).toMatchObject({ claimsMade: 0, decided: 0, authorisedShare: null, declinedByReason: [] });
    expect(empty.estimateToDecision).toEqual({ count: 0, medianMinutes: null, p90Minutes: null });
    expect(empty.timeFrames.every((f) => f.due === 0 && f.share === null)).toBe(true);
  });
});

describe('periods', () => {
  it('weeks run Monday to Sunday and months are calendar months, newest first', () => {
    expect(recordPeriods('week', at('2026-11-29T12:00'), 2)).toEqual([
      { from: '2026-11-23', to: '2026-11-29' },
      { from: '2026-11-16', to: '2026-11-22' },
    ]);
    expect(recordPeriods('month', at('2026-03-31T23:30'), 3)).toEqual([
      // 23:30 UTC on 31 March is 00:30 on 1 April in London (British Summer Time).
      { from: '2026-04-01', to: '2026-04-30' },
      { from: '2026-03-01', to: '2026-03-31' },
      { from: '2026-02-01', to: '2026-02-28' },
    ]);
  });

  it('the published record is last month and the twelve whole months to its end', () => {
    const published = publishedRecord(facts, now);
    expect([published.lastMonth.from, published.lastMonth.to]).toEqual(['2026-11-01', '2026-11-30']);
    expect([published.lastTwelveMonths.from, published.lastTwelveMonths.to]).toEqual(['2025-12-01', '2026-11-30']);
    expect(published.lastTwelveMonths.decided).toBe(4);
  });
});

describe('properties', () => {
  it('median ≤ 90th percentile, both among the values', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000_000 }), { minLength: 1 }), (durations) => {
        const figures = durationFigures(durations);
        const minutes = durations.map((ms) => Math.round(ms / 60_000));
        expect(figures.count).toBe(durations.length);
        expect(figures.medianMinutes!).toBeLessThanOrEqual(figures.p90Minutes!);
        expect(minutes).toContain(figures.medianMinutes);
        expect(minutes).toContain(figures.p90Minutes);
      }),
    );
  });

  it('the weeks of a month add up to the month, and decisions split into automatic and person', () => {
    fc.assert(
      fc.property(fc.subarray(facts.claims as never[]), (claims) => {
        const subset: RecordFacts = { claims, complaints: [] };
        const month = recordFigures(subset, { from: '2026-11-01', to: '2026-11-30' }, now);
        expect(month.decidedAutomatically + month.decidedByPerson).toBe(month.decided);
        expect(month.declinedByReason.reduce((sum, r) => sum + r.count, 0)).toBe(month.declined);
        const weeks = claimsRecord(subset, 'week', now, 8).filter(
          (w) => w.from >= '2026-11-02' && w.to <= '2026-11-29',
        );
        expect(weeks.reduce((sum, w) => sum + w.claimsMade, 0)).toBe(month.claimsMade);
      }),
    );
  });
});
