import type { Vehicle } from '@kestrel/domain/schemas/vehicle';

export type VehicleLookupResult = { outcome: 'found'; vehicle: Vehicle } | { outcome: 'not-found' };

/** A source of vehicle data by registration. Throws ProviderError when it cannot answer. */
export interface VehicleDataProvider {
  readonly name: string;
  lookup(registration: string): Promise<VehicleLookupResult>;
}

export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ProviderError';
  }
}
