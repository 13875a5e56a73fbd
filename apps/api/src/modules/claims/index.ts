// The claims module's public face: what other modules and the app may use of it.
export { claimsAdminRoutes } from './admin-routes';
export { claimEmails } from './claim-emails';
export type { ClaimsContext } from './context';
export { customerClaimRoutes } from './customer-routes';
export { claimFileRoutes } from './file-routes';
export { garageClaimRoutes } from './garage-routes';
export { claimTimeFrameRoutes } from './time-frame-routes';
// For the complaints module's evidence pack (docs/complaints.md): a claim as its customer or staff
// read it, its assessment line by line and which letter it has.
export { assessmentOf } from './claim-assessment';
export { drawAssessmentLines } from './claim-letter';
export type { ClaimRecord } from './claim-records-repository';
export { customerClaimView, letterKind } from './claim-views';
export { customerClaimRecord, staffClaimRecord } from './read-claims';
// For the complaints module: the independent arbiter's award reopens and pays the claim.
export { awardClaim, awardRefusal } from './award-claim';
// For the claims record's public page: the automatic limit in force.
export { decisionSettingsRepository } from './decision-settings-repository';
