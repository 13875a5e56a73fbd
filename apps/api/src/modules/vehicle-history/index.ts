// The vehicle-history module's public face: what other modules and the app may use of it.
export { assertHistoryAllows, createHistoryChecker, historyColumns, type HistoryChecker } from './check-history';
export type { VehicleHistoryContext } from './context';
export { vehicleHistoryRoutes } from './routes';
