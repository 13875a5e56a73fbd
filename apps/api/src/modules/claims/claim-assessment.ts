import { applyAdjustments } from '@kestrel/domain/claims/adjustments';
import { assessClaim, type ClaimAssessment } from '@kestrel/domain/claims/assess-claim';
import { claimRulesFor } from '@kestrel/domain/claims/claim-rules';
import { partLabel } from '@kestrel/domain/claims/estimate';
import type { AssessmentAnswer } from '@kestrel/domain/schemas/claim-answers';
import { estimateOf } from '@kestrel/domain/schemas/claim-estimate';
import type { ClaimRow, WarrantyRow } from '../../db/schema';

/** The claim rules version every warranty sold so far keeps (DESIGN §8.1 "Labour"). */
export const CLAIM_RULES_VERSION = 1;

/**
 * The assessment of the claim's estimate by `assessClaim`, with the claims team's adjustments
 * applied; null before the garage has sent an estimate. The screens, letters and the server's
 * authorisation check all read this one function.
 */
export function assessmentOf(claim: ClaimRow, warranty: WarrantyRow): ClaimAssessment | null {
  if (!claim.estimate) return null;
  const rules = claimRulesFor(CLAIM_RULES_VERSION);
  const assessed = assessClaim(
    {
      startDate: warranty.startDate,
      expiryDate: warranty.expiryDate,
      faultDate: claim.faultDate,
      mileageAtFault: claim.mileage,
    },
    { level: warranty.level, claimLimit: warranty.claimLimit },
    estimateOf(claim.estimate),
    rules,
  );
  const adjusted = applyAdjustments(assessed, claim.adjustments);
  // Adjustments were checked when saved; should the rules ever refuse them, the rules' own figures stand.
  return adjusted.ok ? adjusted.assessment : assessed;
}

export function assessmentAnswer(assessment: ClaimAssessment | null): AssessmentAnswer | null {
  if (!assessment) return null;
  return {
    level: assessment.basis.level,
    claimLimit: assessment.basis.claimLimit,
    vatRegistered: assessment.basis.vatRegistered,
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
  };
}
