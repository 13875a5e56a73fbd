import { describe, expect, it } from 'vitest';
import { kiaNiro } from '../catalogue/test-vehicles.fixture';
import { TERMS_VERSION } from '../purchase/key-facts';
import { purchaseOrderRequestSchema } from './purchase-order';

/** Spec §3 and §7's create-order payload, as the browser sends it. */
const body = {
  planID: 'secure-2000-12',
  bhp: 139,
  eng_size: 1580,
  drive_type: '2WD',
  warrantyData: {
    vehicleDetails: { ...kiaNiro, reg_num: 'gx22 rtu' },
    start_date: '2026-12-01',
    vehicleInfo: { purchase_date: '2026-11-01', service_history: true },
    plan: 'secure-2000-12',
  },
  declaration: true,
  termsVersion: TERMS_VERSION,
};

describe('purchaseOrderRequestSchema', () => {
  it('reads the payload once into one plan, one vehicle and the dates', () => {
    expect(purchaseOrderRequestSchema.parse(body)).toEqual({
      planId: 'secure-2000-12',
      vehicle: {
        registration: 'GX22RTU',
        make: 'KIA',
        model: 'NIRO',
        engineSize: 1580,
        bhp: 139,
        driveType: '2WD',
        fuelType: 'hybrid',
        registeredDate: '2022-04-25',
        mileage: 21_800,
      },
      startDate: '2026-12-01',
      vehiclePurchaseDate: '2026-11-01',
      serviceHistory: true,
      termsVersion: TERMS_VERSION,
      confirmedUnlikelyDetails: [],
    });
  });

  it('takes bhp, engine size and drive type from the top level, where spec §7 puts them', () => {
    const vehicle = purchaseOrderRequestSchema.parse({ ...body, bhp: 90, eng_size: 999, drive_type: '4x4' }).vehicle;
    expect([vehicle.bhp, vehicle.engineSize, vehicle.driveType]).toEqual([90, 999, '4x4']);
  });

  it('keeps the vehicle type when the browser knows it', () => {
    const vehicleDetails = { ...body.warrantyData.vehicleDetails, vehicle_type: 'van' };
    const parsed = purchaseOrderRequestSchema.parse({
      ...body,
      warrantyData: { ...body.warrantyData, vehicleDetails },
    });
    expect(parsed.vehicle.vehicleType).toBe('van');
  });

  it.each([
    ['the plan differs between its two places', { ...body, planID: 'secure-2000-24' }, 'planID'],
    ['a copy inside vehicleDetails is out of range', withDetail({ bhp: 0 }), 'warrantyData.vehicleDetails.bhp'],
    ['it carries a price', { ...body, price: 1 }, ''],
  ])('refuses a payload when %s', (_label, input, path) => {
    const result = purchaseOrderRequestSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path);
  });
});

function withDetail(detail: Record<string, unknown>) {
  const vehicleDetails = { ...body.warrantyData.vehicleDetails, ...detail };
  return { ...body, warrantyData: { ...body.warrantyData, vehicleDetails } };
}
