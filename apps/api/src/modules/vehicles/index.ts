// The vehicles module's public face: what other modules and the app may use of it.
export type { VehicleLookupContext, VehiclesContext } from './context';
export { lookupVehicle } from './lookup-vehicle';
export { vehicleRoutes } from './routes';
