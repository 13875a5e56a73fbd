// The privacy module's public face: what other modules and the app may use of it.
export { runRetention } from './retention-job';
export { privacyRoutes } from './routes';
export { privacyAdminRoutes } from './admin-routes';
export type { PrivacyContext, PrivacyRequestsContext } from './context';
