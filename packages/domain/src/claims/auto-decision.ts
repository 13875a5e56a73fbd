import { standardHours } from '../catalogue/parts';
import { formatPence } from '../pricing/money';
import type { ClaimAssessment } from './assess-claim';
import { hundredthsOfHour } from './claim-rules';
import { diagnosisAllowance } from './claim-cover';
import type { ClaimDecisionSettings } from './claim-decision-settings';
import type { ClaimActor, ClaimStatus } from './claim-status';
import { partLabel, type EstimateLine, type PartCode } from './estimate';
import { hoursInWords, type LineReasonCode } from './line-reasons';
import type { RiskSignal } from './risk-signals';

/**
 * Automatic decisions (DESIGN §9.2, issue #37): pure. When the garage's estimate arrives, either the
 * rules authorise it at once, at exactly the assessed total payable, or a person decides, for
 * reasons stated in words (the staff claim page and the queue show them under "Why a person
 * decides"). The rules never decline: declining is always a person's decision.
 *
 * A person decides when:
 * - a line is a part the catalogue does not list ("Not listed"): nothing prices it;
 * - labour on a listed part asks more hours than the catalogue's standard time for it (summed over
 *   the part's labour lines, so splitting a job does not hide it);
 * - diagnosis asks more than the level's allowance;
 * - the assessment turned a line down for a cause only the garage's word decides (accident or
 *   consequential damage): a person reads the diagnosis before the customer is told to pay;
 * - no repair in the estimate is covered, or nothing would be paid (only a person declines);
 * - any risk signal (`riskSignals`, the one list) is present;
 * - no automatic limit is in force, or the total payable is above it;
 * - the customer's account has an open complaint, or one with the independent arbiter;
 * - a claims handler has already acted on the claim (asked for information, reversed an
 *   automatic authorisation): they finish what they started.
 *
 * Reductions the published rules make on their own (the labour-rate cap, an item's limit, car hire
 * days and rate, onward travel, the level's cover, consumables, servicing, wear and tear by level
 * or mileage, an extra's period, diagnosis on Safe, the excess and the claim limit) need no
 * judgement: the letter states each, line by line, as it would after a person's authorisation.
 */

export interface AutoDecisionFacts {
  /** The rules' assessment of the estimate just received (no adjustments: a fresh estimate has none). */
  assessment: ClaimAssessment;
  /** The claim's risk signals (`riskSignals`). */
  signals: readonly RiskSignal[];
  /** The automatic limit's version in force when the estimate arrived; null when none is. */
  settings: ClaimDecisionSettings | null;
  account: { openComplaint: boolean; withArbiter: boolean };
  /** A claims handler has already acted on the claim. */
  handledByPerson: boolean;
}

/** What a claim keeps of the rules' decision on its latest estimate: the staff page and queue show it. */
export interface AutomaticDecisionRecord {
  outcome: AutoDecision['decision'];
  /** Why a person decides; empty when the rules authorised. */
  reasons: string[];
  /** The version of the automatic limit in force (`claim_decision_settings`); null when none was. */
  settingsVersion: number | null;
  /** ISO timestamp. */
  decidedAt: string;
}

export type AutoDecision = { decision: 'authorise'; amount: number } | { decision: 'person'; reasons: string[] };

/** Causes that rest on the garage's word alone: a person confirms them before a line is refused. */
const judgementCodes: ReadonlySet<LineReasonCode> = new Set(['accident-damage', 'consequential-damage']);

const lineName = (index: number, line: EstimateLine) => `Line ${index + 1}, "${line.description}"`;

