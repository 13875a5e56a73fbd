import { levelBenefits } from '../catalogue/benefits';
import { coverLevel } from '../catalogue/levels';
import type { Plan } from '../catalogue/plans';
import { hundredthsOfHour, priceOfHours, type ClaimRules } from './claim-rules';
import { diagnosisAllowance, partCover, type FaultFacts } from './claim-cover';
import { notesOf, totalsOf, type AssessmentBasis, type ClaimNote, type ClaimTotals } from './claim-totals';
import { askedOf, type Estimate, type EstimateLine, type LabourLine, type PartLine } from './estimate';
import { lineReasons, type LineReason } from './line-reasons';
import { isGbVatNumber, normaliseVatNumber } from './vat-number';

/**
 * `assessClaim` (DESIGN §8.1 "The assessment"): pure. For each estimate line, what was asked, what
 * the rules allow and why any line differs; then the totals (`claim-totals.ts` states the rounding).
 * Lines are assessed in the estimate's order, and shared allowances (an item's limit, diagnosis
 * hours, car hire days, onward travel) are used up in that order.
 */

/** The warranty as the assessment needs it: its cover dates and the vehicle at the fault. */
export interface WarrantyAtFault {
  startDate: string;
  expiryDate: string;
  faultDate: string;
  mileageAtFault: number;
}

export interface AssessedLine {
  /** The line's place in the estimate, from 0. */
  index: number;
  line: EstimateLine;
  /** Pence ex VAT. */
  asked: number;
  /** What the rules allow, pence ex VAT: the most the claims team may authorise for the line. */
  rulesAllowed: number;
  /** What is allowed after the claims team's adjustments (equal to rulesAllowed until adjusted). */
  allowed: number;
  /** Why allowed is below asked; empty when the line is allowed in full. */
  reasons: LineReason[];
}

export interface ClaimAssessment {
  basis: AssessmentBasis;
  lines: AssessedLine[];
  totals: ClaimTotals;
  notes: ClaimNote[];
}

type Draft = Omit<AssessedLine, 'allowed'>;

const draft = (index: number, line: EstimateLine, rulesAllowed: number, reasons: LineReason[]): Draft => ({
  index,
  line,
  asked: askedOf(line),
  rulesAllowed,
  reasons,
});

/** Shared allowances, used up line by line. */
interface Allowances {
  /** Per extra: pence and items left. */
  items: Map<string, { pence: number; items: number }>;
  diagnosisHundredths: number;
  hireDays: number;
  travelPence: number;
}

function assessPart(index: number, line: PartLine, facts: FaultFacts, left: Allowances): Draft {
  const cover = partCover(line.part, line.cause, facts);
  if (!cover.covered) return draft(index, line, 0, [cover.reason]);
  if (!cover.extra) return draft(index, line, askedOf(line), []);
  const { id, name, limit } = cover.extra;
  const remaining = left.items.get(id) ?? { pence: limit.pence ?? Infinity, items: limit.items ?? Infinity };
  const reasons: LineReason[] = [];
  const quantity = Math.min(line.quantity, remaining.items);
  if (quantity < line.quantity) reasons.push(lineReasons.itemCountLimit(name, limit.items ?? 0));
  let allowed = quantity * line.unitPrice;
  if (allowed > remaining.pence) {
    allowed = remaining.pence;
    reasons.push(lineReasons.itemLimit(name, limit.pence ?? 0));
  }
  left.items.set(id, { pence: remaining.pence - allowed, items: remaining.items - quantity });
  return draft(index, line, allowed, reasons);
}

function assessLabour(index: number, line: LabourLine, facts: FaultFacts, cap: number): Draft {
  const cover = partCover(line.part, line.cause, facts);
  if (!cover.covered) return draft(index, line, 0, [cover.reason]);
  if (line.ratePerHour <= cap) return draft(index, line, askedOf(line), []);
  return draft(index, line, priceOfHours(line.hours, cap), [lineReasons.labourRateCapped(cap)]);
}

