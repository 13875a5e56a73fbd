import { dayNumber } from '../dates/calendar-date';
import { formatPence } from '../pricing/money';
import { motFlagLabels, type MotFlag } from '../vehicle-history/mot-messages';
import { askedOf, type EstimateLine } from './estimate';
import { customerShare } from './invoice-check';
import { isGbVatNumber } from './vat-number';

/**
 * Risk signals (DESIGN §9.2, issue #35 findings 5 and 9): the one list of reasons a claim goes to
 * a person rather than through on the rules alone. Pure: the API gathers the facts (its queries
 * compare contact details normalised as below) and shows each signal on the staff claim page and
 * in the queue. A signal never decides; it says why a claims handler should look.
 */

export const riskSignalIds = [
  'garage-is-customer',
  'garage-is-other-customer',
  'garage-vat-fails-check',
  'early-in-cover',
  'mot-flagged-sale',
  'recent-decline',
  'new-garage',
  'not-listed-parts-high',
  'estimate-over-limit',
  'invoice-above-authorised',
] as const;
export type RiskSignalId = (typeof riskSignalIds)[number];

export interface RiskSignal {
  id: RiskSignalId;
  /** Plain words for staff. */
  label: string;
  detail?: string;
}

/** Which of the garage's contact details matched (e-mail, phone, or postcode with address). */
export type ContactMatch = 'email' | 'phone' | 'address';

/** The days from the start of cover in which a claim is looked at by a person. */
export const EARLY_CLAIM_DAYS = 30;
/** How far back a declined claim on the same warranty counts. */
export const RECENT_DECLINE_DAYS = 90;
/**
 * "Not listed" lines (parts and their labour) asking more than this before VAT together. The
 * catalogue prices none of them, so nothing but a person checks the figure; £1,000 is the demo's
 * automatic-decision limit (DESIGN §9.2), above which a person decides anyway. Summed over the
 * lines, so splitting a £10,000 part into small lines does not hide it.
 */
export const NOT_LISTED_REVIEW_PENCE = 100_000;

/** What the signals are read from: plain facts about one claim, gathered by the API. */
export interface ClaimRiskFacts {
  /** The garage's details equal to the claimant's own. */
  garageMatchesCustomer: ContactMatch[];
  /** The garage's details equal to another customer's. */
  garageMatchesOtherCustomer: ContactMatch[];
  /** VAT numbers the customer and the garage gave (null when none). */
  vatNumbers: (string | null)[];
  /** ISO dates. */
  coverStart: string;
  faultDate: string;
  /** The day the claim was made (ISO date). */
  reportedOn: string;
  /** What the MOT history check flagged when the warranty was sold. */
  motFlags: MotFlag[];
  /** Other claims on the same warranty that are declined, with the day each was declined. */
  declinedClaims: { reference: string; declinedOn: string }[];
  /** True when an earlier claim had the garage's e-mail or VAT number. */
  garageSeenBefore: boolean;
  /** Pence, VAT included. */
  claimLimit: number;
  estimate: { lines: EstimateLine[]; askedTotal: number } | null;
  /** Pence, VAT included; both null until authorised and invoiced. */
  authorisedAmount: number | null;
  invoiceAmount: number | null;
}

const matchWords: Record<ContactMatch, string> = {
  email: 'e-mail address',
  phone: 'phone number',
  address: 'address',
};
const listOf = (matches: ContactMatch[]) => matches.map((m) => matchWords[m]).join(', ');

type Rule = (facts: ClaimRiskFacts) => RiskSignal | null;

