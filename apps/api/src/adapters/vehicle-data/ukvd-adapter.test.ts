import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulatorServer } from '@kestrel/emulators/server';
import { emulatedVehicles } from '@kestrel/emulators/ukvd/vehicles';
import { createUkvdAdapter, normaliseFuel } from './ukvd-adapter';
import { ProviderError } from './vehicle-data-provider';

let emulator: Awaited<ReturnType<typeof startEmulatorServer>>;
let adapter: ReturnType<typeof createUkvdAdapter>;

beforeAll(async () => {
  emulator = await startEmulatorServer({ ukvd: { slowMs: 4000 } });
  adapter = createUkvdAdapter({ apiBase: `${emulator.baseUrl}/ukvd`, apiKey: 'test-key', timeoutMs: 2000 });
});
afterAll(() => emulator.close());

describe('UK Vehicle Data adapter, over HTTP against the emulator', () => {
  it.each(emulatedVehicles.map((v) => [v.vrm, v] as const))('reads %s as the provider describes it', async (vrm, v) => {
    const result = await adapter.lookup(vrm);
    expect(result.outcome).toBe('found');
    if (result.outcome !== 'found') return;
    expect(result.vehicle).toEqual({
      registration: vrm,
      make: v.make,
      model: v.model,
      fuelType: normaliseFuel(v.fuel),
      driveType: v.drive === '4X4' ? '4x4' : '2WD',
      engineSize: v.cc,
      bhp: v.bhp,
      registeredDate: v.firstRegistered,
      vehicleType: v.typeApproval === 'N1' ? 'van' : 'car',
    });
  });

  it.each(['ER19NFD', 'ER19DPL', 'AB25XYZ'])('reads %s as not found', async (vrm) => {
    await expect(adapter.lookup(vrm)).resolves.toEqual({ outcome: 'not-found' });
  });

  it.each(['ER19ERR', 'ER19MNT', 'ER19SLO'])('raises a ProviderError for %s', async (vrm) => {
    await expect(adapter.lookup(vrm)).rejects.toBeInstanceOf(ProviderError);
  });

  it('raises a ProviderError when the key is refused', async () => {
    const refused = createUkvdAdapter({ apiBase: `${emulator.baseUrl}/ukvd`, apiKey: 'invalid', timeoutMs: 2000 });
    await expect(refused.lookup('AB12CDE')).rejects.toBeInstanceOf(ProviderError);
  });

  it('raises a ProviderError when nothing listens', async () => {
    const nowhere = createUkvdAdapter({ apiBase: 'http://127.0.0.1:9/ukvd', apiKey: 'k', timeoutMs: 400 });
    await expect(nowhere.lookup('AB12CDE')).rejects.toBeInstanceOf(ProviderError);
  });
});

describe('normaliseFuel', () => {
  it.each([
    ['PETROL', 'petrol'],
    ['DIESEL', 'diesel'],
    ['ELECTRICITY', 'electric'],
    ['ELECTRIC', 'electric'],
    ['HYBRID ELECTRIC', 'hybrid'],
    ['PETROL/ELECTRIC', 'hybrid'],
    ['GAS', 'other'],
    [null, 'other'],
  ] as const)('%s → %s', (input, expected) => {
    expect(normaliseFuel(input)).toBe(expected);
  });
});
