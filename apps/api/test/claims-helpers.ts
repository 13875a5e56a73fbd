import type { MyClaimAnswer } from '@kestrel/domain/schemas/claim-answers';
import { call, latestEmail, type registerGuest } from './accounts-helpers';
import { buyWarranty, staff } from './dashboard-helpers';
import type { TestContext } from './helpers';
import { daysFromToday } from './payments-helpers';

type Customer = Awaited<ReturnType<typeof registerGuest>>;

/** A warranty in force: bought through the API, inspection passed, cover started 30 days ago. */
export async function warrantyInForce(ctx: TestContext, customer?: Customer, plan = 'secure-2000-12') {
  const bought = await buyWarranty(ctx, customer, plan);
  await staff(ctx, bought.warrantyId, { status: 'inspection-passed', startDate: daysFromToday(-30) });
  return bought;
}

let garageCount = 0;

export function claimBody(overrides: Record<string, unknown> = {}) {
  garageCount += 1;
  return {
    whatHappened: 'The clutch pedal went to the floor on the motorway and the car would not go into gear.',
    faultDate: daysFromToday(-2),
    mileage: 42_500,
    safeToDrive: 'no',
    warningLights: 'amber',
    garage: {
      name: 'Leeds Motor Services',
      address: '12 Kirkstall Road, Leeds',
      postcode: 'LS3 1HS',
      phone: '0113 496 0000',
      email: `garage.${garageCount}.${Date.now()}@garage.test`,
      vatNumber: 'GB980780684',
    },
    ...overrides,
  };
}

export async function makeClaim(ctx: TestContext, token: string, warrantyId: string, body = claimBody()) {
  const res = await call(ctx, { method: 'POST', url: `/api/claims/warranty/${warrantyId}`, token, payload: body });
  if (res.statusCode !== 201) throw new Error(`make claim: ${res.statusCode} ${res.body}`);
  const { claim } = res.json<MyClaimAnswer>();
  const email = await latestEmail(ctx, body.garage.email, 'claim-garage-link');
  return { claim, garageToken: garageToken(email.textBody), garageEmail: body.garage.email };
}

export function garageToken(text: string): string {
  const match = /\/garage\/claims\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error('no garage link in the e-mail');
  return match[1];
}

/** Secure, £2,000: a covered clutch, a not-covered tyre, labour above the £70 cap, 1.5 h diagnosis. */
export const estimateBody = {
  diagnosis: 'Clutch release bearing collapsed; the clutch plate is worn through as a result.',
  vatNumber: 'GB980780684',
  lines: [
    {
      kind: 'part',
      description: 'Clutch kit',
      part: 'component:Clutch',
      cause: 'sudden-failure',
      quantity: 1,
      unitPrice: 30_000,
    },
    {
      kind: 'part',
      description: 'Front tyre',
      part: 'consumable',
      cause: 'sudden-failure',
      quantity: 1,
      unitPrice: 9_000,
    },
    {
      kind: 'labour',
      description: 'Fit clutch',
      part: 'component:Clutch',
      cause: 'sudden-failure',
      hours: 4,
      ratePerHour: 8_000,
    },
    { kind: 'diagnosis', description: 'Diagnosis', hours: 1.5, ratePerHour: 6_000 },
  ],
};

export const garageCall = (ctx: TestContext, token: string, path = '', payload?: unknown) =>
  call(ctx, {
    method: payload === undefined ? 'GET' : 'POST',
    url: `/api/garage/claims/${token}${path}`,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** A claim file upload as a browser's form sends it: the `kind` field, then the file. */
export function claimUpload(file: Buffer, filename: string, contentType: string, kind = 'photo') {
  const boundary = `----kestrel${Math.random().toString(16).slice(2)}`;
  const parts = [
    `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  ];
  return {
    payload: Buffer.concat([Buffer.from(parts.join('')), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
