import { z } from 'zod';
import type { FuelType, Vehicle } from '@kestrel/domain/schemas/vehicle';
import { ProviderError, type VehicleDataProvider, type VehicleLookupResult } from './vehicle-data-provider';

/**
 * UK Vehicle Data, legacy `datapackage` API, VehicleData package (CONTRACTS.md §1).
 * Only the fields we use are read; everything else the provider sends is ignored.
 */
const nullableString = z.string().nullish();

const ukvdAnswerSchema = z.object({
  Response: z.object({
    StatusCode: z.string(),
    StatusMessage: nullableString,
    StatusInformation: z.object({ Lookup: z.object({ StatusCode: z.string() }).nullish() }).nullish(),
    DataItems: z
      .object({
        VehicleRegistration: z
          .object({
            Vrm: nullableString,
            Make: nullableString,
            Model: nullableString,
            FuelType: nullableString,
            EngineCapacity: nullableString,
            DateFirstRegistered: nullableString,
            DateFirstRegisteredUk: nullableString,
          })
          .nullish(),
        ClassificationDetails: z
          .object({ Dvla: z.object({ Make: nullableString, Model: nullableString }).nullish() })
          .nullish(),
        SmmtDetails: z
          .object({ FuelType: nullableString, DriveType: nullableString, EngineCapacity: nullableString })
          .nullish(),
        TechnicalDetails: z
          .object({
            Performance: z.object({ Power: z.object({ Bhp: z.number().nullish() }).nullish() }).nullish(),
            General: z.object({ TypeApprovalCategory: nullableString }).nullish(),
          })
          .nullish(),
      })
      .nullish(),
  }),
});

type UkvdAnswer = z.infer<typeof ukvdAnswerSchema>;
type DataItems = NonNullable<UkvdAnswer['Response']['DataItems']>;

const NOT_FOUND_STATUSES = new Set(['ItemNotFound', 'KeyInvalid', 'InformationNotAvailable']);

export function normaliseFuel(value: string | null | undefined): FuelType {
  const fuel = (value ?? '').toUpperCase();
  if (fuel.includes('HYBRID') || fuel.includes('/ELECTRIC')) return 'hybrid';
  if (fuel.includes('ELECTRIC')) return 'electric';
  if (fuel.includes('DIESEL')) return 'diesel';
  if (fuel.includes('PETROL')) return 'petrol';
  return 'other';
}

function toVehicle(registration: string, items: DataItems): Vehicle | null {
  const reg = items.VehicleRegistration;
  const dvla = items.ClassificationDetails?.Dvla;
  const smmt = items.SmmtDetails;
  const make = dvla?.Make ?? reg?.Make;
  const model = dvla?.Model ?? reg?.Model;
  const firstRegistered = reg?.DateFirstRegisteredUk ?? reg?.DateFirstRegistered;
  if (!make || !model || !firstRegistered) return null;
  const capacity = Number.parseInt(smmt?.EngineCapacity ?? reg?.EngineCapacity ?? '0', 10);
  const bhp = items.TechnicalDetails?.Performance?.Power?.Bhp ?? 0;
  return {
    registration,
    make: make.trim(),
    model: model.trim(),
    fuelType: normaliseFuel(reg?.FuelType ?? smmt?.FuelType),
    driveType: (smmt?.DriveType ?? '').toUpperCase() === '4X4' ? '4x4' : '2WD',
    engineSize: Number.isFinite(capacity) && capacity > 0 ? capacity : 0,
    bhp: Math.max(0, Math.round(bhp)),
    registeredDate: firstRegistered.slice(0, 10),
    vehicleType: items.TechnicalDetails?.General?.TypeApprovalCategory === 'N1' ? 'van' : 'car',
  };
}

export interface UkvdAdapterOptions {
  apiBase: string;
  apiKey: string;
  timeoutMs: number;
}

export function createUkvdAdapter(options: UkvdAdapterOptions): VehicleDataProvider {
  const name = 'ukvd';

  async function lookup(registration: string): Promise<VehicleLookupResult> {
    const url = new URL(`${options.apiBase}/api/datapackage/VehicleData`);
    url.search = new URLSearchParams({
      v: '2',
      api_nullitems: '1',
      auth_apikey: options.apiKey,
      key_VRM: registration,
    }).toString();

    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (cause) {
      throw new ProviderError(name, 'The vehicle data service did not answer', { cause });
    }
    if (!response.ok) {
      throw new ProviderError(name, `The vehicle data service answered HTTP ${response.status}`);
    }

    const parsed = ukvdAnswerSchema.safeParse(await response.json().catch(() => null));
    if (!parsed.success) throw new ProviderError(name, 'The vehicle data service sent an unreadable answer');

    const { StatusCode, StatusInformation, DataItems } = parsed.data.Response;
    if (NOT_FOUND_STATUSES.has(StatusCode)) return { outcome: 'not-found' };
    const lookupStatus = StatusInformation?.Lookup?.StatusCode ?? StatusCode;
    if (StatusCode !== 'Success' || lookupStatus !== 'Success') {
      if (NOT_FOUND_STATUSES.has(lookupStatus)) return { outcome: 'not-found' };
      throw new ProviderError(name, `The vehicle data service answered ${StatusCode}`);
    }
    const vehicle = DataItems ? toVehicle(registration, DataItems) : null;
    if (!vehicle) throw new ProviderError(name, 'The vehicle data service sent an incomplete vehicle');
    return { outcome: 'found', vehicle };
  }

  return { name, lookup };
}
