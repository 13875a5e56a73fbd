import type { Vehicle } from '@kestrel/domain/schemas/vehicle';
import { ProviderError } from '../../adapters/vehicle-data/vehicle-data-provider';
import type { VehicleLookupContext } from './context';
import { vehicleErrors } from './errors';
import { vehicleLookupsRepository } from './vehicle-lookups-repository';

/** A found vehicle is reused for this long before the provider is asked (and paid) again. */
export const REUSE_FOUND_MS = 24 * 60 * 60 * 1000;

/**
 * Our record of a vehicle by registration: a recent answer of our own, or a fresh lookup at the
 * provider, kept either way. The registration must already be normalised and valid.
 */
export async function lookupVehicle(deps: VehicleLookupContext, registration: string): Promise<Vehicle> {
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
      throw vehicleErrors.providerUnavailable();
    }
    throw error;
  }
  await repository.record(registration, deps.provider.name, result.outcome === 'found' ? result.vehicle : null);
  if (result.outcome === 'found') deps.cache?.set(registration, result.vehicle);
  if (result.outcome === 'not-found') {
    throw vehicleErrors.notFound(registration);
  }
  return result.vehicle;
}
