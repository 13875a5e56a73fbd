// The claims module's public face: what other modules and the app may use of it.
export { claimsAdminRoutes } from './admin-routes';
export { claimEmails } from './claim-emails';
export type { ClaimsContext } from './context';
export { customerClaimRoutes } from './customer-routes';
export { claimFileRoutes } from './file-routes';
export { garageClaimRoutes } from './garage-routes';
