import type { Vehicle } from '@kestrel/domain/schemas/vehicle';
import type { VehicleDataProvider } from '../../adapters/vehicle-data/vehicle-data-provider';
import type { Database } from '../../db/database-types';
import type { TtlCache } from '../../lib/ttl-cache';

/** What a lookup of our record of a vehicle needs: where it is kept, the provider, and a cache. */
export interface VehicleLookupContext {
  db: Database;
  provider: VehicleDataProvider;
  cache?: TtlCache<Vehicle>;
  now?: () => Date;
}

/** What the vehicle routes are handed: the app's one lookup (with its cache), shared with quotes and payments. */
export interface VehiclesContext {
  lookup: (registration: string) => Promise<Vehicle>;
}
