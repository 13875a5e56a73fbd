import { addDays, isWeekend } from '@kestrel/domain/dates/calendar-date';
import type { GocardlessEvent, GocardlessState, Payment, FailureCause } from './state';
import { recordEvent } from './state';

/*
 * How money moves in the emulator. Payments wait for their charge date on the emulator's clock;
 * moving the clock to or past it submits them and then confirms them (or fails them, when a test
 * asked for a failure), each step recording the event GoCardless would send.
 */

/** Weekdays after `from` (Bacs's three working days; the emulator does not know bank holidays). */
export function addWorkingDays(from: string, count: number): string {
  let day = from;
  for (let left = count; left > 0;) {
    day = addDays(day, 1);
    if (!isWeekend(day)) left -= 1;
  }
  return day;
}

export const nextPossibleChargeDate = (state: GocardlessState) => addWorkingDays(state.today, 3);

const CAUSE_DETAILS: Record<FailureCause, { reason_code: string; description: string }> = {
  insufficient_funds: { reason_code: 'ARUDD-0', description: "The customer's account had insufficient funds to make this payment." },
  refer_to_payer: { reason_code: 'ARUDD-4', description: 'The customer asked their bank to refuse this payment.' },
  mandate_cancelled: { reason_code: 'ARUDD-1', description: 'The mandate for this payment was cancelled at a bank branch.' },
  bank_account_closed: { reason_code: 'ARUDD-B', description: 'The customer has closed their bank account.' },
}; // prettier-ignore

const linksOf = (payment: Payment) => ({
  payment: payment.id,
  mandate: payment.links.mandate,
  ...(payment.links.instalment_schedule ? { instalment_schedule: payment.links.instalment_schedule } : {}),
});

function fail(state: GocardlessState, payment: Payment, cause: FailureCause): GocardlessEvent {
  payment.status = 'failed';
  delete payment.plannedFailure;
  const retryable = cause === 'insufficient_funds' || cause === 'refer_to_payer';
  return recordEvent(
    state,
    'payments',
    'failed',
    linksOf(payment),
    {
      origin: 'bank',
      cause,
      scheme: 'bacs',
      ...CAUSE_DETAILS[cause],
      will_attempt_retry: false,
      ...(retryable ? {} : { not_retried_reason: 'failure_filter_applied' }),
    },
    payment.metadata,
  );
}

/** Moves one payment as far as the clock allows; returns the events that made. */
export function progressPayment(state: GocardlessState, payment: Payment): GocardlessEvent[] {
  const events: GocardlessEvent[] = [];
  if (payment.status === 'pending_submission' && payment.charge_date <= state.today) {
    const mandate = state.mandates.get(payment.links.mandate);
    if (mandate && mandate.status === 'cancelled') {
      events.push(fail(state, payment, 'mandate_cancelled'));
      return events;
    }
    payment.status = 'submitted';
    events.push(
      recordEvent(state, 'payments', 'submitted', linksOf(payment), { cause: 'payment_submitted' }, payment.metadata),
    );
  }
  if (payment.status === 'submitted' && addWorkingDays(payment.charge_date, 0) <= state.today) {
    if (payment.plannedFailure) {
      events.push(fail(state, payment, payment.plannedFailure));
    } else {
      payment.status = 'confirmed';
      events.push(
        recordEvent(state, 'payments', 'confirmed', linksOf(payment), { cause: 'payment_confirmed' }, payment.metadata),
      );
    }
  }
  if (payment.status === 'confirmed' && addWorkingDays(payment.charge_date, 2) <= state.today) {
    payment.status = 'paid_out';
    events.push(
      recordEvent(state, 'payments', 'paid_out', linksOf(payment), { cause: 'payment_paid_out' }, payment.metadata),
    );
  }
  return events;
}

/** Completes schedules whose every payment is collected. */
function completeSchedules(state: GocardlessState): GocardlessEvent[] {
  const events: GocardlessEvent[] = [];
  for (const schedule of state.schedules.values()) {
    if (schedule.status !== 'active') continue;
    const payments = schedule.links.payments.map((id) => state.payments.get(id));
    if (payments.every((p) => p && (p.status === 'confirmed' || p.status === 'paid_out'))) {
      schedule.status = 'completed';
      events.push(recordEvent(state, 'instalment_schedules', 'completed', { instalment_schedule: schedule.id }));
    }
  }
  return events;
}

/** Sets the clock to `to` (never backwards) and moves every payment on; returns the new events. */
export function advanceClock(state: GocardlessState, to: string): GocardlessEvent[] {
  if (to > state.today) state.today = to;
  const events = [...state.payments.values()].flatMap((payment) => progressPayment(state, payment));
  return [...events, ...completeSchedules(state)];
}

/** The earliest charge date of a payment still waiting, or null. */
export function nextChargeDate(state: GocardlessState): string | null {
  const waiting = [...state.payments.values()]
    .filter((p) => p.status === 'pending_submission')
    .map((p) => p.charge_date)
    .sort();
  return waiting[0] ?? null;
}

/** The bank cancels the mandate: its waiting payments are cancelled by GoCardless. */
export function cancelMandate(state: GocardlessState, mandateId: string, origin: 'bank' | 'api'): GocardlessEvent[] {
  const mandate = state.mandates.get(mandateId);
  if (!mandate || mandate.status === 'cancelled') return [];
  mandate.status = 'cancelled';
  mandate.next_possible_charge_date = null;
  const cause = origin === 'bank' ? 'bank_account_closed' : 'mandate_cancelled';
  const events = [
    recordEvent(state, 'mandates', 'cancelled', { mandate: mandateId }, { origin, cause }, mandate.metadata),
  ];
  for (const payment of state.payments.values()) {
    if (payment.links.mandate === mandateId && payment.status === 'pending_submission') {
      payment.status = 'cancelled';
      events.push(
        recordEvent(
          state,
          'payments',
          'cancelled',
          linksOf(payment),
          { origin, cause: 'mandate_cancelled' },
          payment.metadata,
        ),
      );
    }
  }
  return events;
}
