// The client-config module's public face: what other modules and the app may use of it.
export type { ClientConfigContext } from './context';
export { clientConfigRoutes } from './routes';