const rules: Rule[] = [
  ({ garageMatchesCustomer: m }) =>
    m.length > 0
      ? { id: 'garage-is-customer', label: "Garage's details are the customer's own", detail: `Same ${listOf(m)}.` }
      : null,
  ({ garageMatchesOtherCustomer: m }) =>
    m.length > 0
      ? {
          id: 'garage-is-other-customer',
          label: "Garage's details are another customer's",
          detail: `Same ${listOf(m)} as another customer's account.`,
        }
      : null,
  ({ vatNumbers }) => {
    const failing = vatNumbers.filter((v): v is string => !!v && !isGbVatNumber(v));
    return failing.length > 0
      ? { id: 'garage-vat-fails-check', label: "Garage's VAT number fails its check", detail: failing.join(', ') }
      : null;
  },
  ({ coverStart, faultDate }) => {
    const day = dayNumber(faultDate) - dayNumber(coverStart);
    return day >= 0 && day < EARLY_CLAIM_DAYS
      ? {
          id: 'early-in-cover',
          label: `Fault in the first ${EARLY_CLAIM_DAYS} days of cover`,
          detail: `The fault was ${day} ${day === 1 ? 'day' : 'days'} after cover started.`,
        }
      : null;
  },
  ({ motFlags }) =>
    motFlags.length > 0
      ? {
          id: 'mot-flagged-sale',
          label: 'The MOT history check flagged the sale',
          detail: motFlags.map((f) => motFlagLabels[f]).join('; '),
        }
      : null,
  ({ declinedClaims, reportedOn }) => {
    const recent = declinedClaims.filter((c) => {
      const ago = dayNumber(reportedOn) - dayNumber(c.declinedOn);
      return ago >= 0 && ago <= RECENT_DECLINE_DAYS;
    });
    return recent.length > 0
      ? {
          id: 'recent-decline',
          label: `A claim on this warranty was declined in the ${RECENT_DECLINE_DAYS} days before`,
          detail: recent.map((c) => `${c.reference} on ${c.declinedOn}`).join(', '),
        }
      : null;
  },
  ({ garageSeenBefore }) =>
    garageSeenBefore ? null : { id: 'new-garage', label: 'A garage we have not seen on an earlier claim' },
  ({ estimate }) => {
    const notListed = (estimate?.lines ?? [])
      .filter((line) => (line.kind === 'part' || line.kind === 'labour') && line.part === 'not-listed')
      .reduce((sum, line) => sum + askedOf(line), 0);
    return notListed > NOT_LISTED_REVIEW_PENCE
      ? {
          id: 'not-listed-parts-high',
          label: `"Not listed" parts above ${formatPence(NOT_LISTED_REVIEW_PENCE)}`,
          detail: `${formatPence(notListed)} before VAT on parts and labour the catalogue does not price.`,
        }
      : null;
  },
  // The assessment caps a claim at its limit without a word; an estimate above it is where an
  // inflated bill would still be paid in full up to the limit.
  ({ estimate, claimLimit }) =>
    estimate && estimate.askedTotal > claimLimit
      ? {
          id: 'estimate-over-limit',
          label: 'Estimate above the claim limit',
          detail: `${formatPence(estimate.askedTotal)} asked on a ${formatPence(claimLimit)} limit.`,
        }
      : null,
  ({ invoiceAmount, authorisedAmount, estimate }) => {
    if (invoiceAmount === null || authorisedAmount === null || invoiceAmount <= authorisedAmount) return null;
    const share = customerShare({ authorisedAmount, estimateTotal: estimate?.askedTotal ?? authorisedAmount });
    return {
      id: 'invoice-above-authorised',
      label: 'Invoice above the authorised amount',
      detail:
        `${formatPence(invoiceAmount)} invoiced, ${formatPence(authorisedAmount)} authorised: ` +
        `${formatPence(invoiceAmount - authorisedAmount)} more; the customer's share is ${formatPence(share)}.`,
    };
  },
];

/** The claim's risk signals, in the order of `riskSignalIds`; empty when nothing calls for a look. */
export function riskSignals(facts: ClaimRiskFacts): RiskSignal[] {
  return rules.map((rule) => rule(facts)).filter((signal): signal is RiskSignal => signal !== null);
}