/** Whether any part or labour line is a repair the level covers: the fault proves covered. */
function hasCoveredRepair(lines: readonly EstimateLine[], facts: FaultFacts): boolean {
  return lines.some(
    (line) => (line.kind === 'part' || line.kind === 'labour') && partCover(line.part, line.cause, facts).covered,
  );
}

export function assessClaim(
  warranty: WarrantyAtFault,
  plan: Pick<Plan, 'level' | 'claimLimit'>,
  estimate: Estimate,
  rules: ClaimRules,
): ClaimAssessment {
  const facts: FaultFacts = {
    level: plan.level,
    startDate: warranty.startDate,
    faultDate: warranty.faultDate,
    mileageAtFault: warranty.mileageAtFault,
  };
  const levelName = coverLevel(plan.level).name;
  const cap = rules.labourCapPerHour[plan.level];
  const benefits = levelBenefits[plan.level];
  const allowanceHours = diagnosisAllowance(plan.level);
  const coveredRepair = hasCoveredRepair(estimate.lines, facts);
  const left: Allowances = {
    items: new Map(),
    diagnosisHundredths: hundredthsOfHour(allowanceHours),
    hireDays: benefits.carHire.maxDays,
    travelPence: benefits.onwardTravel.total,
  };

  const drafts = estimate.lines.map((line, index): Draft => {
    switch (line.kind) {
      case 'part':
        return assessPart(index, line, facts, left);
      case 'labour':
        return assessLabour(index, line, facts, cap);
      case 'diagnosis': {
        if (allowanceHours === 0) return draft(index, line, 0, [lineReasons.diagnosisNotIncluded(levelName)]);
        if (!coveredRepair) return draft(index, line, 0, [lineReasons.diagnosisFaultNotCovered()]);
        const reasons: LineReason[] = [];
        const asked = hundredthsOfHour(line.hours);
        const hundredths = Math.min(asked, left.diagnosisHundredths);
        left.diagnosisHundredths -= hundredths;
        if (hundredths < asked) reasons.push(lineReasons.diagnosisOverAllowance(allowanceHours));
        if (line.ratePerHour > cap) reasons.push(lineReasons.labourRateCapped(cap));
        return draft(index, line, priceOfHours(hundredths / 100, Math.min(line.ratePerHour, cap)), reasons);
      }
      case 'car-hire': {
        const hire = benefits.carHire;
        if (!coveredRepair) return draft(index, line, 0, [lineReasons.benefitNeedsCoveredRepair(hire.name)]);
        const reasons: LineReason[] = [];
        const days = Math.min(line.days, left.hireDays);
        left.hireDays -= days;
        if (days < line.days) reasons.push(lineReasons.carHireDays(hire.maxDays));
        if (line.ratePerDay > hire.perDay) reasons.push(lineReasons.carHireRate(hire.perDay));
        return draft(index, line, days * Math.min(line.ratePerDay, hire.perDay), reasons);
      }
      case 'onward-travel': {
        const allowed = Math.min(line.amount, left.travelPence);
        left.travelPence -= allowed;
        const reasons = allowed < line.amount ? [lineReasons.onwardTravelLimit(benefits.onwardTravel.total)] : [];
        return draft(index, line, allowed, reasons);
      }
    }
  });

  const vatNumber =
    estimate.vatNumber !== null && isGbVatNumber(estimate.vatNumber) ? normaliseVatNumber(estimate.vatNumber) : null;
  const basis: AssessmentBasis = {
    level: plan.level,
    rulesVersion: rules.version,
    claimLimit: plan.claimLimit,
    excess: rules.excess[plan.level],
    vatBasisPoints: rules.vatBasisPoints,
    vatRegistered: vatNumber !== null,
    vatNumber,
  };
  const lines = drafts.map((d) => ({ ...d, allowed: d.rulesAllowed }));
  const totals = totalsOf(lines, basis);
  return { basis, lines, totals, notes: notesOf(totals, basis) };
}
