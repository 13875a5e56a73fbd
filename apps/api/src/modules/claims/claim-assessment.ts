import { applyAdjustments } from '@kestrel/domain/claims/adjustments';
import { claimAmounts } from '@kestrel/domain/claims/claim-amounts';
import { assessClaim, type ClaimAssessment } from '@kestrel/domain/claims/assess-claim';
import { claimRulesFor, type ClaimRules } from '@kestrel/domain/claims/claim-rules';
import { partLabel } from '@kestrel/domain/claims/estimate';
import type { AssessmentAnswer } from '@kestrel/domain/schemas/claim-answers';
import { estimateOf } from '@kestrel/domain/schemas/claim-estimate';
import type { ClaimRow, WarrantyRow } from '../../db/schema';

type RulesLookup = (version: number) => ClaimRules;

/**
 * The rules' own assessment of the claim's estimate, before the claims team's adjustments, with the
 * claim rules version the warranty was sold with (DESIGN §8.1 "Labour"); null before the garage has
 * sent an estimate. Adjustments are checked against this.
 */
export function rulesAssessmentOf(
  claim: ClaimRow,
  warranty: WarrantyRow,
  rulesFor: RulesLookup = claimRulesFor,
): ClaimAssessment | null {
  if (!claim.estimate) return null;
  return assessClaim(
    {
      startDate: warranty.startDate,
      expiryDate: warranty.expiryDate,
      faultDate: claim.faultDate,
      mileageAtFault: claim.mileage,
    },
    { level: warranty.level, claimLimit: warranty.claimLimit },
    estimateOf(claim.estimate),
    rulesFor(warranty.claimRulesVersion),
  );
}

/**
 * The assessment of the claim's estimate by `assessClaim`, with the claims team's adjustments
 * applied; null before the garage has sent an estimate. The screens, letters and the server's
 * authorisation check all read this one function.
 */
export function assessmentOf(
  claim: ClaimRow,
  warranty: WarrantyRow,
  rulesFor: RulesLookup = claimRulesFor,
): ClaimAssessment | null {
  const assessed = rulesAssessmentOf(claim, warranty, rulesFor);
  if (!assessed) return null;
  const adjusted = applyAdjustments(assessed, claim.adjustments);
  // Adjustments were checked when saved; should the rules ever refuse them, the rules' own figures stand.
  return adjusted.ok ? adjusted.assessment : assessed;
}

/**
 * The assessment as the claim pages read it, with the amounts the letter states: what we pay is the
 * amount authorised once the claim is authorised (`authorisedAmount`), else what the rules allow.
 */
export function assessmentAnswer(
  assessment: ClaimAssessment | null,
  authorisedAmount: number | null,
): AssessmentAnswer | null {
  if (!assessment) return null;
  return {
    level: assessment.basis.level,
    claimLimit: assessment.basis.claimLimit,
    vatRegistered: assessment.basis.vatRegistered,
    vatNumber: assessment.basis.vatNumber,
    lines: assessment.lines.map((line) => ({
      index: line.index,
      line: line.line,
      partLabel: line.line.kind === 'part' || line.line.kind === 'labour' ? partLabel(line.line.part) : null,
      asked: line.asked,
      rulesAllowed: line.rulesAllowed,
      allowed: line.allowed,
      reasons: line.reasons,
    })),
    totals: assessment.totals,
    notes: assessment.notes,
    amounts: claimAmounts(assessment.totals, authorisedAmount),
  };
}
