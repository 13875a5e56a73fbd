import { describe, expect, it } from 'vitest';
import { assessClaim, type WarrantyAtFault } from './assess-claim';
import { claimRulesV1 } from './claim-rules';
import type { ClaimTotals } from './claim-totals';
import type { EstimateLine } from './estimate';
import type { LineReasonCode } from './line-reasons';
import {
  BAD_VAT_NUMBER,
  VAT_NUMBER,
  carHire,
  diagnosis,
  labour,
  onwardTravel,
  part,
  plan,
  warrantyAtFault,
} from './claim.fixture';

/**
 * The golden table: claims worked out by hand from DESIGN §8.1 and the catalogue, under the rules
 * of version 1 (labour caps £50 / £70 / £90 an hour, VAT 20%, no excess). Cover runs 1 January to
 * 31 December 2026 and the fault is on 1 June at 40,000 miles unless a case says otherwise. Figures
 * are pence; "ex" is ex VAT. Each case's comment is the arithmetic the expected figures come from.
 */

interface GoldenClaim {
  name: string;
  plan: ReturnType<typeof plan>;
  warranty?: Partial<WarrantyAtFault>;
  vatNumber: string | null;
  lines: EstimateLine[];
  /** Per line: what the rules allow (ex VAT) and the reasons it is less than asked. */
  allowed: [number, LineReasonCode[]][];
  totals: Pick<ClaimTotals, 'askedTotal' | 'allowedExVat' | 'vat' | 'payable' | 'customerPays'>;
}

