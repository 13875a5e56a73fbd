// The health module's public face: what other modules and the app may use of it.
export type { HealthContext } from './context';
export { healthRoutes } from './routes';
