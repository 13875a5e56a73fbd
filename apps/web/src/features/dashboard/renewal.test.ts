import { beforeEach, describe, expect, it } from 'vitest';
import { useSelectedPlan, useVehicleDetails, useVehicleInfo, useWarrantyDetails } from '~/lib/state/slices';
import { startRenewal } from './renewal';
import { aWarranty } from './warranty.fixture';

beforeEach(() => {
  useSelectedPlan.getState().set({ _id: 'safe-500-3', price: 9_900, month: 3, cover: 'safe', claimLimit: 500 });
  useWarrantyDetails.getState().set({ planStartDate: '2026-01-01' });
  useVehicleInfo.getState().set({ purchaseDate: '2025-12-01', serviceHistory: true });
});

describe('renewing a warranty (DESIGN §3)', () => {
  it('prefills the vehicle and forgets the previous plan, dates and answers', () => {
    startRenewal(aWarranty());
    expect(useVehicleDetails.getState().value).toEqual({
      regNumber: 'AB12 CDE',
      milage: 42_000,
      make: 'VAUXHALL',
      model: 'ASTRA',
      fuelType: 'petrol',
      driveType: '2WD',
      engineSize: 1398,
      bhp: 148,
      registeredDate: '2018-03-01',
      verified: true,
    });
    expect(useSelectedPlan.getState().value).toBeNull();
    expect(useWarrantyDetails.getState().value).toEqual({ planStartDate: '' });
    expect(useVehicleInfo.getState().value).toEqual({ purchaseDate: '', serviceHistory: null });
  });
});
