import type { WarrantyAtFault } from './assess-claim';
import type { ClaimTotals } from './claim-totals';
import type { EstimateLine } from './estimate';
import type { LineReasonCode } from './line-reasons';
import { BAD_VAT_NUMBER, VAT_NUMBER, carHire, diagnosis, labour, onwardTravel, part, plan } from './claim.fixture';

/**
 * The golden table: claims worked out by hand from DESIGN §8.1 and the catalogue, under the rules
 * of version 1 (labour caps £50 / £70 / £90 an hour, VAT 20%, no excess). Cover runs 1 January to
 * 31 December 2026 and the fault is on 1 June at 40,000 miles unless a case says otherwise. Figures
 * are pence; "ex" is ex VAT. Each case's comment is the arithmetic the expected figures come from.
 */

export interface GoldenClaim {
  name: string;
  plan: ReturnType<typeof plan>;
  warranty?: Partial<WarrantyAtFault>;
  vatNumber: string | null;
  lines: EstimateLine[];
  /** Per line: what the rules allow (ex VAT) and the reasons it is less than asked. */
  allowed: [number, LineReasonCode[]][];
  totals: Pick<ClaimTotals, 'askedTotal' | 'allowedExVat' | 'vat' | 'payable' | 'customerPays'>;
}

/** Safe and Secure. */
export const goldenSafeAndSecure: GoldenClaim[] = [
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
];
