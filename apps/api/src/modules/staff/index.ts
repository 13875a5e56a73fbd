// The staff module's public face: what other modules and the app may use of it.
export type { StaffContext } from './context';
export { createStaff } from './create-staff';
export { staffSignInRoutes } from './routes';
