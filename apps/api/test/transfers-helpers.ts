import type { ErrorBody } from '@kestrel/domain/schemas/errors';
import { call, latestEmail, type registerGuest } from './accounts-helpers';
import { buyWarranty, staff } from './dashboard-helpers';
import type { TestContext } from './helpers';
import { daysFromToday } from './payments-helpers';

type Customer = Awaited<ReturnType<typeof registerGuest>>;

/** A warranty bought 40 days ago (past the cooling-off period), inspection passed, cover started 30 days ago. */
export async function transferableWarranty(ctx: TestContext, customer?: Customer) {
  const bought = await buyWarranty(ctx, customer);
  await staff(ctx, bought.warrantyId, {
    status: 'inspection-passed',
    startDate: daysFromToday(-30),
    purchasedAt: `${daysFromToday(-40)}T10:00:00.000Z`,
  });
  return bought;
}

let owners = 0;
export function newOwnerDetails(overrides: Record<string, unknown> = {}) {
  owners += 1;
  return {
    saleDate: daysFromToday(-1),
    saleMileage: 45_000,
    newOwnerName: 'Sam Okafor',
    newOwnerEmail: `new.owner.${owners}.${Date.now()}@example.test`,
    ...overrides,
  };
}

export const startTransfer = (ctx: TestContext, token: string, warrantyId: string, payload: Record<string, unknown>) =>
  call(ctx, { method: 'POST', url: `/api/transfers/warranty/${warrantyId}`, token, payload });

/** Starts a transfer and reads the new owner's link token from their e-mail. */
export async function startedTransfer(
  ctx: TestContext,
  token: string,
  warrantyId: string,
  details = newOwnerDetails(),
) {
  const res = await startTransfer(ctx, token, warrantyId, details);
  if (res.statusCode !== 200) throw new Error(`start transfer: ${res.statusCode} ${res.body}`);
  const email = await latestEmail(ctx, details.newOwnerEmail, 'transfer-link');
  return {
    details,
    linkToken: transferToken(email.textBody),
    transferId: res.json<{ transfer: { id: string } }>().transfer.id,
  };
}

export function transferToken(text: string): string {
  const match = /\/transfer\/accept\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error('no transfer link in the e-mail');
  return match[1];
}

export const offer = (ctx: TestContext, linkToken: string) => call(ctx, { url: `/api/transfers/accept/${linkToken}` });

export const accept = (ctx: TestContext, token: string, linkToken: string) =>
  call(ctx, { method: 'POST', url: `/api/transfers/accept/${linkToken}`, token, payload: { declaration: true } });

export const message = (res: { json: <T>() => T }) => res.json<ErrorBody>().error.message;
