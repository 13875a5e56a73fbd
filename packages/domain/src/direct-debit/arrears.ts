import { addDays } from '../dates/calendar-date';

/**
 * What happens after a missed collection (DESIGN §8.2 "Monthly payments by Direct Debit"): the
 * customer is e-mailed at once; the provider retries once 7 days later where the failure allows
 * it; arrears still unpaid 14 days after the first failure suspend the cover; unpaid 30 days after
 * it, the warranty, the schedule and the mandate are cancelled.
 */
export const RETRY_AFTER_DAYS = 7;
export const SUSPEND_AFTER_DAYS = 14;
export const CANCEL_AFTER_DAYS = 30;

export interface ArrearsDates {
  retryOn: string;
  suspendOn: string;
  cancelOn: string;
}

/** The dates of the rules for arrears that began with a collection that failed on `firstFailedOn`. */
export function arrearsDates(firstFailedOn: string): ArrearsDates {
  return {
    retryOn: addDays(firstFailedOn, RETRY_AFTER_DAYS),
    suspendOn: addDays(firstFailedOn, SUSPEND_AFTER_DAYS),
    cancelOn: addDays(firstFailedOn, CANCEL_AFTER_DAYS),
  };
}

/** Failure causes after which re-presenting the payment may succeed. */
const RETRYABLE_CAUSES = new Set(['insufficient_funds', 'refer_to_payer', 'test_failure']);

export function retryAllowed(cause: string): boolean {
  return RETRYABLE_CAUSES.has(cause);
}

export type ArrearsStanding = 'in-arrears' | 'suspended' | 'cancelled';

/**
 * Where arrears that began on `firstFailedOn` stand on `today`, while unpaid. A failed first
 * instalment suspends the cover at once: nothing has been paid for yet.
 */
export function arrearsStanding(firstFailedOn: string, today: string, firstInstalment = false): ArrearsStanding {
  const { suspendOn, cancelOn } = arrearsDates(firstFailedOn);
  if (today >= cancelOn) return 'cancelled';
  if (firstInstalment || today >= suspendOn) return 'suspended';
  return 'in-arrears';
}

/** Plain-English reasons for the failure causes GoCardless reports (CONTRACTS §7). */
export const failureReasons: Record<string, string> = {
  insufficient_funds: 'there was not enough money in the account',
  refer_to_payer: 'your bank refused the payment and asked you to contact them',
  bank_account_closed: 'the bank account has been closed',
  bank_account_transferred: 'the account has moved to another bank',
  authorisation_disputed: 'the account holder disputed the Direct Debit instruction',
  mandate_cancelled: 'the Direct Debit instruction was cancelled at your bank',
  invalid_bank_details: 'the bank details are not valid',
  direct_debit_not_enabled: 'the account does not accept Direct Debits',
  payment_stopped: 'the payment was stopped at your bank',
  scheme_identifier_changed: 'the collection could not be taken under our Direct Debit',
  test_failure: 'a test failure was made in the payment provider',
};

export function failureReason(cause: string): string {
  return failureReasons[cause] ?? 'your bank did not pay it';
}
