import { describe, expect, it } from 'vitest';
import { assessClaim } from '../claims/assess-claim';
import { claimRulesV1 } from '../claims/claim-rules';
import { warrantyAtFault } from '../claims/claim.fixture';
import { estimateOf, garageEstimateRequestSchema, garageInvoiceRequestSchema } from './claim-estimate';
import { declineClaimRequestSchema, makeClaimRequestSchema, markPaidRequestSchema } from './claims';

const garage = {
  name: 'Wellington Motors',
  address: '3 Kirkstall Road, Leeds',
  postcode: 'ls3 1lh',
  phone: '0113 496 0000',
  email: 'Workshop@Wellington-Motors.example',
  vatNumber: '980 7806 84',
};
const claim = {
  whatHappened: 'The clutch pedal went to the floor on the ring road and the car would not select a gear.',
  faultDate: '2026-06-01',
  mileage: '45,120',
  safeToDrive: 'no',
  warningLights: 'none',
  garage,
};

/** The first message for each field of a failed parse, keyed by its dotted path. */
function fieldMessages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

describe('makeClaimRequestSchema', () => {
  it('reads a claim and tidies the garage details', () => {
    const parsed = makeClaimRequestSchema.parse(claim);
    expect(parsed.mileage).toBe(45_120);
    expect(parsed.garage).toMatchObject({
      postcode: 'LS3 1LH',
      email: 'workshop@wellington-motors.example',
      vatNumber: 'GB980780684',
    });
  });

  it('reads an empty VAT number as not given', () => {
    expect(
      makeClaimRequestSchema.parse({ ...claim, garage: { ...garage, vatNumber: '' } }).garage.vatNumber,
    ).toBeNull();
  });

  // The form sends what the schema answered, and the server reads it with the same schema.
  it.each([['GB 980 7806 84'], [''], [null], [undefined]])(
    'reads its own answer again as the same claim (VAT number %j)',
    (vatNumber) => {
      const answered = makeClaimRequestSchema.parse({ ...claim, garage: { ...garage, vatNumber } });
      expect(makeClaimRequestSchema.parse(JSON.parse(JSON.stringify(answered)))).toEqual(answered);
    },
  );

  it.each([
    ['whatHappened', { whatHappened: '  ' }, 'Tell us what happened'],
    ['faultDate', { faultDate: '' }, 'Enter the date the fault happened'],
    ['faultDate', { faultDate: '2026-02-30' }, 'Enter the date the fault happened as a real date'],
    ['mileage', { mileage: '' }, 'Enter the mileage when the fault happened'],
    ['mileage', { mileage: '45000.5' }, 'Enter the mileage as a whole number of miles'],
    ['safeToDrive', { safeToDrive: 'maybe' }, 'Say whether the vehicle is safe to drive'],
    ['warningLights', { warningLights: undefined }, 'Say whether any warning lights came on'],
    ['garage.name', { garage: { ...garage, name: '' } }, "Enter the garage's name"],
    ['garage.postcode', { garage: { ...garage, postcode: '' } }, "Enter the garage's postcode"],
    ['garage.postcode', { garage: { ...garage, postcode: 'LS99' } }, 'Enter a valid UK postcode, for example SW1A 1AA'],
    [
      'garage.phone',
      { garage: { ...garage, phone: '12345' } },
      'Enter a valid UK phone number, for example 07911 123456',
    ],
    ['garage.email', { garage: { ...garage, email: '' } }, "Enter the garage's email address"],
    ['garage.email', { garage: { ...garage, email: 'garage@' } }, 'Enter a valid email address'],
    [
      'garage.vatNumber',
      { garage: { ...garage, vatNumber: 'GB123456789' } },
      'Enter a valid GB VAT registration number, for example GB 980 7806 84',
    ],
  ])('%s: %o → %s', (field, change, message) => {
    expect(fieldMessages(makeClaimRequestSchema.safeParse({ ...claim, ...change }))[field]).toBe(message);
  });
});