const golden: GoldenClaim[] = [
  {
    // Clutch £300 allowed. Labour 3 h × £60 = £180 asked; capped at £50: 3 × £50 = £150. Safe has no
    // diagnosis: £50 asked, 0 allowed. Asked ex £530 + VAT £106 = £636. Allowed ex £450 + VAT £90
    // = £540, under the £1,000 limit. Customer pays £636 − £540 = £96.
    name: 'Safe: covered clutch, labour above the cap, diagnosis not included',
    plan: plan('safe', 1000),
    vatNumber: VAT_NUMBER,
    lines: [part('component:Clutch', 1, 30_000), labour('component:Clutch', 3, 6_000), diagnosis(1, 5_000)],
    allowed: [
      [30_000, []],
      [15_000, ['labour-rate-capped']],
      [0, ['diagnosis-not-included']],
    ],
    totals: { askedTotal: 63_600, allowedExVat: 45_000, vat: 9_000, payable: 54_000, customerPays: 9_600 },
  },
  {
    // Engine £600 + labour 4 h × £45 = £180 (under the cap): £780 ex + VAT £156 = £936 allowed;
    // the limit pays £500; the customer pays £936 − £500 = £436.
    name: 'Safe: engine over the £500 claim limit',
    plan: plan('safe', 500),
    vatNumber: VAT_NUMBER,
    lines: [part('component:Engine', 1, 60_000), labour('component:Engine', 4, 4_500)],
    allowed: [
      [60_000, []],
      [18_000, []],
    ],
    totals: { askedTotal: 93_600, allowedExVat: 78_000, vat: 15_600, payable: 50_000, customerPays: 43_600 },
  },
  {
    // A part not listed, and its labour: Safe covers the listed parts only. £250 ex + £50 VAT = £300, all the customer's.
    name: 'Safe: a part not listed is not covered',
    plan: plan('safe', 1500),
    vatNumber: VAT_NUMBER,
    lines: [part('not-listed', 1, 20_000), labour('not-listed', 1, 5_000)],
    allowed: [
      [0, ['not-listed-on-safe']],
      [0, ['not-listed-on-safe']],
    ],
    totals: { askedTotal: 30_000, allowedExVat: 0, vat: 0, payable: 0, customerPays: 30_000 },
  },
  {
    // Flywheel is not a Safe extra: 0 of £400. ECU £350. Labour 0.5 h × £49.99 = £24.995, half-up
    // £25.00. No VAT number: asked £775.00, allowed £375.00, customer pays £400.00.
    name: 'Safe: flywheel not covered, ECU covered, no VAT, labour rounded half-up',
    plan: plan('safe', 1000),
    vatNumber: null,
    lines: [part('extra:flywheel', 1, 40_000), part('component:ECU', 1, 35_000), labour('component:ECU', 0.5, 4_999)],
    allowed: [
      [0, ['not-covered-at-level']],
      [35_000, []],
      [2_500, []],
    ],
    totals: { askedTotal: 77_500, allowedExVat: 37_500, vat: 0, payable: 37_500, customerPays: 40_000 },
  },
  {
    // Flywheel £650 capped at Secure's £500. Labour 5 h × £80 = £400 asked, 5 × £70 = £350 allowed.
    // Asked ex £1,050 + £210 = £1,260; allowed ex £850 + £170 = £1,020. Customer pays £240.
    name: 'Secure: flywheel over its £500 item limit, labour capped at £70',
    plan: plan('secure', 2000),
    vatNumber: VAT_NUMBER,
    lines: [part('extra:flywheel', 1, 65_000), labour('extra:flywheel', 5, 8_000)],
    allowed: [
      [50_000, ['item-limit']],
      [35_000, ['labour-rate-capped']],
    ],
    totals: { askedTotal: 126_000, allowedExVat: 85_000, vat: 17_000, payable: 102_000, customerPays: 24_000 },
  },
  {
    // Cooling system £150. Diagnosis 2.5 h × £60 = £150 asked; Secure allows 1 h × £60 = £60. No VAT.
    // Asked £300, allowed £210, customer pays £90.
    name: 'Secure: diagnosis over the 1-hour allowance',
    plan: plan('secure', 1000),
    vatNumber: null,
    lines: [part('component:Cooling systems', 1, 15_000), diagnosis(2.5, 6_000)],
    allowed: [
      [15_000, []],
      [6_000, ['diagnosis-over-allowance']],
    ],
    totals: { askedTotal: 30_000, allowedExVat: 21_000, vat: 0, payable: 21_000, customerPays: 9_000 },
  },
  {
    // Brake pads 4 × £30 are consumables; the diagnosis found no covered fault, so it is not paid
    // either. £180 ex + £36 VAT = £216, all the customer's.
    name: 'Secure: consumables only, so diagnosis is not paid',
    plan: plan('secure', 1000),
    vatNumber: VAT_NUMBER,
    lines: [part('consumable', 4, 3_000), diagnosis(1, 6_000)],
    allowed: [
      [0, ['consumable']],
      [0, ['diagnosis-fault-not-covered']],
    ],
    totals: { askedTotal: 21_600, allowedExVat: 0, vat: 0, payable: 0, customerPays: 21_600 },
  },
  {
    // Sensor £80. Diagnosis 1.5 h × £80 = £120 asked: 1 h at the £70 cap = £70. Asked ex £200 +
    // £40 = £240; allowed ex £150 + £30 = £180. Customer pays £60.
    name: 'Secure: diagnosis over the allowance and above the labour cap',
    plan: plan('secure', 2000),
    vatNumber: VAT_NUMBER,
    lines: [part('extra:sensors', 1, 8_000), diagnosis(1.5, 8_000)],
    allowed: [
      [8_000, []],
      [7_000, ['diagnosis-over-allowance', 'labour-rate-capped']],
    ],
    totals: { askedTotal: 24_000, allowedExVat: 15_000, vat: 3_000, payable: 18_000, customerPays: 6_000 },
  },
  {
    // Worn suspension on Secure: wear and tear is Supreme's only. £300 + 2 h × £70 = £440 ex + £88.
    name: 'Secure: wear and tear not covered',
    plan: plan('secure', 3000),
    vatNumber: VAT_NUMBER,
    lines: [
      part('component:Suspension', 1, 30_000, 'wear-and-tear'),
      labour('component:Suspension', 2, 7_000, 'wear-and-tear'),
    ],
    allowed: [
      [0, ['wear-and-tear-not-covered']],
      [0, ['wear-and-tear-not-covered']],
    ],
    totals: { askedTotal: 52_800, allowedExVat: 0, vat: 0, payable: 0, customerPays: 52_800 },
  },
  {
    // Injectors 4 × £120 = £480 are Supreme's only; the air-con re-gas £90 is Secure's. No VAT.
    name: 'Secure: injectors not covered, air-con re-gas covered',
    plan: plan('secure', 2000),
    vatNumber: null,
    lines: [part('extra:injectors', 4, 12_000), part('extra:air-con', 1, 9_000)],
    allowed: [
      [0, ['not-covered-at-level']],
      [9_000, []],
    ],
    totals: { askedTotal: 57_000, allowedExVat: 9_000, vat: 0, payable: 9_000, customerPays: 48_000 },
  },
  {
    // Entertainment £700 → £500 limit; sensors 2 × £300 = £600 → £500 limit. Allowed ex £1,000 +
    // £200 = £1,200, over the £1,000 claim limit: pays £1,000. Asked £1,300 + £260 = £1,560;
    // customer pays £560.
    name: 'Secure: two item limits, then the claim limit',
    plan: plan('secure', 1000),
    vatNumber: VAT_NUMBER,
    lines: [part('extra:entertainment', 1, 70_000), part('extra:sensors', 2, 30_000)],
    allowed: [
      [50_000, ['item-limit']],
      [50_000, ['item-limit']],
    ],
    totals: { askedTotal: 156_000, allowedExVat: 100_000, vat: 20_000, payable: 100_000, customerPays: 56_000 },
  },
  {
    // Wear and tear at exactly 85,000 miles is covered: £300 + 2 h × £90 = £480 ex + £96 = £576.
    name: 'Supreme: wear and tear at 85,000 miles',
    plan: plan('supreme', 2000),
    warranty: { mileageAtFault: 85_000 },
    vatNumber: VAT_NUMBER,
    lines: [
      part('component:Suspension', 1, 30_000, 'wear-and-tear'),
      labour('component:Suspension', 2, 9_000, 'wear-and-tear'),
    ],
    allowed: [
      [30_000, []],
      [18_000, []],
    ],
    totals: { askedTotal: 57_600, allowedExVat: 48_000, vat: 9_600, payable: 57_600, customerPays: 0 },
  },
  {
    // The same at 85,001 miles: over wear and tear's mileage, nothing paid.
    name: 'Supreme: wear and tear over 85,000 miles',
    plan: plan('supreme', 2000),
    warranty: { mileageAtFault: 85_001 },
    vatNumber: VAT_NUMBER,
    lines: [
      part('component:Suspension', 1, 30_000, 'wear-and-tear'),
      labour('component:Suspension', 2, 9_000, 'wear-and-tear'),
    ],
    allowed: [
      [0, ['wear-and-tear-over-mileage']],
      [0, ['wear-and-tear-over-mileage']],
    ],
    totals: { askedTotal: 57_600, allowedExVat: 0, vat: 0, payable: 0, customerPays: 57_600 },
  },
  {
    // Three key fobs at £250: at most 2 keys, 2 × £250 = £500 (exactly the £500 limit). No VAT.
    name: 'Supreme: key fobs over the 2-key limit',
    plan: plan('supreme', 3000),
    vatNumber: null,
    lines: [part('extra:key-fobs', 3, 25_000)],
    allowed: [[50_000, ['item-count-limit']]],
    totals: { askedTotal: 75_000, allowedExVat: 50_000, vat: 0, payable: 50_000, customerPays: 25_000 },
  },
  {
    // Fobs on three lines: £300 (left £200, 1 key), £300 → £200 (left £0, 0 keys), £100 → 0 keys.
    name: 'Supreme: key fob limits shared across lines',
    plan: plan('supreme', 3000),
    vatNumber: null,
    lines: [part('extra:key-fobs', 1, 30_000), part('extra:key-fobs', 1, 30_000), part('extra:key-fobs', 1, 10_000)],
    allowed: [
      [30_000, []],
      [20_000, ['item-limit']],
      [0, ['item-count-limit']],
    ],
    totals: { askedTotal: 70_000, allowedExVat: 50_000, vat: 0, payable: 50_000, customerPays: 20_000 },
  },
  {
    // Battery on the last day of its 6 months (cover from 1 January: to 30 June): £150 + £30 VAT.
    name: 'Supreme: battery within its 6 months',
    plan: plan('supreme', 2000),
    warranty: { faultDate: '2026-06-30' },
    vatNumber: VAT_NUMBER,
    lines: [part('extra:battery', 1, 15_000)],
    allowed: [[15_000, []]],
    totals: { askedTotal: 18_000, allowedExVat: 15_000, vat: 3_000, payable: 18_000, customerPays: 0 },
  },
  {
    // The day after: 1 July is past the battery's 6 months.
    name: 'Supreme: battery after its 6 months',
    plan: plan('supreme', 2000),
    warranty: { faultDate: '2026-07-01' },
    vatNumber: VAT_NUMBER,
    lines: [part('extra:battery', 1, 15_000)],
    allowed: [[0, ['item-period-ended']]],
    totals: { askedTotal: 18_000, allowedExVat: 0, vat: 0, payable: 0, customerPays: 18_000 },
  },
  {
    // Engine £1,000. Diagnosis 3 h × £95 = £285: 2 h at the £90 cap = £180. Asked ex £1,285 + £257
    // = £1,542; allowed ex £1,180 + £236 = £1,416. Customer pays £126.
    name: 'Supreme: diagnosis over 2 hours and above the cap',
    plan: plan('supreme', 5000),
    vatNumber: VAT_NUMBER,
    lines: [part('component:Engine', 1, 100_000), diagnosis(3, 9_500)],
    allowed: [
      [100_000, []],
      [18_000, ['diagnosis-over-allowance', 'labour-rate-capped']],
    ],
    totals: { askedTotal: 154_200, allowedExVat: 118_000, vat: 23_600, payable: 141_600, customerPays: 12_600 },
  },
  {
    // Clutch £200. Car hire 7 days × £40 = £280: Secure pays 5 days × £35 = £175. No VAT.
    // Asked £480, allowed £375, customer pays £105.
    name: 'Secure: car hire over its days and its daily rate',
    plan: plan('secure', 2000),
    vatNumber: null,
    lines: [part('component:Clutch', 1, 20_000), carHire(7, 4_000)],
    allowed: [
      [20_000, []],
      [17_500, ['car-hire-days', 'car-hire-rate']],
    ],
    totals: { askedTotal: 48_000, allowedExVat: 37_500, vat: 0, payable: 37_500, customerPays: 10_500 },
  },
  {
    // Tyres 2 × £90 are consumables, so there is no covered repair and car hire 2 × £30 is not paid.
    name: 'Safe: car hire without a covered repair',
    plan: plan('safe', 500),
    vatNumber: null,
    lines: [part('consumable', 2, 9_000), carHire(2, 3_000)],
    allowed: [
      [0, ['consumable']],
      [0, ['benefit-needs-covered-repair']],
    ],
    totals: { askedTotal: 24_000, allowedExVat: 0, vat: 0, payable: 0, customerPays: 24_000 },
  },
  {
    // Onward travel £150 → £100 limit; a second £50 → nothing left of the £100.
    name: 'Safe: onward travel over its £100 limit across two lines',
    plan: plan('safe', 500),
    vatNumber: null,
    lines: [onwardTravel(15_000), onwardTravel(5_000)],
    allowed: [
      [10_000, ['onward-travel-limit']],
      [0, ['onward-travel-limit']],
    ],
    totals: { askedTotal: 20_000, allowedExVat: 10_000, vat: 0, payable: 10_000, customerPays: 10_000 },
  },
  {
    // Accident damage, consequential damage and a service are never covered: £500 + £200 + £150 =
    // £850 ex + £170 VAT = £1,020, all the customer's.
    name: 'Supreme: accident, consequential damage and servicing never covered',
    plan: plan('supreme', 5000),
    vatNumber: VAT_NUMBER,
    lines: [
      part('component:Engine', 1, 50_000, 'accident'),
      part('component:Cooling systems', 1, 20_000, 'consequential'),
      part('servicing', 1, 15_000),
    ],
    allowed: [
      [0, ['accident-damage']],
      [0, ['consequential-damage']],
      [0, ['servicing']],
    ],
    totals: { askedTotal: 102_000, allowedExVat: 0, vat: 0, payable: 0, customerPays: 102_000 },
  },
  {
    // Secure covers a mechanical part not listed: £400 + 2.25 h × £70 = £157.50. The VAT number's
    // check digits are wrong, so no VAT: asked = allowed = £557.50.
    name: 'Secure: a part not listed is covered; an invalid VAT number adds no VAT',
    plan: plan('secure', 3000),
    vatNumber: BAD_VAT_NUMBER,
    lines: [part('not-listed', 1, 40_000), labour('not-listed', 2.25, 7_000)],
    allowed: [
      [40_000, []],
      [15_750, []],
    ],
    totals: { askedTotal: 55_750, allowedExVat: 55_750, vat: 0, payable: 55_750, customerPays: 0 },
  },
  {
    // ECU £100.03; labour 0.33 h × £70.01 = £23.1033 → £23.10. Ex £123.13; VAT 20% = £24.626,
    // rounded half-up once on the claim to £24.63. Total £147.76.
    name: 'Supreme: VAT rounded half-up once per claim',
    plan: plan('supreme', 2000),
    vatNumber: VAT_NUMBER,
    lines: [part('component:ECU', 1, 10_003), labour('component:ECU', 0.33, 7_001)],
    allowed: [
      [10_003, []],
      [2_310, []],
    ],
    totals: { askedTotal: 14_776, allowedExVat: 12_313, vat: 2_463, payable: 14_776, customerPays: 0 },
  },
  {
    // Engine £1,500, car hire 7 × £35 = £245 (Supreme's full 7 days), travel £100: ex £1,845 + £369
    // = £2,214; the £2,000 limit pays £2,000 and the customer £214.
    name: 'Supreme: repair and benefits over the claim limit',
    plan: plan('supreme', 2000),
    vatNumber: VAT_NUMBER,
    lines: [part('component:Engine', 1, 150_000), carHire(7, 3_500), onwardTravel(10_000)],
    allowed: [
      [150_000, []],
      [24_500, []],
      [10_000, []],
    ],
    totals: { askedTotal: 221_400, allowedExVat: 184_500, vat: 36_900, payable: 200_000, customerPays: 21_400 },
  },
];

describe('assessClaim: the golden table', () => {
  it('has at least 20 worked claims covering every level', () => {
    expect(golden.length).toBeGreaterThanOrEqual(20);
    expect(new Set(golden.map((c) => c.plan.level))).toEqual(new Set(['safe', 'secure', 'supreme']));
  });

  it.each(golden)('$name', (claim) => {
    const warranty = { ...warrantyAtFault, ...claim.warranty };
    const assessment = assessClaim(
      warranty,
      claim.plan,
      { vatNumber: claim.vatNumber, lines: claim.lines },
      claimRulesV1,
    );
    expect(assessment.lines.map((line) => [line.allowed, line.reasons.map((r) => r.code)])).toEqual(claim.allowed);
    expect(assessment.totals).toMatchObject(claim.totals);
    for (const line of assessment.lines) expect(line.allowed).toBe(line.rulesAllowed);
  });
});
