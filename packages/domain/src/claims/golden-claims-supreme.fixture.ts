import type { GoldenClaim } from './golden-claims.fixture';
import { VAT_NUMBER, carHire, diagnosis, labour, onwardTravel, part, plan } from './claim.fixture';

/** The golden table's Supreme claims (see golden-claims.fixture.ts for the conventions). */
export const goldenSupreme: GoldenClaim[] = [
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
