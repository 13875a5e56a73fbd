import { formatPrice } from '../pricing/money';
import { siteConfig } from '../site/site-config';
import type { LevelId } from './levels';

/**
 * The benefits every plan includes beside repairs: breakdown cover, car hire and onward travel,
 * each with its limits, by cover level. The comparison, the level cards, the quote, the key facts,
 * the certificate, the dashboard and the e-mails all read this one definition, and claims assess
 * hire and travel lines against these limits.
 */

export interface BreakdownBenefit {
  id: 'breakdown';
  name: string;
  /** Call-outs in each year of cover. */
  callOutsPerYear: number;
}

export interface CarHireBenefit {
  id: 'car-hire';
  name: string;
  /** Days of hire for one covered repair. */
  maxDays: number;
  /** Pence a day. */
  perDay: number;
}

export interface OnwardTravelBenefit {
  id: 'onward-travel';
  name: string;
  /** Pence for one breakdown: onward travel, or an overnight stay. */
  total: number;
}

export type Benefit = BreakdownBenefit | CarHireBenefit | OnwardTravelBenefit;

export interface LevelBenefits {
  breakdown: BreakdownBenefit;
  carHire: CarHireBenefit;
  onwardTravel: OnwardTravelBenefit;
}

const breakdown = (callOutsPerYear: number): BreakdownBenefit => ({
  id: 'breakdown',
  name: '24/7 breakdown cover',
  callOutsPerYear,
});
const carHire = (maxDays: number): CarHireBenefit => ({
  id: 'car-hire',
  name: 'Car hire',
  maxDays,
  perDay: 3500,
});
const onwardTravel: OnwardTravelBenefit = {
  id: 'onward-travel',
  name: 'Onward travel or an overnight stay',
  total: 10_000,
};

export const levelBenefits: Readonly<Record<LevelId, LevelBenefits>> = {
  safe: { breakdown: breakdown(4), carHire: carHire(3), onwardTravel },
  secure: { breakdown: breakdown(6), carHire: carHire(5), onwardTravel },
  supreme: { breakdown: breakdown(6), carHire: carHire(7), onwardTravel },
};

/** Car hire's most for one repair, in pence. */
export const carHireTotal = (hire: CarHireBenefit) => hire.maxDays * hire.perDay;

/** One line per benefit, with its limits, as pages, documents and e-mails state them. */
export function benefitLines(level: LevelId): { name: string; text: string }[] {
  const { breakdown: b, carHire: hire, onwardTravel: travel } = levelBenefits[level];
  return [
    {
      name: b.name,
      text: `Roadside assistance and recovery to a suitable garage, day or night, through our breakdown partner: up to ${b.callOutsPerYear} call-outs a year. Call ${siteConfig.breakdownPhone}.`,
    },
    {
      name: hire.name,
      text: `While your vehicle is off the road for a covered repair: up to ${hire.maxDays} days at ${formatPrice(hire.perDay)} a day (${formatPrice(carHireTotal(hire))} in all).`,
    },
    {
      name: travel.name,
      text: `If you break down away from home and cannot continue: up to ${formatPrice(travel.total)} for onward travel or a night's stay.`,
    },
  ];
}

/** What to do when the vehicle breaks down, as the certificate and the dashboard say it. */
export const breakdownSteps: readonly string[] = [
  'Get yourself and your passengers somewhere safe first.',
  `Call our 24-hour breakdown line on ${siteConfig.breakdownPhone} for roadside assistance or recovery.`,
  `Before any repair work starts, contact our claims team on ${siteConfig.supportPhone} (${siteConfig.hours.repairs}) or make a claim from your dashboard.`,
];
