// The transfers module's public face (DESIGN §9.3, issue #38): a warranty passed to the vehicle's new owner.
export { transfersAdminRoutes } from './admin-routes';
export type { TransfersContext } from './context';
export { transferRoutes } from './routes';
export { completeTakeover, finishTakeovers } from './takeover';
