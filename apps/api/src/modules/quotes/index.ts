// The quotes module's public face: what other modules and the app may use of it.
export { ineligibleReason } from './build-quote';
export type { QuotesContext } from './context';
export { resolveVehicle } from './priced-vehicle';
export { publishRateVersion, ratesRepository, type RatesRepository } from './rates-repository';
export { quoteRoutes } from './routes';
