// The complaints module's public face (docs/complaints.md): what other modules and the app may use of it.
export { complaintsAdminRoutes } from './admin-routes';
export type { ComplaintsContext } from './context';
export { customerComplaintRoutes } from './customer-routes';
