import { eq } from 'drizzle-orm';
import { claimDecisionSettings, warranties } from '../src/db/schema';
import { call, registerGuest } from './accounts-helpers';
import { claimBody, garageCall, makeClaim } from './claims-helpers';
import { buyWarranty, staff } from './dashboard-helpers';
import type { TestContext } from './helpers';
import { daysFromToday } from './payments-helpers';

/**
 * The automatic decisions' tests (DESIGN §9.2): a claim the rules can decide needs cover older
 * than 30 days and a garage seen on an earlier claim, so each claim here is the customer's second
 * at the same garage, the first withdrawn.
 */

/** Publishes the automatic limit (version 1, £1,000), in force from a year ago, once per database. */
export async function publishAutomaticLimit(ctx: TestContext, automaticLimit = 100_000, version = 1) {
  await ctx.database.db
    .insert(claimDecisionSettings)
    .values({ version, automaticLimit, effectiveFrom: new Date(Date.now() - 365 * 86_400_000) })
    .onConflictDoNothing();
}

let garages = 0;

/** A warranty in force for 60 days and a claim on it at a garage seen before: ready for its estimate. */
export async function claimAtKnownGarage(ctx: TestContext) {
  const customer = await registerGuest(ctx);
  const bought = await buyWarranty(ctx, customer, 'secure-2000-12');
  await staff(ctx, bought.warrantyId, { status: 'inspection-passed', startDate: daysFromToday(-60) });
  // The typed test vehicle has no record at the DVSA emulator, which flags the sale: a clean sale here.
  await ctx.database.db.update(warranties).set({ historyFlagged: false }).where(eq(warranties.id, bought.warrantyId));
  garages += 1;
  const body = claimBody();
  body.garage = { ...body.garage, email: `known.${garages}.${Date.now()}@garage.test` };
  const first = await makeClaim(ctx, customer.token, bought.warrantyId, body);
  const withdrawn = await call(ctx, {
    method: 'POST',
    url: `/api/claims/my-claims/${first.claim.id}/withdraw`,
    token: customer.token,
    payload: {},
  });
  if (withdrawn.statusCode !== 200) throw new Error(`withdraw: ${withdrawn.statusCode} ${withdrawn.body}`);
  // Made a moment later, so the first is "earlier" whatever the clock's resolution.
  await new Promise((resolve) => setTimeout(resolve, 5));
  const second = await makeClaim(ctx, customer.token, bought.warrantyId, body);
  return { customer, warrantyId: bought.warrantyId, ...second };
}

/** Secure: a clutch kit £300 and 4 hours at £60 (within the 6-hour standard), VAT 20%: £648. */
export const fittingEstimate = {
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
      kind: 'labour',
      description: 'Fit clutch',
      part: 'component:Clutch',
      cause: 'sudden-failure',
      hours: 4,
      ratePerHour: 6_000,
    },
  ],
};

export const sendEstimate = (ctx: TestContext, token: string, body: unknown = fittingEstimate) =>
  garageCall(ctx, token, '/estimate', body);
