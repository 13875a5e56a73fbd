import { carHireTotal, levelBenefits } from '../catalogue/benefits';
import type { LevelId } from '../catalogue/levels';
import { extras } from '../catalogue/parts';
import { formatPrice } from '../pricing/money';
import { currentClaimRules, type ClaimRules } from './claim-rules';

/**
 * Every figure that can make a claim pay less than the garage asks, in words, before the sale
 * (DESIGN §9.1 "Limits told before the sale"). The figures are the catalogue's (item limits,
 * diagnosis hours, car hire, onward travel) and the claim rules' (labour cap, VAT, excess), the
 * same ones `assessClaim` applies, so what the buyer reads is what a claim is assessed by. The key
 * facts (page, PDF, e-mail), the comparison, the terms, the FAQ, the certificate and the garage's
 * page all read this; a sold warranty passes the rules it was sold with.
 */

export type LimitId =
  'labour' | 'diagnosis' | 'item-limits' | 'vat' | 'excess' | 'car-hire' | 'onward-travel' | 'before-repair';

export interface LimitTold {
  id: LimitId;
  /** The row's name in a comparison ("Labour"). */
  name: string;
  /** The figure as a comparison cell shows it ("Up to £70 an hour"). */
  short: string;
  /** The whole sentence, as documents state it. */
  text: string;
}

/** Basis points as a percentage: 2000 → "20%". */
const percent = (basisPoints: number) => `${basisPoints / 100}%`;

/** "£70 an hour": the labour cap as every document writes it. */
export function labourCapWords(level: LevelId, rules: Pick<ClaimRules, 'labourCapPerHour'> = currentClaimRules) {
  return `${formatPrice(rules.labourCapPerHour[level])} an hour`;
}

function diagnosisHours(level: LevelId): number {
  const cover = extras.find((extra) => extra.id === 'diagnosis')?.cover[level];
  return cover?.covered ? (cover.claim?.hours ?? 0) : 0;
}

const hours = (n: number) => `${n} hour${n === 1 ? '' : 's'}`;

/** The extras with a money limit at this level, as "flywheel up to £500". */
function itemLimits(level: LevelId): string[] {
  return extras.flatMap((extra) => {
    const cover = extra.cover[level];
    if (!cover.covered || !cover.claim?.pence) return [];
    const items = cover.claim.items ? ` for at most ${cover.claim.items}` : '';
    return [`${extra.name.toLowerCase()} up to ${formatPrice(cover.claim.pence)}${items}`];
  });
}

/** The limits of a level, in the order a buyer would ask about them. */
export function limitsTold(level: LevelId, rules: ClaimRules = currentClaimRules): LimitTold[] {
  const cap = labourCapWords(level, rules);
  const diagnosis = diagnosisHours(level);
  const items = itemLimits(level);
  const excess = rules.excess[level];
  const { carHire, onwardTravel } = levelBenefits[level];
  return [
    {
      id: 'labour',
      name: 'Labour',
      short: `Up to ${cap}`,
      text: `Labour is paid at the garage's hourly rate up to ${cap}, excluding VAT, for the hours the repair takes.`,
    },
    {
      id: 'diagnosis',
      name: 'Diagnosis',
      short: diagnosis ? `Up to ${hours(diagnosis)}` : 'Not included',
      text: diagnosis
        ? `Diagnosis (the garage's time finding the fault) is paid up to ${hours(diagnosis)} at the same rate, when the fault proves to be covered.`
        : "Diagnosis (the garage's time finding the fault) is not paid at this level.",
    },
    {
      id: 'item-limits',
      name: 'Item limits',
      short: items.length ? 'See the list' : 'None',
      text: items.length
        ? `Some items have their own limit within the claim limit: ${items.join('; ')}.`
        : 'No item has a limit of its own: each claim is paid up to the claim limit.',
    },
    {
      id: 'vat',
      name: 'VAT',
      short: `${percent(rules.vatBasisPoints)} added for VAT-registered garages`,
      text: `VAT at ${percent(rules.vatBasisPoints)} is added to what we pay when the garage is VAT-registered and gives us its VAT number; a garage that is not VAT-registered is paid without VAT.`,
    },
    {
      id: 'excess',
      name: 'Excess',
      short: excess ? `${formatPrice(excess)} a claim` : 'None',
      text: excess
        ? `You pay the first ${formatPrice(excess)} of each claim (the excess).`
        : 'There is no excess: you pay nothing towards a covered repair within the limits.',
    },
    {
      id: 'car-hire',
      name: 'Car hire',
      short: `Up to ${carHire.maxDays} days at ${formatPrice(carHire.perDay)} a day`,
      text: `Car hire while the vehicle is off the road for a covered repair: up to ${carHire.maxDays} days at ${formatPrice(carHire.perDay)} a day (${formatPrice(carHireTotal(carHire))} in all).`,
    },
    {
      id: 'onward-travel',
      name: 'Onward travel',
      short: `Up to ${formatPrice(onwardTravel.total)}`,
      text: `Onward travel or a night's stay after a breakdown away from home: up to ${formatPrice(onwardTravel.total)}.`,
    },
    {
      id: 'before-repair',
      name: 'Before any repair',
      short: 'Call us first',
      text: 'Make a claim or call us before any repair work starts: work done before we authorise it may not be paid.',
    },
  ];
}

/**
 * The words a document must hold for each limit of a level: what a test looks for in the rendered
 * key facts, terms, FAQ, certificate, e-mail and garage page.
 */
export function limitFigures(level: LevelId, rules: ClaimRules = currentClaimRules): Record<LimitId, string[]> {
  const diagnosis = diagnosisHours(level);
  const { carHire, onwardTravel } = levelBenefits[level];
  return {
    labour: [labourCapWords(level, rules)],
    diagnosis: diagnosis ? [hours(diagnosis)] : [],
    'item-limits': extras.flatMap((extra) => {
      const cover = extra.cover[level];
      return cover.covered && cover.claim?.pence ? [formatPrice(cover.claim.pence)] : [];
    }),
    vat: [percent(rules.vatBasisPoints)],
    excess: rules.excess[level] ? [formatPrice(rules.excess[level])] : ['excess'],
    'car-hire': [`${carHire.maxDays} days`, formatPrice(carHire.perDay)],
    'onward-travel': [formatPrice(onwardTravel.total)],
    'before-repair': ['before any repair'],
  };
}

/**
 * The limits as named words for written content (the terms and the FAQ write `{{labourCapSecure}}`),
 * so pages of prose state the same figures as the documents.
 */
export function limitWords(rules: ClaimRules = currentClaimRules): Record<string, string> {
  const words: Record<string, string> = {
    vatRate: percent(rules.vatBasisPoints),
  };
  for (const level of ['safe', 'secure', 'supreme'] as const) {
    const name = level.charAt(0).toUpperCase() + level.slice(1);
    const { carHire, onwardTravel } = levelBenefits[level];
    words[`labourCap${name}`] = labourCapWords(level, rules);
    words[`diagnosis${name}`] = diagnosisHours(level) ? `up to ${hours(diagnosisHours(level))}` : 'none';
    words[`carHire${name}`] = `up to ${carHire.maxDays} days at ${formatPrice(carHire.perDay)} a day`;
    words[`onwardTravel${name}`] = `up to ${formatPrice(onwardTravel.total)}`;
    words[`excess${name}`] = rules.excess[level] ? `${formatPrice(rules.excess[level])} a claim` : 'no excess';
  }
  return words;
}
