import type { Vehicle } from '@kestrel/domain/schemas/vehicle';
import { ProviderError, type VehicleDataProvider } from '../../adapters/vehicle-data/vehicle-data-provider';
import type { Database } from '../../db/database-types';
import { notFound, providerUnavailable } from '../../lib/errors';
import type { TtlCache } from '../../lib/ttl-cache';
import { vehicleLookupsRepository } from './vehicle-lookups-repository';

/** A found vehicle is reused for this long before the provider is asked (and paid) again. */
export const REUSE_FOUND_MS = 24 * 60 * 60 * 1000;

/**
 * Our record of a vehicle by registration: a recent answer of our own, or a fresh lookup at the
 * provider, kept either way. The registration must already be normalised and valid.
 */
export async function lookupVehicle(
  deps: { db: Database; provider: VehicleDataProvider; cache?: TtlCache<Vehicle>; now?: () => Date },
  registration: string,
): Promise<Vehicle> {
  const cached = deps.cache?.get(registration);
  if (cached) return cached;
  const repository = vehicleLookupsRepository(deps.db);
  const now = deps.now?.() ?? new Date();
  const recent = await repository.latestFound(registration, new Date(now.getTime() - REUSE_FOUND_MS));
  if (recent) {
    deps.cache?.set(registration, recent);
    return recent;
  }

  let result;
  try {
    result = await deps.provider.lookup(registration);
  } catch (error) {
    if (error instanceof ProviderError) {
      throw providerUnavailable(
        "We couldn't reach the vehicle data service just now. Please try again, or enter your vehicle details manually.",
      );
    }
    throw error;
  }
  await repository.record(registration, deps.provider.name, result.outcome === 'found' ? result.vehicle : null);
  if (result.outcome === 'found') deps.cache?.set(registration, result.vehicle);
  if (result.outcome === 'not-found') {
    throw notFound(
      `We couldn't find a vehicle with the registration ${registration}. Please check it, or enter your vehicle details manually.`,
    );
  }
  return result.vehicle;
}
