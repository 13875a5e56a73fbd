import fc from 'fast-check';
import { coverLevels, levelIds } from '../catalogue/levels';
import { BAD_VAT_NUMBER, VAT_NUMBER, warrantyAtFault } from './claim.fixture';
import { failureCauses, partCodes, type EstimateLine } from './estimate';

/** Any estimate a garage could send, on any plan: the claims property tests' one generator. */

const pence = (most: number) => fc.integer({ min: 0, max: most });
const hours = fc.integer({ min: 0, max: 2_000 }).map((hundredths) => hundredths / 100);
const partCode = fc.constantFrom(...partCodes);
const cause = fc.constantFrom(...failureCauses);

export const line: fc.Arbitrary<EstimateLine> = fc.oneof(
  fc.record({
    kind: fc.constant('part' as const),
    description: fc.constant('Part'),
    part: partCode,
    cause,
    quantity: fc.integer({ min: 1, max: 5 }),
    unitPrice: pence(300_000),
  }),
  fc.record({
    kind: fc.constant('labour' as const),
    description: fc.constant('Labour'),
    part: partCode,
    cause,
    hours,
    ratePerHour: pence(20_000),
  }),
  fc.record({
    kind: fc.constant('diagnosis' as const),
    description: fc.constant('Diagnosis'),
    hours,
    ratePerHour: pence(20_000),
  }),
  fc.record({
    kind: fc.constant('car-hire' as const),
    description: fc.constant('Car hire'),
    days: fc.integer({ min: 0, max: 14 }),
    ratePerDay: pence(10_000),
  }),
  fc.record({ kind: fc.constant('onward-travel' as const), description: fc.constant('Travel'), amount: pence(30_000) }),
);

export const claim = fc
  .record({
    level: fc.constantFrom(...levelIds),
    limitIndex: fc.integer({ min: 0, max: 2 }),
    mileageAtFault: fc.integer({ min: 0, max: 250_000 }),
    faultDay: fc.integer({ min: 1, max: 28 }),
    faultMonth: fc.integer({ min: 1, max: 12 }),
    vatNumber: fc.constantFrom(VAT_NUMBER, BAD_VAT_NUMBER, null),
    lines: fc.array(line, { maxLength: 8 }),
  })
  .map((c) => {
    const level = coverLevels.find((l) => l.id === c.level);
    const faultDate = `2026-${String(c.faultMonth).padStart(2, '0')}-${String(c.faultDay).padStart(2, '0')}`;
    const warranty = { ...warrantyAtFault, faultDate, mileageAtFault: c.mileageAtFault };
    const plan = { level: c.level, claimLimit: level?.claimLimits[c.limitIndex] ?? 0 };
    return { warranty, plan, estimate: { vatNumber: c.vatNumber, lines: c.lines } };
  });
