// The admin module's public face: what other modules and the app may use of it.
export type { AdminContext } from './context';
export { adminRoutes } from './routes';
export { finishFailedInspection } from './fail-inspection';
