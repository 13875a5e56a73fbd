// The admin module's public face: what other modules and the app may use of it.
export { adminRoutes } from './routes';
