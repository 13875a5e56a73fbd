// The health module's public face: what other modules and the app may use of it.
export { healthRoutes } from './routes';
