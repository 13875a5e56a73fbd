import { benefitLines } from '../catalogue/benefits';
import { coverLevel, type LevelId } from '../catalogue/levels';
import { currentClaimRules, type ClaimRules } from '../claims/claim-rules';
import { limitsTold } from '../claims/limits-told';
import { extras, listedComponents } from '../catalogue/parts';
import { instalmentAmounts, monthlyAllowed } from '../direct-debit/instalments';
import { formatPence, formatPrice } from '../pricing/money';
import { siteConfig } from '../site/site-config';
import { ukLongDate } from '../uk/long-date';
import { COOLING_OFF_DAYS } from '../warranty/warranty-dates';

/**
 * The key facts a buyer is given before paying (Consumer Contracts Regulations 2013, Schedule 2:
 * the main characteristics, the total price, the conditions and the cancellation right) and again
 * after, on the confirmation e-mail and the key facts document. The payment page, the key facts
 * page and PDF, and the e-mail all read this one definition.
 */

/** The version of the terms of service a buyer agrees to: the `updated` date of its page. */
export const TERMS_VERSION = '2026-11-29';

/** Days within which a failed inspection's refund is made. */
export const FAILED_INSPECTION_REFUND_BUSINESS_DAYS = 14;

/** What the buyer confirms before the order button goes to the payment provider. */
export const purchaseDeclaration =
  'The vehicle details I have given are correct, and I know of no fault with the vehicle or warning light showing.';

/** Never covered at any level (the terms' "What is not covered", in brief). */
export const neverCovered: readonly string[] = [
  'Faults that existed before cover started or were present at the inspection',
  'Wear and tear, except on Supreme up to 85,000 miles',
  'Failures caused by neglect, missed servicing, misuse or modifications',
  'Accident, fire, theft, weather, flood and vandalism damage',
  'Servicing and consumables: tyres, brake pads and discs, wiper blades, bulbs, bodywork, paint, glass and trim',
  'Vehicles used for hire or reward, such as taxis and driving tuition',
];

export interface KeyFactsPlan {
  level: LevelId;
  /** Pence. */
  claimLimit: number;
  months: number;
  /** Pence, the total to pay. */
  price?: number;
  /** `yyyy-MM-dd`. */
  startDate?: string;
  expiryDate?: string;
  /** The vehicle details were typed in by hand (the lookup found nothing). */
  handTyped?: boolean;
  /** Paid monthly by Direct Debit (DESIGN §8.2), not in full today. */
  paidMonthly?: boolean;
  /** The claim rules the plan is (or was) sold with; today's when not given. */
  rules?: ClaimRules;
  /** The site the terms are read on: the server's BASE_URL in an e-mail; the public address when not given. */
  siteOrigin?: string;
}

/** How a claim is paid, limit by limit (car hire and onward travel are told with the benefits). */
export function claimPaymentLines(level: LevelId, rules: ClaimRules = currentClaimRules): string[] {
  return limitsTold(level, rules)
    .filter((limit) => limit.id !== 'car-hire' && limit.id !== 'onward-travel')
    .map((limit) => limit.text);
}

export interface KeyFactsSection {
  heading: string;
  lines: string[];
}

/** What a level covers: the listed parts, then each extra it includes with its limit. */
export function coveredItems(level: LevelId): string[] {
  const included = extras.flatMap((extra) => {
    const cover = extra.cover[level];
    if (!cover.covered) return [];
    if (!cover.limit || cover.limit === 'Included') return [extra.name];
    const limit = cover.limit.startsWith('£') ? `up to ${cover.limit}` : cover.limit.toLowerCase();
    return [`${extra.name} (${limit})`];
  });
  return [`Listed parts: ${listedComponents.join(', ')}`, ...included];
}

/** The total price and how it is paid: today in full, or the monthly Direct Debit payments. */
function priceLine(price: number, months: number, paidMonthly: boolean): string {
  if (!paidMonthly || !monthlyAllowed(months)) return `The total price is ${formatPence(price)}, paid today.`;
  const [first, ...rest] = instalmentAmounts(price, months) as [number, ...number[]];
  const payments =
    first === rest[0]
      ? `${months} monthly payments of ${formatPence(first)}`
      : `${months} monthly payments, the first of ${formatPence(first)}, then ${rest.length} of ${formatPence(rest[0]!)}`;
  return `The total price is ${formatPence(price)}, paid by Direct Debit in ${payments}, interest-free. Nothing is taken today.`;
}

const excessWords = (level: LevelId, rules: ClaimRules) =>
  rules.excess[level] ? `, after an excess of ${formatPrice(rules.excess[level])}` : ' and no excess';

/** The key facts of a plan, section by section, in the order the buyer reads them. */
export function keyFacts(plan: KeyFactsPlan): KeyFactsSection[] {
  const level = coverLevel(plan.level);
  const sections: KeyFactsSection[] = [
    {
      heading: 'Your cover',
      lines: [
        `${level.name} warranty for ${plan.months} months: ${level.componentCoverage.toLowerCase()}.`,
        `Each claim is paid up to ${formatPrice(plan.claimLimit)}, VAT included, with no limit on the number of claims${excessWords(plan.level, plan.rules ?? currentClaimRules)}.`,
        'This is a discretionary warranty, not insurance: any dispute about a claim can go to an independent final arbiter.',
      ],
    },
    { heading: 'What is covered', lines: coveredItems(plan.level) },
    { heading: 'What is not covered', lines: [...neverCovered] },
    { heading: 'How a claim is paid', lines: claimPaymentLines(plan.level, plan.rules) },
    { heading: 'Included with every plan', lines: benefitLines(plan.level).map((b) => `${b.name}: ${b.text}`) },
    {
      heading: 'Before your cover begins',
      lines: [
        'After you pay we review your purchase and arrange an inspection of the vehicle. Cover begins only when the inspection passes.',
        `If the vehicle does not pass, we cannot offer cover and refund everything you paid within ${FAILED_INSPECTION_REFUND_BUSINESS_DAYS} business days.`,
        ...(plan.handTyped
          ? [
              'You typed the vehicle details in yourself: we check them at the inspection, and if they were wrong in a way that changes the price we may ask for the difference.',
            ]
          : []),
      ],
    },
  ];
  const dates =
    plan.startDate && plan.expiryDate
      ? [
          `Cover runs from ${ukLongDate(plan.startDate)} to ${ukLongDate(plan.expiryDate)}. It begins only once the inspection has passed, and the end date does not move: days waiting for the inspection count towards your cover.`,
        ]
      : [];
  const price = plan.price !== undefined ? [priceLine(plan.price, plan.months, plan.paidMonthly ?? false)] : [];
  if (dates.length || price.length) sections.push({ heading: 'Dates and price', lines: [...dates, ...price] });
  sections.push({
    heading: 'Your right to cancel',
    lines: [
      `You may cancel within ${COOLING_OFF_DAYS} days of buying, before any claim, from your dashboard, and we refund you in full by your original payment method.`,
      `The full terms (version of ${ukLongDate(TERMS_VERSION)}) apply: read them at ${plan.siteOrigin ?? siteConfig.canonicalOrigin}/terms-of-service.`,
    ],
  });
  return sections;
}
