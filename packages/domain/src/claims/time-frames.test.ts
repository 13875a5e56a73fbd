import { describe, expect, it } from 'vitest';
import { dueOn, garageNextStep, nextStep, timeFramePromise, timeFrameState } from './time-frames';

/** An instant in London: `2026-12-04T18:30` is 18:30 on Friday 4 December 2026 (GMT). */
const at = (local: string) => new Date(`${local}:00Z`);

describe('dueOn: working days after the London day, weekends and bank holidays counted out', () => {
  it.each([
    ['garageContact', '2026-12-01T10:00', '2026-12-02'], // Tuesday → Wednesday
    ['garageContact', '2026-12-04T18:30', '2026-12-07'], // Friday evening → Monday
    ['decision', '2026-12-04T09:00', '2026-12-08'], // Friday → Tuesday
    ['decision', '2026-12-23T12:00', '2026-12-29'], // Christmas Day and the Boxing Day holiday (28th) out
    ['payment', '2026-12-01T10:00', '2026-12-08'], // Tuesday + 5 → next Tuesday
    ['payment', '2027-03-24T10:00', '2027-04-02'], // Good Friday and Easter Monday 2027 out
    ['decision', '2026-06-30T23:30', '2026-07-03'], // 23:30 UTC is 00:30 on 1 July in London (BST)
  ] as const)('%s from %s → %s', (id, started, due) => {
    expect(dueOn(id, at(started))).toBe(due);
  });
});

describe('timeFrameState', () => {
  const started = at('2026-12-01T10:00'); // decision due Thursday 3 December
  it.each([
    [at('2026-12-03T18:00'), null, 'met'],
    [at('2026-12-04T08:00'), null, 'missed'],
    [null, at('2026-12-03T23:00'), 'open'],
    [null, at('2026-12-04T00:30'), 'overdue'],
  ] as const)('kept at %s, now %s → %s', (kept, now, state) => {
    expect(timeFrameState('decision', started, kept, now ?? new Date('2030-01-01'))).toBe(state);
  });
});

describe('nextStep', () => {
  const base = { createdAt: at('2026-12-04T18:30'), estimateCompleteAt: null, invoicedAt: null };
  it('tells the customer what happens next and by when, in every open status', () => {
    expect(nextStep({ ...base, status: 'reported' })).toEqual({
      by: 'garage',
      text: 'We contact the garage by 7 December 2026 and ask for its estimate. Once it arrives, we decide within 2 working days.',
      timeFrame: 'garageContact',
      dueOn: '2026-12-07',
    });
    expect(
      nextStep({ ...base, status: 'estimate-received', estimateCompleteAt: at('2026-12-07T09:00') }),
    ).toMatchObject({
      by: 'us',
      text: 'We decide by 9 December 2026, or ask for anything missing.',
      dueOn: '2026-12-09',
    });
    expect(nextStep({ ...base, status: 'info-requested', askedFrom: 'garage' })).toMatchObject({
      by: 'garage',
      dueOn: null,
    });
    expect(nextStep({ ...base, status: 'authorised' }).text).toContain('within 5 working days of the invoice');
    expect(nextStep({ ...base, status: 'invoiced', invoicedAt: at('2026-12-10T09:00') })).toMatchObject({
      text: 'We pay the garage by 17 December 2026.',
      timeFrame: 'payment',
    });
  });

  it.each(['paid', 'declined', 'withdrawn'] as const)('%s: nothing more to do', (status) => {
    expect(nextStep({ ...base, status })).toEqual({ by: null, text: '', timeFrame: null, dueOn: null });
  });
});

it('words each promise from the site configuration', () => {
  expect(timeFramePromise('garageContact')).toBe('We contact your garage within 1 working day of your claim.');
  expect(timeFramePromise('decision')).toContain('within 2 working days');
  expect(timeFramePromise('payment')).toBe('We pay the garage within 5 working days of receiving its invoice.');
});

describe('garageNextStep', () => {
  const base = { createdAt: at('2026-12-01T09:00'), estimateCompleteAt: null, invoicedAt: null };
  it('asks the garage for what we wait for from it, and says when we pay it', () => {
    expect(garageNextStep({ ...base, status: 'reported' }).text).toBe(
      'Please send us your diagnosis and itemised estimate. We decide within 2 working days of receiving it complete.',
    );
    expect(garageNextStep({ ...base, status: 'info-requested', askedFrom: 'garage' }).text).toContain(
      'Please send us the information we asked for',
    );
    expect(garageNextStep({ ...base, status: 'invoiced', invoicedAt: at('2026-12-10T09:00') })).toMatchObject({
      text: 'We pay you by 17 December 2026.',
      dueOn: '2026-12-17',
    });
  });
});
