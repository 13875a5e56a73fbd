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
    id: '5b0e7c1e-2f4a-4d7b-9a51-0c2d3e4f5a6b',
    planName: 'Secure, £2,000 per claim, 12 months',
    registration: 'AB12 CDE',
    make: 'Ford',
    model: 'Focus',
    startDate: '2026-12-01',
    expiryDate: '2027-11-30',
  },
  transaction: {
    id: '9f8e7d6c-5b4a-4321-8765-43210fedcba9',
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
    id: '5b0e7c1e-2f4a-4d7b-9a51-0c2d3e4f5a6b',
    planName: planName({ level, claimLimit: claimLimitPence, months: 12 }),
    level,
    claimLimitPence,
    months: 12,
    startDate: '2026-12-01',
    expiryDate: '2027-11-30',
    pricePence: 34_900,
    registration: 'AB12 CDE',
    make: 'Ford',
    model: 'Focus',
    fuelType: 'petrol',
    engineSize: 1598,
    firstRegistered: '2019-03-14',
    mileage: 54_321,
    vehicleVerified,
  },
  issuedOn: '2026-11-30',
});