function lineReasonsOf(assessment: ClaimAssessment): string[] {
  const reasons: string[] = [];
  const labourHundredths = new Map<PartCode, number>();
  let diagnosisHundredths = 0;
  for (const { index, line, reasons: assessed } of assessment.lines) {
    if ((line.kind === 'part' || line.kind === 'labour') && line.part === 'not-listed') {
      reasons.push(
        `${lineName(index, line)}, is a part the catalogue does not list: a person checks its cover and price.`,
      );
    }
    if (line.kind === 'labour' && line.part !== 'not-listed') {
      labourHundredths.set(line.part, (labourHundredths.get(line.part) ?? 0) + hundredthsOfHour(line.hours));
    }
    if (line.kind === 'diagnosis') diagnosisHundredths += hundredthsOfHour(line.hours);
    for (const reason of assessed.filter((r) => judgementCodes.has(r.code))) {
      reasons.push(`${lineName(index, line)}: ${reason.message} A person confirms the cause the garage gives.`);
    }
  }
  for (const [part, hundredths] of labourHundredths) {
    const standard = standardTimeOf(part);
    if (standard !== null && hundredths > hundredthsOfHour(standard)) {
      reasons.push(
        `Labour on ${partLabel(part)} asks ${hoursInWords(hundredths / 100)}, above the catalogue's standard time of ${hoursInWords(standard)}.`,
      );
    }
  }
  const allowance = diagnosisAllowance(assessment.basis.level);
  if (allowance > 0 && diagnosisHundredths > hundredthsOfHour(allowance)) {
    reasons.push(
      `Diagnosis asks ${hoursInWords(diagnosisHundredths / 100)}, beyond the ${hoursInWords(allowance)} the level includes.`,
    );
  }
  return reasons;
}

/** The standard time of a listed component or extra; null for codes the catalogue never covers. */
function standardTimeOf(part: PartCode): number | null {
  const [kind, name] = part.split(':') as [string, keyof typeof standardHours | undefined];
  return (kind === 'component' || kind === 'extra') && name ? standardHours[name] : null;
}

const coversARepair = (assessment: ClaimAssessment) =>
  assessment.lines.some((l) => (l.line.kind === 'part' || l.line.kind === 'labour') && l.rulesAllowed > 0);

/** The rules' decision on a claim whose estimate has just arrived. */
export function autoDecision(facts: AutoDecisionFacts): AutoDecision {
  const { assessment, settings } = facts;
  // The totals already cap what we pay at the claim limit (claim-totals.ts).
  const payable = assessment.totals.payable;
  const reasons = lineReasonsOf(assessment);
  if (!coversARepair(assessment) || payable <= 0) {
    reasons.push('Nothing in the estimate would be paid under the rules: only a person declines a claim.');
  }
  for (const signal of facts.signals) {
    reasons.push(`Risk signal: ${signal.label}.${signal.detail ? ` ${signal.detail}` : ''}`);
  }
  if (settings === null) {
    reasons.push('No automatic limit is in force, so a person decides every claim.');
  } else if (payable > settings.automaticLimit) {
    reasons.push(
      `We would pay ${formatPence(payable)}, above the automatic limit of ${formatPence(settings.automaticLimit)} (version ${settings.version}).`,
    );
  }
  if (facts.account.openComplaint) reasons.push('The customer has an open complaint with us.');
  if (facts.account.withArbiter) reasons.push("The customer's complaint is with the independent arbiter.");
  if (facts.handledByPerson) reasons.push('A claims handler has already acted on this claim, so they decide it.');
  return reasons.length > 0 ? { decision: 'person', reasons } : { decision: 'authorise', amount: payable };
}

/**
 * Whether a claims handler may reverse the claim's authorisation (DESIGN §9.2): it is authorised,
 * not yet invoiced, and its latest authorisation was the rules' own (not a person's, nor the
 * arbiter's award). `events` in the order they happened.
 */
export function automaticAuthorisationReversible(
  status: ClaimStatus,
  events: readonly { kind: string; actor: ClaimActor }[],
): boolean {
  if (status !== 'authorised') return false;
  const last = events.findLast((e) => e.kind === 'authorise' || e.kind === 'award');
  return last?.kind === 'authorise' && last.actor === 'system';
}

/**
 * The decision kept on a claim once a claims handler reverses the rules' authorisation: a person
 * decides now, and the reason says why, so the staff page and the queue stop calling it automatic.
 */
export function reversedDecision(
  previous: AutomaticDecisionRecord | null,
  reason: string,
  at: Date,
): AutomaticDecisionRecord {
  return {
    outcome: 'person',
    reasons: [`A claims handler reversed the automatic authorisation: ${reason}`],
    settingsVersion: previous?.settingsVersion ?? null,
    decidedAt: at.toISOString(),
  };
}
