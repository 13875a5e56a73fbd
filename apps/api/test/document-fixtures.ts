import type { LevelId } from '@kestrel/domain/catalogue/levels';
import { planName } from '@kestrel/domain/catalogue/plans';
import type { CertificateData, ReceiptData } from '../src/modules/documents/document-data';

/** The data the documents' tests draw: a receipt of one payment and the certificate of one warranty. */
export const customer = {
  name: 'Ada Lovelace',
  email: 'ada@example.co.uk',
  phone: '07700 900123',
  address: '1 High Street, York, YO1 7HH',
};

export const receipt = (transaction: Partial<ReceiptData['transaction']> = {}, party = customer): ReceiptData => ({
  customer: party,
  warranty: {
    reference: 'KW-26-0042137',
    planName: 'Secure, £2,000 per claim, 12 months',
    registration: 'AB12 CDE',
    make: 'Ford',
    model: 'Focus',
    startDate: '2026-12-01',
    expiryDate: '2027-11-30',
  },
  transaction: {
    reference: 'KR-26-0000015',
    orderReference: 'KO-26-0042133',
    sourceId: '3TX52918UB337645K',
    kind: 'payment',
    method: 'PayPal',
    status: 'COMPLETED',
    amountPence: 34_900,
    currency: 'GBP',
    createdAt: new Date('2026-11-23T10:15:00Z'),
    ...transaction,
  },
});

export const certificate = (level: LevelId, claimLimitPence: number, vehicleVerified: boolean): CertificateData => ({
  customer,
  warranty: {
    reference: 'KW-26-0042137',
    planName: planName({ level, claimLimit: claimLimitPence, months: 12 }),
    level,
    claimLimitPence,
    months: 12,
    startDate: '2026-12-01',
    expiryDate: '2027-11-30',
    pricePence: 34_900,
    monthlyCollectedPence: null,
    registration: 'AB12 CDE',
    make: 'Ford',
    model: 'Focus',
    fuelType: 'petrol',
    engineSize: 1598,
    firstRegistered: '2019-03-14',
    mileage: 54_321,
    vehicleVerified,
    claimRulesVersion: 1,
  },
  issuedOn: '2026-11-30',
});
