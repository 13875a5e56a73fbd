import { EARLY_CLAIM_DAYS, RECENT_DECLINE_DAYS } from './risk-signals';

/**
 * What "How we handle claims" promises about who decides (DESIGN §9.2 "When the rules decide"),
 * in the customer's words, from the figures the rules use.
 */

/*
 * The automatic limit is site configuration, versioned (claim-decision-settings.ts): the page is
 * built once, so it names the limit here in words and the server fills the figure in force with the
 * page's figures (apps/api/src/modules/claims-record/published-html.ts).
 */

/** When the rules decide: every condition must hold. */
export function whenTheRulesDecide(): string[] {
  return [
    'every part on the estimate is one our cover levels list by name, with labour within the standard time for that part',
    'any diagnosis is within the allowance of your cover level',
    'what we pay is within our automatic limit, VAT included (the limit in force is shown with our figures below)',
    'nothing on the claim calls for a closer look (the reasons below)',
  ];
}

/** Why a claims handler decides instead: any one of these. */
export function whenAPersonDecides(): string[] {
  return [
    'a part is not one our cover levels list by name, or the labour or diagnosis asked for is more than the standard time',
    'what we would pay is more than our automatic limit, VAT included',
    'the garage says the fault was caused by an accident or by another part failing, or nothing on the estimate is covered (only a person declines a claim)',
    "the garage's contact details match yours or another customer's",
    "the garage's VAT number does not pass its check",
    `the claim is made in the first ${EARLY_CLAIM_DAYS} days of cover`,
    "the vehicle's MOT history was flagged when the warranty was bought",
    `a claim on the same warranty was declined in the last ${RECENT_DECLINE_DAYS} days`,
    'we have not dealt with the garage before',
    'you have a complaint or a dispute with us that is still open',
    'a claims handler has already asked for more on the claim: they finish what they started',
  ];
}
