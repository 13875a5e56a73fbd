import { coverLevel } from '@kestrel/domain/catalogue/levels';
import { extras } from '@kestrel/domain/catalogue/parts';
import { claimRulesFor } from '@kestrel/domain/claims/claim-rules';
import { claimLimitLeft } from '@kestrel/domain/claims/claim-totals';
import { limitsTold } from '@kestrel/domain/claims/limits-told';
import { claimMoments, type TimelineMoment } from '@kestrel/domain/claims/time-frame-record';
import { garageNextStep, nextStep, type NextStep } from '@kestrel/domain/claims/time-frames';
import type { GarageClaimAnswer, NextStepAnswer } from '@kestrel/domain/schemas/claim-answers';
import { londonToday } from '@kestrel/domain/uk/london-date';
import type { ClaimEventRow, ClaimRow, WarrantyRow } from '../../db/schema';

/** A claim's timeline as the time frames read it. */
export const timelineOf = (events: readonly Pick<ClaimEventRow, 'kind' | 'toStatus' | 'createdAt' | 'audience'>[]) =>
  events.map((event): TimelineMoment => ({
    kind: event.kind,
    toStatus: event.toStatus,
    at: event.createdAt,
    audience: event.audience,
  }));

function answer({ by, text, dueOn }: NextStep, now: Date): NextStepAnswer {
  return { by, text, dueOn, overdue: dueOn !== null && by === 'us' && londonToday(now) > dueOn };
}

/** What happens next on the claim and by when, as the customer and the claims team read it. */
export function nextStepOf(claim: ClaimRow, events: Parameters<typeof timelineOf>[0], now = new Date()) {
  return answer(nextStep(claimMoments(claim.status, claim.createdAt, timelineOf(events))), now);
}

/** The same as the garage reads it: what we wait for from it, and when we pay it. */
export function garageNextStepOf(claim: ClaimRow, events: Parameters<typeof timelineOf>[0], now = new Date()) {
  return answer(garageNextStep(claimMoments(claim.status, claim.createdAt, timelineOf(events))), now);
}

/**
 * The cover the garage's repair is paid within, told on its page before it estimates (issue #36):
 * the claim limit and what is left of it for this claim (by the rule the assessment caps with), the
 * labour cap and diagnosis hours of the rules the warranty was sold with, and every limit in the key
 * facts' words.
 */
export function garageCoverOf(warranty: WarrantyRow): GarageClaimAnswer['cover'] {
  const rules = claimRulesFor(warranty.claimRulesVersion);
  const diagnosis = extras.find((extra) => extra.id === 'diagnosis')?.cover[warranty.level];
  return {
    levelName: coverLevel(warranty.level).name,
    claimLimit: warranty.claimLimit,
    claimLimitLeft: claimLimitLeft({ claimLimit: warranty.claimLimit }),
    labourCapPerHour: rules.labourCapPerHour[warranty.level],
    diagnosisHours: diagnosis?.covered ? (diagnosis.claim?.hours ?? 0) : 0,
    limits: limitsTold(warranty.level, rules)
      .filter((limit) => limit.id !== 'car-hire' && limit.id !== 'onward-travel')
      .map(({ name, text }) => ({ name, text })),
  };
}
