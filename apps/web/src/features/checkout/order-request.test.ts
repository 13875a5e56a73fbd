import { renaultTrafic } from '@kestrel/domain/catalogue/test-vehicles.fixture';
import { createOrderRequestSchema } from '@kestrel/domain/schemas/purchase';
import { describe, expect, it } from 'vitest';
import { emptyVehicleDetails, type SelectedPlan, type VehicleDetails } from '~/lib/state/slices';
import { declaredOrder, orderDraft } from './order-request';

const van: VehicleDetails = { ...renaultTrafic, milage: 99_100 };
const info = { purchaseDate: '2026-10-01', serviceHistory: true };
const dates = { planStartDate: '2026-11-24' };
const plan: SelectedPlan = { _id: 'secure-2000-12', price: 44_800, month: 12, cover: 'secure', claimLimit: 2000 };

describe('the order made from the stored steps', () => {
  it('is the spec §3 purchase payload, without any price', () => {
    const draft = orderDraft(van, info, dates, plan);
    expect(draft.ok && draft.request).toEqual({
      planID: 'secure-2000-12',
      bhp: 118,
      eng_size: 1598,
      drive_type: '2WD',
      warrantyData: {
        vehicleDetails: {
          reg_num: 'HG18LOP',
          make: 'RENAULT',
          fuel_type: 'diesel',
          model: 'TRAFIC',
          date_first_reg: '2018-04-04',
          size: 1598,
          mileage: 99_100,
          drive_type: '2WD',
          bhp: 118,
          vehicle_type: 'van',
        },
        start_date: '2026-11-24',
        vehicleInfo: { purchase_date: '2026-10-01', service_history: true },
        plan: 'secure-2000-12',
      },
    });
    // The server's own schema accepts it once declared, and not before.
    expect(draft.ok && createOrderRequestSchema.safeParse(draft.request).success).toBe(false);
    expect(draft.ok && createOrderRequestSchema.safeParse(declaredOrder(draft.request, [])).success).toBe(true);
    expect(draft.ok && draft.unlikely).toEqual([]);
  });

  it('asks the buyer to confirm unlikely figures they typed by hand, and sends what they confirmed', () => {
    const typed = { ...van, verified: false, engineSize: 999, bhp: 400 };
    const draft = orderDraft(typed, info, dates, plan);
    expect(draft.ok && draft.unlikely.map((finding) => finding.detail)).toEqual(['engine-power']);
    // The same figures from our lookup are not questioned.
    const looked = orderDraft({ ...typed, verified: true }, info, dates, plan);
    expect(looked.ok && looked.unlikely).toEqual([]);
    const declared = draft.ok ? declaredOrder(draft.request, ['engine-power']) : null;
    expect(declared).toMatchObject({ declaration: true, confirmedUnlikelyDetails: ['engine-power'] });
    expect(createOrderRequestSchema.safeParse(declared).success).toBe(true);
  });

  it.each([
    ['no vehicle', emptyVehicleDetails, info, dates, plan, 'vehicle'],
    ['step 1 only', { ...emptyVehicleDetails, regNumber: 'HG18LOP', milage: 1 }, info, dates, plan, 'vehicle-details'],
    ['no dates', van, { purchaseDate: '', serviceHistory: null }, dates, plan, 'dates'],
    ['no service history', van, { ...info, serviceHistory: null }, dates, plan, 'dates'],
    ['no plan', van, info, dates, null, 'plan'],
  ] as const)('with %s it names the step to go back to', (_name, vehicle, vehicleInfo, warranty, chosen, missing) => {
    expect(orderDraft(vehicle, vehicleInfo, warranty, chosen)).toEqual({ ok: false, missing });
  });
});
