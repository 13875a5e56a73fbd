import { formatPrice } from '../pricing/money';
import { EARLY_CLAIM_DAYS, RECENT_DECLINE_DAYS } from './risk-signals';

/**
 * What "How we handle claims" promises about who decides (DESIGN §9.2 "When the rules decide"),
 * in the customer's words, from the figures the rules use.
 */

/**
 * The payable total up to which the rules may authorise on their own (DESIGN §9.2: £1,000 in the
 * demo). Issue #37's automatic decision (branch h37-auto) makes this site configuration,
 * versioned; this page reads it from there once both are merged.
 */
export const AUTOMATIC_LIMIT_PENCE = 100_000;

/** When the rules decide: every condition must hold. */
export function whenTheRulesDecide(limitPence = AUTOMATIC_LIMIT_PENCE): string[] {
  return [
    'every part on the estimate is one our cover levels list by name, with labour within the standard time for that part',
    'any diagnosis is within the allowance of your cover level',
    `what we pay comes to ${formatPrice(limitPence)} or less, VAT included`,
    'nothing on the claim calls for a closer look (the reasons below)',
  ];
}

/** Why a claims handler decides instead: any one of these. */
export function whenAPersonDecides(limitPence = AUTOMATIC_LIMIT_PENCE): string[] {
  return [
    'a part is not one our cover levels list by name, or the labour or diagnosis asked for is more than the standard time',
    `what we would pay is more than ${formatPrice(limitPence)}, VAT included`,
    "the garage's contact details match yours or another customer's",
    "the garage's VAT number does not pass its check",
    `the claim is made in the first ${EARLY_CLAIM_DAYS} days of cover`,
    "the vehicle's MOT history was flagged when the warranty was bought",
    `a claim on the same warranty was declined in the last ${RECENT_DECLINE_DAYS} days`,
    'we have not dealt with the garage before',
    'you have a complaint or a dispute with us that is still open',
  ];
}