const estimate = {
  diagnosis: 'Clutch slave cylinder failed; clutch plate worn through.',
  vatNumber: 'GB980780684',
  lines: [
    { kind: 'part', description: 'Clutch kit', part: 'component:Clutch', quantity: 1, unitPrice: 30_000 },
    { kind: 'labour', description: 'Fit clutch', part: 'component:Clutch', hours: 3.5, ratePerHour: 8_000 },
    { kind: 'diagnosis', description: 'Road test and inspection', hours: 1, ratePerHour: 7_000 },
    { kind: 'part', description: 'Front tyres', part: 'consumable', quantity: 2, unitPrice: 9_000 },
  ],
};

describe('garageEstimateRequestSchema', () => {
  it.each([['GB980780684'], [''], [null], [undefined]])(
    'reads its own answer again as the same estimate (VAT number %j)',
    (vatNumber) => {
      const answered = garageEstimateRequestSchema.parse({ ...estimate, vatNumber });
      expect(garageEstimateRequestSchema.parse(JSON.parse(JSON.stringify(answered)))).toEqual(answered);
    },
  );

  it('reads an estimate that assessClaim can assess', () => {
    const parsed = garageEstimateRequestSchema.parse(estimate);
    expect(parsed.lines[0]).toMatchObject({ cause: 'sudden-failure' });
    // Secure: clutch £300, labour 3.5 h at the £70 cap = £245, diagnosis 1 h × £70, tyres 0:
    // ex £615 + £123 VAT = £738.
    const assessment = assessClaim(
      warrantyAtFault,
      { level: 'secure', claimLimit: 200_000 },
      estimateOf(parsed),
      claimRulesV1,
    );
    expect(assessment.totals.payable).toBe(73_800);
  });

  it.each([
    ['lines', { lines: [] }, 'Add at least one line to the estimate'],
    [
      'lines.0.part',
      { lines: [{ ...estimate.lines[0], part: 'Engine' }] },
      'Choose the part from the list, or "Not listed"',
    ],
    ['lines.0.quantity', { lines: [{ ...estimate.lines[0], quantity: 0 }] }, 'Enter a quantity of at least 1'],
    ['lines.0.unitPrice', { lines: [{ ...estimate.lines[0], unitPrice: 12.5 }] }, 'Enter an amount in whole pence'],
    [
      'lines.0.hours',
      { lines: [{ ...estimate.lines[1], hours: 1.255 }] },
      'Enter hours to at most two decimal places, for example 1.25',
    ],
    ['lines.0.hours', { lines: [{ ...estimate.lines[1], hours: 0 }] }, 'Enter more than 0 hours'],
    [
      'lines.0.kind',
      { lines: [{ kind: 'paint', description: 'Respray' }] },
      'Choose what the line is: a part, labour, diagnosis, car hire or onward travel',
    ],
    ['diagnosis', { diagnosis: '' }, 'Say what you found when you diagnosed the fault'],
  ])('%s: %o → %s', (field, change, message) => {
    expect(fieldMessages(garageEstimateRequestSchema.safeParse({ ...estimate, ...change }))[field]).toBe(message);
  });
});

describe('staff decisions', () => {
  it('needs a note to decline for another reason', () => {
    expect(fieldMessages(declineClaimRequestSchema.safeParse({ reason: 'other', note: ' ' })).note).toBe(
      'Explain the reason in the note',
    );
    expect(declineClaimRequestSchema.safeParse({ reason: 'wear-and-tear' }).success).toBe(true);
  });

  it('refuses an unknown decline reason', () => {
    expect(fieldMessages(declineClaimRequestSchema.safeParse({ reason: 'bad-luck' })).reason).toBe(
      'Choose the reason for declining',
    );
  });

  it('reads an invoice and a payment in pence and ISO dates', () => {
    expect(garageInvoiceRequestSchema.parse({ number: 'INV-2291', date: '2026-06-09', amount: 73_800 }).amount).toBe(
      73_800,
    );
    expect(markPaidRequestSchema.safeParse({ reference: 'BACS 0042', paidOn: '2026-13-01' }).success).toBe(false);
  });
});
